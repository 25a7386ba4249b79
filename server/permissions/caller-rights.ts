import { and, eq } from 'drizzle-orm';
import type { ResourceFlag, ResourceType } from '../../src/shared/permissions';
import type { ScopedUser } from '../auth/authenticate';
import { menuCodesOf } from '../auth/menus';
import type { Database } from '../db/database';
import { roleResourceGrants, tenantRoleMembers, tenantRoles } from '../db/schema';
import type { CallerRights } from './resource-rules';

/** Who the caller is for one resource type (menu, administrator, grants): two small queries. */
export async function loadCallerRights(
  db: Database,
  user: ScopedUser,
  type: ResourceType,
): Promise<CallerRights> {
  // Every resource type is also the code of the menu that manages it.
  const holdsMenu = (await menuCodesOf(db, user)).includes(type);
  if (user.scope.kind === 'personal') return { scope: 'personal', userId: user.userId, holdsMenu };
  const roles = await db
    .select({ administrator: tenantRoles.isAdministrator, granted: roleResourceGrants.flags })
    .from(tenantRoleMembers)
    .innerJoin(tenantRoles, eq(tenantRoles.id, tenantRoleMembers.roleId))
    .leftJoin(
      roleResourceGrants,
      and(eq(roleResourceGrants.roleId, tenantRoles.id), eq(roleResourceGrants.resourceType, type)),
    )
    .where(and(eq(tenantRoleMembers.userId, user.userId), eq(tenantRoles.tenantId, user.scope.tenantId)));
  return {
    scope: 'enterprise',
    userId: user.userId,
    holdsMenu,
    administrator: roles.some((role) => role.administrator),
    granted: new Set<ResourceFlag>(roles.flatMap((role) => role.granted ?? [])),
  };
}
