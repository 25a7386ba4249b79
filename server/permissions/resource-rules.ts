import type { ShareLevel } from '../../src/shared/api/resource-permissions';
import { RESOURCE_FLAGS, type ResourceFlag, type ResourcePermissions } from '../../src/shared/permissions';

/**
 * The resource permission rule set: the spec's eight flags for one caller on one resource of a
 * type, from who the caller is (pure; the database layer loads the facts).
 *
 * - No flag at all without the menu of the resource's type.
 * - Personal scope: the person owns everything in it and holds every flag but the two of sharing.
 * - Enterprise administrator: every flag on every resource of the enterprise.
 * - Owner (the row's creator): every flag on it (createAuth, on any row, is the type's).
 * - A role's grants: the granted flags on every resource of the type in the enterprise; granting
 *   any flag but createAuth also lets one see them (one cannot edit what one cannot see).
 * - A share: VIEW → accessAuth; EDIT → accessAuth, editAuth, batchTagAuth.
 * - createAuth (may create resources of the type) belongs to the type, not a row: personal scope,
 *   the administrator, or a grant of createAuth. A member without it sees only their own rows,
 *   what is shared with them and what their roles grant; never a colleague's rows by default.
 * Sources add up; nothing takes a flag away.
 */

/** Who the caller is for one resource type; loaded once per request. */
export type CallerRights =
  | { scope: 'personal'; userId: string; holdsMenu: boolean }
  | {
      scope: 'enterprise';
      userId: string;
      holdsMenu: boolean;
      administrator: boolean;
      /** The union of the caller's roles' grants on the type. */
      granted: ReadonlySet<ResourceFlag>;
    };

/** What the rules need to know of one row (already known to be in the caller's scope). */
export interface RowFacts {
  /** The creator; null for rows nobody created through the API (seeded). */
  ownerId: string | null;
  /** The caller's share of the row, if any. */
  share: ShareLevel | null;
}

/** What the caller already holds of a type, for the batch operations offered above its list. */
export interface TypeFooting {
  /** The caller created at least one resource of the type in the scope. */
  ownsSome: boolean;
  /** At least one resource of the type is shared with the caller to edit. */
  editSharedSome: boolean;
}

/** The flags that belong to a resource type rather than to a row: the batch operations'. */
export type TypeFlag = 'createAuth' | 'batchTagAuth' | 'batchShareAuth';

export const SHARE_FLAGS: Record<ShareLevel, readonly ResourceFlag[]> = {
  VIEW: ['accessAuth'],
  EDIT: ['accessAuth', 'editAuth', 'batchTagAuth'],
};

const SHARING: readonly ResourceFlag[] = ['shareAuth', 'batchShareAuth'];

function permissionsOf(held: (flag: ResourceFlag) => boolean): ResourcePermissions {
  return Object.fromEntries(RESOURCE_FLAGS.map((flag) => [flag, held(flag)])) as ResourcePermissions;
}

export const NO_PERMISSIONS: ResourcePermissions = permissionsOf(() => false);

/** May the caller create resources of the type (the row flag createAuth says the same). */
export function mayCreate(rights: CallerRights): boolean {
  if (!rights.holdsMenu) return false;
  if (rights.scope === 'personal') return true;
  return rights.administrator || rights.granted.has('createAuth');
}

/** Does a grant let the caller see every resource of the type in the enterprise. */
export function grantsSight(rights: CallerRights): boolean {
  if (rights.scope === 'personal' || !rights.holdsMenu) return false;
  return rights.administrator || [...rights.granted].some((flag) => flag !== 'createAuth');
}

/** The caller's flags on one row of their scope. */
export function rowPermissions(rights: CallerRights, row: RowFacts): ResourcePermissions {
  if (!rights.holdsMenu) return NO_PERMISSIONS;
  if (rights.scope === 'personal') return permissionsOf((flag) => !SHARING.includes(flag));
  const create = mayCreate(rights);
  if (rights.administrator || row.ownerId === rights.userId) {
    return permissionsOf((flag) => flag !== 'createAuth' || create);
  }
  const held = new Set<ResourceFlag>(rights.granted);
  if (grantsSight(rights)) held.add('accessAuth');
  for (const flag of row.share ? SHARE_FLAGS[row.share] : []) held.add(flag);
  held.delete('createAuth');
  if (!held.has('accessAuth')) return NO_PERMISSIONS;
  return permissionsOf((flag) => (flag === 'createAuth' ? create : held.has(flag)));
}

/**
 * The type-level flags behind the batch operations: NEW (createAuth), BATCH_TAG (batchTagAuth),
 * BATCH_SHARE (batchShareAuth). Offered when the caller may hold the flag on some row: an owner
 * (or who may become one by creating) holds them all, an EDIT share gives batch tagging.
 */
export function typePermissions(
  rights: CallerRights,
  footing: TypeFooting,
): Pick<ResourcePermissions, TypeFlag> {
  if (!rights.holdsMenu) return { createAuth: false, batchTagAuth: false, batchShareAuth: false };
  const createAuth = mayCreate(rights);
  if (rights.scope === 'personal') return { createAuth, batchTagAuth: true, batchShareAuth: false };
  const ownerLike = rights.administrator || createAuth || footing.ownsSome;
  return {
    createAuth,
    batchTagAuth: ownerLike || rights.granted.has('batchTagAuth') || footing.editSharedSome,
    batchShareAuth: ownerLike || rights.granted.has('batchShareAuth'),
  };
}
