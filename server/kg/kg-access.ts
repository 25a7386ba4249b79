import { eq } from 'drizzle-orm';
import { KG_MSG } from '../../src/shared/api/knowledge-graph';
import type { ResourceFlag } from '../../src/shared/permissions';
import type { ScopedUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { kgBases, kgConcepts, kgEntities } from '../db/schema';
import { ApiError, notFound } from '../http/api-error';
import { accessOfKind } from '../manager/resource-kit/resource-kind-calls';
import { isRowId } from '../manager/row-id';
import { requireMenu } from '../permissions/require-menu';
import type { PermittedResource, ResourceAccess } from '../permissions/resource-access';
import { kgBaseKind } from './base-kind';

const baseAccess = accessOfKind(kgBaseKind);

/** 领域图谱 sits under 知识图谱 in the side menu: a call needs both codes (spec section 6). */
export const KG_BASE_MENUS = kgBaseKind.menus;

export interface FoundBase {
  access: ResourceAccess;
  base: PermittedResource;
  projectId: string;
}

/**
 * The base `id` once the caller may act on it with `flag`: the menus, the project's flag and the
 * KG_BASE flag on the base. A base of a project the caller cannot see is as missing as one that
 * never existed (404 知识图谱不存在), so ids cannot be probed.
 */
export async function findBase(
  db: Database,
  user: ScopedUser,
  id: string,
  flag: ResourceFlag,
): Promise<FoundBase> {
  const { resource: base, ...found } = await baseAccess.find(db, user, id, flag);
  return { ...found, base };
}

/** A 404 of the base becomes the row's own message: a row of a hidden base was never there. */
export async function asMissing<T>(missing: string, find: () => Promise<T>): Promise<T> {
  try {
    return await find();
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw notFound(missing);
    throw error;
  }
}

export interface FoundConcept extends FoundBase {
  concept: typeof kgConcepts.$inferSelect;
}

/** The concept `id` and its base, checked like findBase (base edits need editAuth). */
export async function findConcept(
  db: Database,
  user: ScopedUser,
  id: string,
  flag: ResourceFlag,
): Promise<FoundConcept> {
  const [concept] = isRowId(id) ? await db.select().from(kgConcepts).where(eq(kgConcepts.id, id)) : [];
  if (!concept) {
    requireMenu(user, ...KG_BASE_MENUS);
    throw notFound(KG_MSG.conceptNotFound);
  }
  const found = await asMissing(KG_MSG.conceptNotFound, () => findBase(db, user, concept.baseId, flag));
  return { ...found, concept };
}

export interface FoundEntity extends FoundBase {
  entity: typeof kgEntities.$inferSelect;
}

/** The entity `id` and its base, checked like findBase. */
export async function findEntity(
  db: Database,
  user: ScopedUser,
  id: string,
  flag: ResourceFlag,
): Promise<FoundEntity> {
  const [entity] = isRowId(id) ? await db.select().from(kgEntities).where(eq(kgEntities.id, id)) : [];
  if (!entity) {
    requireMenu(user, ...KG_BASE_MENUS);
    throw notFound(KG_MSG.entityNotFound);
  }
  const found = await asMissing(KG_MSG.entityNotFound, () => findBase(db, user, entity.baseId, flag));
  return { ...found, entity };
}

/** Marks the base's content changed: its last build is stale from now on. */
export async function touchBase(tx: Database, baseId: string, at: Date): Promise<void> {
  await tx.update(kgBases).set({ changedAt: at }).where(eq(kgBases.id, baseId));
}
