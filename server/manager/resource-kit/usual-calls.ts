import type { z } from 'zod';
import type { ResourceCalls, ResourcePageQuery } from './resource-kind';

/** The paths of a kind's usual calls under manager/v1. */
interface UsualPaths {
  page: string;
  detail: string;
  create: string;
  edit: string;
  enable: string;
  remove: string;
}

type Body = z.ZodType<Record<string, unknown>>;

interface UsualSchemas {
  page: z.ZodType<ResourcePageQuery>;
  id: z.ZodType<{ id: string }>;
  create: Body;
  edit: Body;
  enable: z.ZodType<{ id: string; enabled: boolean }>;
  /** The row's columns from a create or edit body, when they are not the body's own names. */
  columns?: (fields: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * The manager/v1 convention of the spec's resource calls: GET page and detail (?id), PUT create,
 * POST edit, PUT enable, DELETE ?id.
 */
export function usualCalls(paths: UsualPaths, schemas: UsualSchemas): ResourceCalls {
  const { columns } = schemas;
  return {
    page: { url: paths.page, query: schemas.page },
    detail: { method: 'GET', url: paths.detail, id: schemas.id },
    create: { method: 'PUT', url: paths.create, body: schemas.create, columns },
    edit: { method: 'POST', url: paths.edit, body: schemas.edit, columns },
    enable: { method: 'PUT', url: paths.enable, body: schemas.enable },
    remove: { method: 'DELETE', url: paths.remove, id: schemas.id },
  };
}
