import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ENTERPRISE_MSG } from '../../../src/shared/api/enterprise-admin';
import type { MenuCode } from '../../../src/shared/permissions';
import { authenticateInScope, type ScopedUser } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { tenantRoleMembers, tenantRoles, users } from '../../db/schema';
import { conflict, forbidden } from '../../http/api-error';
import { requireMenu } from '../../permissions/require-menu';

/** An enterprise administrator at work: the caller and the enterprise they administer. */
export interface Administering {
  user: ScopedUser;
  tenantId: string;
}

/**
 * The caller of an 企业管理 call: in the enterprise scope, holding TENANT_MANAGEMENT and the
 * screen's own menu (a route needs all permissions of its matched parents).
 */
export async function administering(
  context: AppContext,
  request: FastifyRequest,
  ...menus: MenuCode[]
): Promise<Administering> {
  const user = await authenticateInScope(context, request);
  if (user.scope.kind !== 'enterprise') throw forbidden(ENTERPRISE_MSG.notEnterprise);
  requireMenu(user, 'TENANT_MANAGEMENT', ...menus);
  return { user, tenantId: user.scope.tenantId };
}

/**
 * Makes the enterprise's account and role changes one at a time (a transaction-scoped lock), then
 * lets `change` run and refuses its outcome when no enabled administrator would be left.
 */
export async function keepingAnAdministrator<T>(
  tx: Database,
  tenantId: string,
  change: () => Promise<T>,
): Promise<T> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tenant-admins:${tenantId}`}))`);
  const result = await change();
  const [left] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(tenantRoleMembers, eq(tenantRoleMembers.userId, users.id))
    .innerJoin(tenantRoles, eq(tenantRoles.id, tenantRoleMembers.roleId))
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(tenantRoles.tenantId, tenantId),
        eq(tenantRoles.isAdministrator, true),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  if (!left) throw conflict(ENTERPRISE_MSG.lastAdministrator);
  return result;
}
