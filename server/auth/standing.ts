import { sql } from 'drizzle-orm';
import {
  MENU_CODES,
  type MenuCode,
  PERSONAL_MENU_CODES,
  type ResourceFlag,
  type ResourceType,
} from '../../src/shared/permissions';
import { roleResourceGrants, tenantRoleMembers, tenantRoles, users } from '../db/schema';

/**
 * What a caller holds where they act: the menus they may open, whether they administer the
 * enterprise, and the flags their roles grant on every resource of a type. In an enterprise it is
 * the union of the user's roles there; in the personal scope a fixed set.
 */
export interface Standing {
  menuCodes: readonly MenuCode[];
  administrator: boolean;
  grants: ReadonlyMap<ResourceType, ReadonlySet<ResourceFlag>>;
}

export const PERSONAL_STANDING: Standing = {
  menuCodes: PERSONAL_MENU_CODES,
  administrator: false,
  grants: new Map(),
};

/** One role of the user, as the session's statement reads it. */
interface RoleRow {
  menus: MenuCode[];
  administrator: boolean;
  grants: Partial<Record<ResourceType, ResourceFlag[]>> | null;
}

/**
 * The roles of the session's user in their enterprise, as one JSON column of the session's own
 * statement (a correlated subquery on `users`), so a call learns who the caller is in one round trip.
 */
export function rolesOfSessionUser() {
  return sql<RoleRow[] | null>`(
    select json_agg(json_build_object(
      'menus', ${tenantRoles.menuCodes},
      'administrator', ${tenantRoles.isAdministrator},
      'grants', (
        select json_object_agg(${roleResourceGrants.resourceType}, ${roleResourceGrants.flags})
        from ${roleResourceGrants} where ${roleResourceGrants.roleId} = ${tenantRoles.id})))
    from ${tenantRoleMembers}
    inner join ${tenantRoles} on ${tenantRoles.id} = ${tenantRoleMembers.roleId}
    where ${tenantRoleMembers.userId} = ${users.id} and ${tenantRoles.tenantId} = ${users.tenantId})`;
}

/** The union of the roles: menus in the spec's order, any role administering, grants per type. */
export function standingOf(roles: RoleRow[] | null): Standing {
  const held = new Set<MenuCode>();
  const grants = new Map<ResourceType, Set<ResourceFlag>>();
  for (const role of roles ?? []) {
    for (const code of role.menus) held.add(code);
    for (const [type, flags] of Object.entries(role.grants ?? {}) as [ResourceType, ResourceFlag[]][]) {
      const granted = grants.get(type) ?? new Set();
      for (const flag of flags) granted.add(flag);
      grants.set(type, granted);
    }
  }
  return {
    menuCodes: MENU_CODES.filter((code) => held.has(code)),
    administrator: (roles ?? []).some((role) => role.administrator),
    grants,
  };
}
