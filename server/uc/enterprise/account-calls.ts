import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type AccountDetail,
  accountCreateBody,
  accountQuery,
  accountRemoveBody,
  accountRolesBody,
  accountStateBody,
  ENTERPRISE_MSG,
  idQuery,
  TENANT_API,
} from '../../../src/shared/api/enterprise-admin';
import { ok } from '../../../src/shared/api/envelope';
import type { ResourceType } from '../../../src/shared/permissions';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { resourceShares, tenantRoleMembers, tenantRoles, users } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../http/api-error';
import { validate } from '../../http/validate';
import { logChange } from '../../manager/audit';
import { isRowId } from '../../manager/row-id';
import { RESOURCE_TABLES } from '../../permissions/resource-tables';
import { findUserByAccount } from '../user/accounts';
import { accountDetail, accountPage, memberOf, ownedBy } from './account-queries';
import { type Administering, administering, keepingAnAdministrator } from './enterprise-access';
import { openInvitation, sendInvitation, unusablePassword } from './invitations';

/**
 * The enterprise's roles named by `roleIds`; an id of another enterprise's role is refused. Only
 * an administrator hands out (or takes back) the administrator role.
 */
async function rolesToHold(db: Database, { user, tenantId }: Administering, roleIds: string[]) {
  const ids = [...new Set(roleIds)];
  if (ids.length === 0) return [];
  const roles = ids.every(isRowId)
    ? await db
        .select({ id: tenantRoles.id, name: tenantRoles.name, administrator: tenantRoles.isAdministrator })
        .from(tenantRoles)
        .where(and(eq(tenantRoles.tenantId, tenantId), inArray(tenantRoles.id, ids)))
    : [];
  if (roles.length !== ids.length) throw badRequest(ENTERPRISE_MSG.roleMissing);
  if (roles.some((role) => role.administrator) && !user.standing.administrator) throw forbidden();
  return roles;
}

async function replaceRoles(tx: Database, tenantId: string, userId: string, roleIds: string[]) {
  const mine = tx.select({ id: tenantRoles.id }).from(tenantRoles).where(eq(tenantRoles.tenantId, tenantId));
  await tx
    .delete(tenantRoleMembers)
    .where(and(eq(tenantRoleMembers.userId, userId), inArray(tenantRoleMembers.roleId, mine)));
  if (roleIds.length > 0)
    await tx.insert(tenantRoleMembers).values(roleIds.map((roleId) => ({ roleId, userId })));
}

/** Who may not be touched by a non-administrator: an administrator. */
function assertMayManage(admin: Administering, target: AccountDetail | Awaited<ReturnType<typeof memberOf>>) {
  if (target.administrator && !admin.user.standing.administrator) throw forbidden();
}

/**
 * 账号管理: list, detail, create (an SMS invitation; the person sets a password on first sign-in),
 * roles, disable and enable (every session ends at once), password reset (a new invitation) and
 * removal from the enterprise (what they created passes to a chosen colleague). No change may
 * leave the enterprise without an enabled administrator.
 */
export function accountRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, clock, keys, sessions } = context;

  const log = (
    tx: Database,
    admin: Administering,
    request: FastifyRequest,
    action: string,
    detail: Record<string, unknown>,
  ) => logChange(tx, clock.now(), admin.user, request, `tenant.account.${action}`, detail);

  app.get(TENANT_API.accounts, async (request) => {
    const { tenantId } = await administering(context, request, 'ACCOUNT');
    return ok(await accountPage(db, tenantId, validate(accountQuery, request.query)));
  });

  app.get(TENANT_API.account, async (request) => {
    const { tenantId } = await administering(context, request, 'ACCOUNT');
    return ok<AccountDetail>(await accountDetail(db, tenantId, validate(idQuery, request.query).id));
  });

  app.post(TENANT_API.account, async (request) => {
    const admin = await administering(context, request, 'ACCOUNT');
    const body = validate(accountCreateBody, request.body);
    const roles = await rolesToHold(db, admin, body.roleIds);
    const existing = await findUserByAccount(db, body.account);
    if (existing?.tenantId === admin.tenantId) throw conflict(ENTERPRISE_MSG.alreadyMember);
    if (existing?.tenantId) throw conflict(ENTERPRISE_MSG.accountTaken);
    // Joining puts a person's own account under the enterprise: that needs their consent, which
    // an administrator's call cannot give.
    if (existing) throw conflict(ENTERPRISE_MSG.personalAccount);
    const now = clock.now();
    const created = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          account: body.account,
          nickname: body.nickname,
          passwordSecret: unusablePassword(keys.passwordVault),
          tenantId: admin.tenantId,
        })
        .onConflictDoNothing({ target: users.account })
        .returning({ id: users.id });
      if (!user) throw conflict(ENTERPRISE_MSG.accountTaken);
      await replaceRoles(
        tx,
        admin.tenantId,
        user.id,
        roles.map((role) => role.id),
      );
      const code = await openInvitation(tx, user.id, now);
      await log(tx, admin, request, 'create', {
        targetId: user.id,
        target: body.account,
        nickname: body.nickname,
        roles: roles.map((role) => role.name).join('、'),
      });
      return { id: user.id, code };
    });
    await sendInvitation(context, request, body.account, created.code);
    return ok({ id: created.id }, ENTERPRISE_MSG.invited(body.account));
  });

  app.put(TENANT_API.accountRoles, async (request) => {
    const admin = await administering(context, request, 'ACCOUNT');
    const body = validate(accountRolesBody, request.body);
    const target = await memberOf(db, admin.tenantId, body.id);
    assertMayManage(admin, target);
    const roles = await rolesToHold(db, admin, body.roleIds);
    await db.transaction((tx) =>
      keepingAnAdministrator(tx, admin.tenantId, async () => {
        await replaceRoles(
          tx,
          admin.tenantId,
          target.id,
          roles.map((role) => role.id),
        );
        await log(tx, admin, request, 'roles', {
          targetId: target.id,
          target: target.account,
          before: { roles: target.roles.map((role) => role.name) },
          after: { roles: roles.map((role) => role.name) },
        });
      }),
    );
    return ok(null);
  });

  app.put(TENANT_API.accountState, async (request) => {
    const admin = await administering(context, request, 'ACCOUNT');
    const { id, enabled } = validate(accountStateBody, request.body);
    const target = await memberOf(db, admin.tenantId, id);
    assertMayManage(admin, target);
    await db.transaction((tx) =>
      keepingAnAdministrator(tx, admin.tenantId, async () => {
        await tx
          .update(users)
          .set({ disabledAt: enabled ? null : clock.now() })
          .where(eq(users.id, target.id));
        // The sessions' change is what every API process hears: the person's next call is refused.
        if (!enabled) await sessions.revokeAllOf(tx, target.id);
        await log(tx, admin, request, enabled ? 'enable' : 'disable', {
          targetId: target.id,
          target: target.account,
        });
      }),
    );
    return ok(null);
  });

  app.put(TENANT_API.accountReset, async (request) => {
    const admin = await administering(context, request, 'ACCOUNT');
    const target = await memberOf(db, admin.tenantId, validate(idQuery, request.body).id);
    assertMayManage(admin, target);
    const now = clock.now();
    const code = await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordSecret: unusablePassword(keys.passwordVault), updatedAt: now })
        .where(eq(users.id, target.id));
      await sessions.revokeAllOf(tx, target.id);
      await log(tx, admin, request, 'resetPassword', { targetId: target.id, target: target.account });
      return openInvitation(tx, target.id, now);
    });
    await sendInvitation(context, request, target.account, code);
    return ok(null, ENTERPRISE_MSG.invited(target.account));
  });

  app.delete(TENANT_API.account, async (request) => {
    const admin = await administering(context, request, 'ACCOUNT');
    const { id, heirId } = validate(accountRemoveBody, request.body ?? request.query);
    const target = await memberOf(db, admin.tenantId, id);
    assertMayManage(admin, target);
    const owned = await ownedBy(db, admin.tenantId, target.id);
    const heir = heirId ? await memberOf(db, admin.tenantId, heirId) : null;
    if (owned.length > 0 && !heir) throw badRequest(ENTERPRISE_MSG.heirRequired);
    if (heir && (heir.id === target.id || heir.state === 'DISABLED'))
      throw badRequest(ENTERPRISE_MSG.heirInvalid);
    await db.transaction((tx) =>
      keepingAnAdministrator(tx, admin.tenantId, async () => {
        if (heir) await passResources(tx, admin.tenantId, target.id, heir.id);
        await replaceRoles(tx, admin.tenantId, target.id, []);
        await tx.update(users).set({ tenantId: null, updatedAt: clock.now() }).where(eq(users.id, target.id));
        await sessions.revokeAllOf(tx, target.id);
        await log(tx, admin, request, 'remove', {
          targetId: target.id,
          target: target.account,
          heir: heir?.account ?? null,
          passed: owned.map((entry) => `${entry.resourceType}×${entry.count}`).join(', '),
        });
      }),
    );
    return ok(null);
  });
}

/** What the leaving member created in the enterprise becomes the heir's; their shares there end. */
async function passResources(tx: Database, tenantId: string, from: string, to: string): Promise<void> {
  for (const [type, place] of Object.entries(RESOURCE_TABLES) as [
    ResourceType,
    NonNullable<(typeof RESOURCE_TABLES)[ResourceType]>,
  ][]) {
    await tx
      .update(place.table)
      .set({ createdBy: to } as never)
      .where(and(eq(place.tenantId, tenantId), eq(place.createdBy, from)));
    const inEnterprise = tx.select({ id: place.id }).from(place.table).where(eq(place.tenantId, tenantId));
    await tx
      .delete(resourceShares)
      .where(
        and(
          eq(resourceShares.userId, from),
          eq(resourceShares.resourceType, type),
          inArray(resourceShares.resourceId, inEnterprise),
        ),
      );
  }
}
