import { eq } from 'drizzle-orm';
import { MSG } from '../../../src/shared/messages';
import { MENU_CODES } from '../../../src/shared/permissions';
import type { Database } from '../../db/database';
import { enterpriseCertifications, tenantRoleMembers, tenantRoles, tenants, users } from '../../db/schema';
import { conflict } from '../../http/api-error';

/** The role every new enterprise starts with: its administrator, with every menu. */
export const ENTERPRISE_ADMIN_ROLE = '企业管理员';

/**
 * An approved enterprise certification becomes an enterprise, inside the caller's transaction:
 * the tenant, its administrator role holding every menu code, the submitter as its member, and
 * the submitter's tenantId switched to it. Answers the new tenant's id.
 */
export async function approveEnterprise(
  tx: Database,
  certification: { id: string; submittedBy: string; enterpriseName: string },
): Promise<string> {
  const [submitter] = await tx
    .select({ tenantId: users.tenantId })
    .from(users)
    .where(eq(users.id, certification.submittedBy));
  // The submitter joined another enterprise while waiting: a person belongs to one at most.
  if (submitter?.tenantId) throw conflict(MSG.enterpriseAlreadyJoined);
  const [tenant] = await tx
    .insert(tenants)
    .values({ name: certification.enterpriseName })
    .onConflictDoNothing({ target: tenants.name })
    .returning({ id: tenants.id });
  if (!tenant) throw conflict(MSG.enterpriseNameTaken);
  const [role] = await tx
    .insert(tenantRoles)
    .values({
      tenantId: tenant.id,
      name: ENTERPRISE_ADMIN_ROLE,
      menuCodes: [...MENU_CODES],
      isAdministrator: true,
    })
    .returning({ id: tenantRoles.id });
  await tx.insert(tenantRoleMembers).values({ roleId: role.id, userId: certification.submittedBy });
  await tx.update(users).set({ tenantId: tenant.id }).where(eq(users.id, certification.submittedBy));
  await tx
    .update(enterpriseCertifications)
    .set({ tenantId: tenant.id })
    .where(eq(enterpriseCertifications.id, certification.id));
  return tenant.id;
}
