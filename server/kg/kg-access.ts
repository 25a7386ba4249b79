import { eq } from 'drizzle-orm';
import { KG_MSG } from '../../src/shared/api/knowledge-graph';
import type { MenuCode, ResourceFlag } from '../../src/shared/permissions';
import type { ScopedUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { kgBases, kgConcepts, kgEntities } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { ApiError, conflict, notFound } from '../http/api-error';
import { isRowId } from '../manager/row-id';
import { requireProjectFlag, requireRowProjectFlag } from '../permissions/project-access';
import { requireMenu } from '../permissions/require-menu';
import {
  type PermittedResource,
  type ResourceAccess,
  requireFlagsOnEach,
  resourceAccess,
} from '../permissions/resource-access';

/** 领域图谱 sits under 知识图谱 in the side menu: a call needs both codes (spec section 6). */
export const KG_BASE_MENUS: MenuCode[] = ['KG', 'KG_BASE'];
/** 问答模板库, the other leaf of 知识图谱. */
export const KG_TEMPLATE_MENUS: MenuCode[] = ['KG', 'KG_TEMPLATE'];

/** Reading a base needs accessAuth on its project; changing anything in it, editAuth. */
const projectFlagFor = (flag: ResourceFlag): ResourceFlag =>
  flag === 'accessAuth' ? 'accessAuth' : 'editAuth';

/** The project whose bases the caller lists (accessAuth) or adds to (editAuth). */
export async function kgProject(
  db: Database,
  user: ScopedUser,
  projectId: string,
  flag: ResourceFlag,
): Promise<string> {
  requireMenu(user, ...KG_BASE_MENUS);
  return requireProjectFlag(db, user, projectId, projectFlagFor(flag));
}

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
  requireMenu(user, ...KG_BASE_MENUS);
  const [row] = isRowId(id)
    ? await db.select({ projectId: kgBases.projectId }).from(kgBases).where(eq(kgBases.id, id))
    : [];
  const projectId = await requireRowProjectFlag(
    db,
    user,
    row?.projectId,
    projectFlagFor(flag),
    KG_MSG.baseNotFound,
  );
  const access = resourceAccess(db, user, 'KG_BASE');
  const [base] = await requireFlagsOnEach(access, [id], [flag]);
  return { access, base, projectId };
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

/** A name another row already holds answers 409 with `message`, never the database's 500. */
export async function uniqueNamed<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

/** Marks the base's content changed: its last build is stale from now on. */
export async function touchBase(tx: Database, baseId: string, at: Date): Promise<void> {
  await tx.update(kgBases).set({ changedAt: at }).where(eq(kgBases.id, baseId));
}
