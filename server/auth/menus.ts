import { and, eq } from 'drizzle-orm';
import { MENU_CODES, type MenuCode, PERSONAL_MENU_CODES } from '../../src/shared/permissions';
import type { Database } from '../db/database';
import { tenantRoleMembers, tenantRoles } from '../db/schema';
import type { ScopedUser } from './authenticate';

/** Enterprise scope: the union of the user's roles in the enterprise; personal scope: a fixed list. */
export async function menuCodesOf(db: Database, user: ScopedUser): Promise<MenuCode[]> {
  if (user.scope.kind === 'personal') return PERSONAL_MENU_CODES;
  const roles = await db
    .select({ menuCodes: tenantRoles.menuCodes })
    .from(tenantRoleMembers)
    .innerJoin(tenantRoles, eq(tenantRoles.id, tenantRoleMembers.roleId))
    .where(and(eq(tenantRoleMembers.userId, user.userId), eq(tenantRoles.tenantId, user.scope.tenantId)));
  const held = new Set(roles.flatMap((role) => role.menuCodes));
  return MENU_CODES.filter((code) => held.has(code));
}
