import { and, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  missingFlagMessage,
  resourceNotFoundMessage,
  type ShareLevel,
} from '../../src/shared/api/resource-permissions';
import type { ResourceFlag, ResourcePermissions, ResourceType } from '../../src/shared/permissions';
import type { ScopedUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { resourceShares } from '../db/schema';
import { forbidden, notFound } from '../http/api-error';
import { isRowId } from '../manager/row-id';
import { ownedBy } from '../manager/scope';
import { callerRights } from './caller-rights';
import { type CallerRights, grantsSight, mayCreate, rowPermissions, typePermissions } from './resource-rules';
import { RESOURCE_TABLES, type ResourceTable } from './resource-tables';
import { rowsWithShare } from './rows-with-share';

/**
 * The rule set against the database: a caller's rights on one resource type (from what the
 * session's statement read), then flags per row in bulk, the visibility filter of lists, and the
 * checks every mutating call makes (404 for what the caller cannot see, 403 naming what they lack).
 */
export interface ResourceAccess {
  db: Database;
  user: ScopedUser;
  type: ResourceType;
  rights: CallerRights;
}

/** A row the caller passed a check on. */
export interface PermittedResource {
  id: string;
  name: string;
  permissions: ResourcePermissions;
}

/** What a list shows of the caller's standing on a row. */
export interface RowStanding {
  permissions: ResourcePermissions;
  /** The share that lets the caller see the row, when nothing else does. */
  sharedWithMe: ShareLevel | null;
}

export function resourceAccess(db: Database, user: ScopedUser, type: ResourceType): ResourceAccess {
  return { db, user, type, rights: callerRights(user, type) };
}

function tableOf(type: ResourceType): ResourceTable {
  const table = RESOURCE_TABLES[type];
  if (!table) throw notFound(resourceNotFoundMessage(type));
  return table;
}

/** The caller's share of the row `id` (a correlated condition for the row's query). */
function shareOf(access: ResourceAccess, id: ResourceTable['id']) {
  return and(
    eq(resourceShares.resourceType, access.type),
    eq(resourceShares.resourceId, id),
    eq(resourceShares.userId, access.user.userId),
  );
}

/**
 * Rows of the type's table the caller may see (accessAuth): none without the menu; the person's
 * own in the personal scope; in an enterprise, all of it for the administrator and grants that
 * give sight, else the caller's own and those shared with them.
 */
export function visibleRows(access: ResourceAccess): SQL {
  const table = tableOf(access.type);
  const { rights, user } = access;
  if (!rights.holdsMenu) return sql`false`;
  const inScope = ownedBy(table, user.scope);
  if (rights.scope === 'personal' || grantsSight(rights)) return inScope;
  const shared = access.db.select({ one: sql`1` }).from(resourceShares).where(shareOf(access, table.id));
  return and(inScope, or(eq(table.createdBy, user.userId), exists(shared))) as SQL;
}

function standingOf(access: ResourceAccess, ownerId: string | null, share: ShareLevel | null): RowStanding {
  const { rights } = access;
  const permissions = rowPermissions(rights, { ownerId, share });
  const seenWithoutShare =
    rights.scope === 'personal' || rights.administrator || grantsSight(rights) || ownerId === rights.userId;
  return { permissions, sharedWithMe: seenWithoutShare ? null : share };
}

/** The caller's standing on each row of a page (filtered by visibleRows), in order: one query. */
export async function standingsOf(
  access: ResourceAccess,
  rows: { id: string; createdBy: string | null }[],
): Promise<RowStanding[]> {
  const shares = new Map<string, ShareLevel>();
  if (access.rights.scope === 'enterprise' && rows.length > 0) {
    const found = await access.db
      .select({ id: resourceShares.resourceId, level: resourceShares.level })
      .from(resourceShares)
      .where(
        and(
          eq(resourceShares.resourceType, access.type),
          eq(resourceShares.userId, access.user.userId),
          inArray(
            resourceShares.resourceId,
            rows.map((row) => row.id),
          ),
        ),
      );
    for (const share of found) shares.set(share.id, share.level);
  }
  return rows.map((row) => standingOf(access, row.createdBy, shares.get(row.id) ?? null));
}

/**
 * The rows `ids` with the caller's flags, each checked for every flag of `flags`: the first one
 * the caller cannot see answers 404, the first one lacking a flag 403 naming the row and the flag.
 */
export async function requireFlagsOnEach(
  access: ResourceAccess,
  ids: readonly string[],
  flags: readonly ResourceFlag[],
): Promise<PermittedResource[]> {
  const table = tableOf(access.type);
  const wanted = [...new Set(ids)];
  if (!wanted.every(isRowId)) throw notFound(resourceNotFoundMessage(access.type));
  const rows = await rowsWithShare(access.db, access.type, table, access.user, wanted);
  const byId = new Map(rows.map((row) => [row.id as string, row]));
  const permitted = wanted.map((id) => {
    const row = byId.get(id);
    const standing = row && standingOf(access, row.createdBy as string | null, row.share);
    if (!row || !standing?.permissions.accessAuth) throw notFound(resourceNotFoundMessage(access.type));
    return { id, name: row.name as string, permissions: standing.permissions };
  });
  for (const resource of permitted) {
    const missing = flags.find((flag) => !resource.permissions[flag]);
    if (missing) throw forbidden(missingFlagMessage(access.type, missing, resource.name));
  }
  return permitted;
}

/**
 * The resource `id` of `type` if the caller holds `flag` on it: 404 when they cannot see it
 * (another scope, not shared, no such row), 403 naming the missing flag when they see it.
 */
export async function requireFlag(
  db: Database,
  user: ScopedUser,
  type: ResourceType,
  id: string,
  flag: ResourceFlag,
): Promise<PermittedResource> {
  const [resource] = await requireFlagsOnEach(resourceAccess(db, user, type), [id], [flag]);
  return resource;
}

/** Refuses (403) a caller who may not create resources of the type. */
export function requireCreate(user: ScopedUser, type: ResourceType): void {
  if (!mayCreate(callerRights(user, type))) throw forbidden(missingFlagMessage(type, 'createAuth'));
}

/**
 * The type-level flags behind NEW, BATCH_TAG and BATCH_SHARE. Whether the caller owns a row or
 * has one shared to edit is asked only when the rights alone do not decide.
 */
export async function typePermissionsOf(access: ResourceAccess) {
  const { db, rights, user, type } = access;
  const noFooting = { ownsSome: false, editSharedSome: false };
  const decided = typePermissions(rights, noFooting);
  const table = RESOURCE_TABLES[type];
  const undecided = !decided.batchTagAuth || !decided.batchShareAuth;
  if (!table || rights.scope === 'personal' || !rights.holdsMenu || !undecided) return decided;
  const inScope = ownedBy(table, user.scope);
  const [own, editShared] = await Promise.all([
    db
      .select({ one: sql`1` })
      .from(table.table)
      .where(and(inScope, eq(table.createdBy, user.userId)))
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(table.table)
      .innerJoin(resourceShares, shareOf(access, table.id))
      .where(and(inScope, eq(resourceShares.level, 'EDIT')))
      .limit(1),
  ]);
  return typePermissions(rights, { ownsSome: own.length > 0, editSharedSome: editShared.length > 0 });
}
