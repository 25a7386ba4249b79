import { desc } from 'drizzle-orm';
import {
  type BaseEditBody,
  baseCreateBody,
  baseEditBody,
  basePageQuery,
  KG_API,
  KG_MSG,
  KG_ROUTES,
  type KgBaseSummary,
} from '../../src/shared/api/knowledge-graph';
import { kgBases } from '../db/schema';
import type { LogDetail, ResourceKind } from '../manager/resource-kit/resource-kind';
import { baseSummaries } from './base-summary';
import { requireLibrariesOfProject } from './template/library-access';

/** An edit's columns, its template libraries each once. */
function baseColumns(fields: Record<string, unknown>) {
  const { templateLibraryIds, ...rest } = fields as BaseEditBody;
  return { ...rest, templateLibraryIds: templateLibraryIds && [...new Set(templateLibraryIds)] };
}

/**
 * 领域图谱 (resource type KG_BASE), under 知识图谱: its calls live under kg/v1 with the base's id
 * in the path (create, detail beyond the spec, rename, describe and choose the Q&A template
 * libraries, delete). It has no enable: a base is used once it is built.
 */
export const kgBaseKind: ResourceKind<KgBaseSummary> = {
  type: 'KG_BASE',
  menus: ['KG', 'KG_BASE'],
  table: kgBases,
  // Newest first by creation: a build changes a base, and the list should not reshuffle with it.
  order: [desc(kgBases.createdAt), desc(kgBases.id)],
  messages: {
    notFound: KG_MSG.baseNotFound,
    created: KG_MSG.baseCreated,
    saved: KG_MSG.baseSaved,
    nameTaken: KG_MSG.baseNameTaken,
    deleted: KG_MSG.deleted,
  },
  log: { action: 'kg.base', idKey: 'kgBaseId' },
  read: { summaries: baseSummaries },
  newRowValues: ({ now }) => ({ changedAt: now }),
  calls: {
    page: { url: KG_API.basePage, query: basePageQuery },
    create: { method: 'POST', url: KG_API.bases, body: baseCreateBody },
    detail: { method: 'GET', url: KG_ROUTES.base },
    edit: { method: 'PATCH', url: KG_ROUTES.base, body: baseEditBody, columns: baseColumns },
    remove: { method: 'DELETE', url: KG_ROUTES.base },
  },
  async beforeEdit({ tx, projectId }, fields) {
    const { templateLibraryIds } = baseColumns(fields);
    if (templateLibraryIds) await requireLibrariesOfProject(tx, projectId, templateLibraryIds);
  },
  async afterEdit(_change, fields): Promise<LogDetail> {
    const { templateLibraryIds } = baseColumns(fields);
    return templateLibraryIds ? { templateLibraries: templateLibraryIds.join(',') } : {};
  },
};
