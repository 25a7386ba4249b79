import { and, eq } from 'drizzle-orm';
import type { MenuCode, ResourceFlag, ResourceType } from '../../src/shared/permissions';
import type { Database } from '../db/database';
import { roleResourceGrants, tenantRoleMembers, tenantRoles } from '../db/schema';

/** The demo enterprise's second role: day-to-day operation, no administration. */
export const OPERATOR_ROLE = '运营专员';

/** Projects, devices, the operation platform, and the Q&A libraries whose questions they mark. */
export const OPERATOR_MENU_CODES: MenuCode[] = [
  'PROJECT',
  'OVERVIEW',
  'DEVICE_RELATED',
  'DEVICE',
  'QA',
  'OPERATION',
  'QA_MARK',
  'QA_ANALYZE',
  'VISIT_RECORD',
];

/**
 * What the role may do with every resource of a type in the enterprise: read every Q&A library
 * (marking needs them), and nothing on projects, so its members see only the projects shared
 * with them and may not create any.
 */
export const OPERATOR_GRANTS: Partial<Record<ResourceType, ResourceFlag[]>> = { QA: ['accessAuth'] };

/**
 * Makes sure the demo enterprise has the operator role with the demo colleague in it. The role's
 * menus and grants are set when it is created only: what an administrator changes later stays.
 */
export async function seedOperatorRole(tx: Database, tenantId: string, colleagueId: string): Promise<void> {
  let [role] = await tx
    .select({ id: tenantRoles.id })
    .from(tenantRoles)
    .where(and(eq(tenantRoles.tenantId, tenantId), eq(tenantRoles.name, OPERATOR_ROLE)));
  if (!role) {
    [role] = await tx
      .insert(tenantRoles)
      .values({ tenantId, name: OPERATOR_ROLE, menuCodes: OPERATOR_MENU_CODES, isAdministrator: false })
      .returning({ id: tenantRoles.id });
    await tx.insert(roleResourceGrants).values(
      Object.entries(OPERATOR_GRANTS).map(([resourceType, flags]) => ({
        roleId: role.id,
        resourceType: resourceType as ResourceType,
        flags,
      })),
    );
  }
  await tx.insert(tenantRoleMembers).values({ roleId: role.id, userId: colleagueId }).onConflictDoNothing();
}
