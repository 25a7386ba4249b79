import { and, eq } from 'drizzle-orm';
import {
  BATCH_OPERATIONS,
  type BatchOperation,
  MENU_CODES,
  type MenuCode,
  PERSONAL_MENU_CODES,
  type ResourceType,
} from '../../src/shared/permissions';
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

/** Sharing is between members of an enterprise, so a person alone may create and tag only. */
const PERSONAL_OPERATIONS: BatchOperation[] = ['NEW', 'BATCH_TAG'];

/**
 * The batch operations passed for a resource type: none without the resource's menu, every one
 * in the enterprise scope, all but sharing in the personal scope.
 */
export async function passedOperationsOf(
  db: Database,
  user: ScopedUser,
  resourceType: ResourceType,
): Promise<BatchOperation[]> {
  const menus = await menuCodesOf(db, user);
  // Every resource type is also the code of the menu that manages it.
  if (!menus.includes(resourceType)) return [];
  return user.scope.kind === 'enterprise' ? [...BATCH_OPERATIONS] : PERSONAL_OPERATIONS;
}
