import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceType } from '../../src/shared/permissions';
import {
  actions,
  dictionaries,
  intents,
  kgBases,
  personalResources,
  projects,
  qaLibraries,
  speakers,
} from '../db/schema';

/**
 * Where the rows of a resource type live, for the permission layer: their id, scope (tenant or
 * person), creator (the owner in the rules) and name (named in refusals). An area makes its type
 * shareable, taggable and checkable by adding its table here.
 */
export interface ResourceTable {
  table: PgTable;
  id: PgColumn;
  tenantId: PgColumn;
  userId: PgColumn;
  createdBy: PgColumn;
  name: PgColumn;
  /** For a resource that lives inside a project: its project (it goes when the project goes). */
  projectId?: PgColumn;
}

export const RESOURCE_TABLES: Partial<Record<ResourceType, ResourceTable>> = {
  PROJECT: {
    table: projects,
    id: projects.id,
    tenantId: projects.tenantId,
    userId: projects.userId,
    createdBy: projects.createdBy,
    name: projects.name,
  },
  PRONOUNCE: {
    table: speakers,
    id: speakers.id,
    tenantId: speakers.tenantId,
    userId: speakers.userId,
    createdBy: speakers.createdBy,
    name: speakers.name,
    projectId: speakers.projectId,
  },
  INTENT: {
    table: intents,
    id: intents.id,
    tenantId: intents.tenantId,
    userId: intents.userId,
    createdBy: intents.createdBy,
    name: intents.name,
    projectId: intents.projectId,
  },
  DICT: {
    table: dictionaries,
    id: dictionaries.id,
    tenantId: dictionaries.tenantId,
    userId: dictionaries.userId,
    createdBy: dictionaries.createdBy,
    name: dictionaries.name,
    projectId: dictionaries.projectId,
  },
  QA: {
    table: qaLibraries,
    id: qaLibraries.id,
    tenantId: qaLibraries.tenantId,
    userId: qaLibraries.userId,
    createdBy: qaLibraries.createdBy,
    name: qaLibraries.name,
    projectId: qaLibraries.projectId,
  },
  ACTION: {
    table: actions,
    id: actions.id,
    tenantId: actions.tenantId,
    userId: actions.userId,
    createdBy: actions.createdBy,
    name: actions.name,
    projectId: actions.projectId,
  },
  // 热词 and 个性兜底 are both BUTTOM: hot word lists and fallback sets share one table (by kind).
  BUTTOM: {
    table: personalResources,
    id: personalResources.id,
    tenantId: personalResources.tenantId,
    userId: personalResources.userId,
    createdBy: personalResources.createdBy,
    name: personalResources.name,
    projectId: personalResources.projectId,
  },
  KG_BASE: {
    table: kgBases,
    id: kgBases.id,
    tenantId: kgBases.tenantId,
    userId: kgBases.userId,
    createdBy: kgBases.createdBy,
    name: kgBases.name,
    projectId: kgBases.projectId,
  },
};
