import { eq } from 'drizzle-orm';
import type { MenuCode } from '../../../../src/shared/permissions';
import { tenantRoles } from '../../../db/schema';
import type { Caller, ManagerTestApp } from '../../test-support/manager-test-app';

/** Leaves the caller's enterprise roles only `codes`: a member the administrator gave fewer menus. */
export async function holdOnly(app: ManagerTestApp, caller: Caller, codes: MenuCode[]): Promise<void> {
  if (!caller.tenantId) throw new Error('holdOnly needs an enterprise caller');
  await app.db.update(tenantRoles).set({ menuCodes: codes }).where(eq(tenantRoles.tenantId, caller.tenantId));
}
