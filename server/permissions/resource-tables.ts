import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceType } from '../../src/shared/permissions';
import {
  actions,
  dictionaries,
  faceGroups,
  intents,
  kgBases,
  personalResources,
  projects,
  qaLibraries,
  skills,
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

/** The place of a resource type whose table has the usual scope, creator and name columns. */
function placeOf(table: PgTable & Omit<ResourceTable, 'table'>): ResourceTable {
  const { id, tenantId, userId, createdBy, name, projectId } = table;
  return { table, id, tenantId, userId, createdBy, name, projectId };
}

export const RESOURCE_TABLES: Partial<Record<ResourceType, ResourceTable>> = {
  PROJECT: placeOf(projects),
  PRONOUNCE: placeOf(speakers),
  INTENT: placeOf(intents),
  DICT: placeOf(dictionaries),
  QA: placeOf(qaLibraries),
  ACTION: placeOf(actions),
  // 热词 and 个性兜底 are both BUTTOM: hot word lists and fallback sets share one table (by kind).
  BUTTOM: placeOf(personalResources),
  KG_BASE: placeOf(kgBases),
  FACE_GROUP: placeOf(faceGroups),
  // 商店技能 and 场景技能 are both SKILL: one table, by kind.
  SKILL: placeOf(skills),
};
