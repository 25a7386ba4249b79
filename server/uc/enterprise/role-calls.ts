import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ENTERPRISE_MSG,
  idQuery,
  type RoleDetail,
  type RoleSummary,
  roleCopyBody,
  roleCreateBody,
  roleUpdateBody,
  TENANT_API,
} from '../../../src/shared/api/enterprise-admin';
import { ok } from '../../../src/shared/api/envelope';
import { MENU_CODES } from '../../../src/shared/permissions';
import type { AppContext } from '../../context';
import { tenantRoles } from '../../db/schema';
import { conflict, forbidden } from '../../http/api-error';
import { validate } from '../../http/validate';
import { logChange } from '../../manager/audit';
import { administering } from './enterprise-access';
import {
  assertRoleNameFree,
  grantsOf,
  membersOf,
  replaceGrants,
  roleOf,
  roleSummaries,
} from './role-queries';

/**
 * 角色管理: list, create, copy, edit (name, menu codes, grants per resource type), delete. The
 * administrator role holds everything and stays as it is. Every change is read by the members'
 * next call on every API process (the session cache empties on the triggers of migration 0017).
 */
export function roleRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(TENANT_API.roles, async (request) => {
    const { tenantId } = await administering(context, request, 'ROLE');
    return ok<RoleSummary[]>(await roleSummaries(db, tenantId));
  });

  app.get(TENANT_API.role, async (request) => {
    const { tenantId } = await administering(context, request, 'ROLE');
    const role = await roleOf(db, tenantId, validate(idQuery, request.query).id);
    const [grants, members] = await Promise.all([grantsOf(db, role.id), membersOf(db, tenantId, role.id)]);
    return ok<RoleDetail>({
      id: role.id,
      name: role.name,
      administrator: role.isAdministrator,
      menuCodes: role.isAdministrator ? [...MENU_CODES] : role.menuCodes,
      memberCount: members.length,
      grants,
      members,
    });
  });

  app.post(TENANT_API.roles, async (request) => {
    const { user, tenantId } = await administering(context, request, 'ROLE');
    const { name } = validate(roleCreateBody, request.body);
    await assertRoleNameFree(db, tenantId, name);
    const now = clock.now();
    const role = await db.transaction(async (tx) => {
      const [created] = await tx.insert(tenantRoles).values({ tenantId, name }).returning();
      await logChange(tx, now, user, request, 'tenant.role.create', { roleId: created.id, name });
      return created;
    });
    return ok<RoleSummary>({ id: role.id, name, administrator: false, menuCodes: [], memberCount: 0 });
  });

  app.post(TENANT_API.roleCopy, async (request) => {
    const { user, tenantId } = await administering(context, request, 'ROLE');
    const body = validate(roleCopyBody, request.body);
    const source = await roleOf(db, tenantId, body.id);
    if (source.isAdministrator) throw forbidden(ENTERPRISE_MSG.administratorRoleFixed);
    await assertRoleNameFree(db, tenantId, body.name);
    const now = clock.now();
    const role = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(tenantRoles)
        .values({ tenantId, name: body.name, menuCodes: source.menuCodes })
        .returning();
      await replaceGrants(tx, created.id, await grantsOf(tx, source.id));
      await logChange(tx, now, user, request, 'tenant.role.copy', {
        roleId: created.id,
        name: body.name,
        from: source.name,
      });
      return created;
    });
    return ok<RoleSummary>({
      id: role.id,
      name: role.name,
      administrator: false,
      menuCodes: role.menuCodes,
      memberCount: 0,
    });
  });

  app.put(TENANT_API.role, async (request) => {
    const { user, tenantId } = await administering(context, request, 'ROLE');
    const body = validate(roleUpdateBody, request.body);
    const role = await roleOf(db, tenantId, body.id);
    if (role.isAdministrator) throw forbidden(ENTERPRISE_MSG.administratorRoleFixed);
    await assertRoleNameFree(db, tenantId, body.name, role.id);
    const menuCodes = MENU_CODES.filter((code) => body.menuCodes.includes(code));
    const now = clock.now();
    await db.transaction(async (tx) => {
      const before = { name: role.name, menuCodes: role.menuCodes, grants: await grantsOf(tx, role.id) };
      await tx.update(tenantRoles).set({ name: body.name, menuCodes }).where(eq(tenantRoles.id, role.id));
      await replaceGrants(tx, role.id, body.grants);
      const after = { name: body.name, menuCodes, grants: await grantsOf(tx, role.id) };
      await logChange(tx, now, user, request, 'tenant.role.edit', {
        roleId: role.id,
        name: body.name,
        before,
        after,
      });
    });
    return ok(null, ENTERPRISE_MSG.roleSaved);
  });

  app.delete(TENANT_API.role, async (request) => {
    const { user, tenantId } = await administering(context, request, 'ROLE');
    const role = await roleOf(db, tenantId, validate(idQuery, request.query).id);
    if (role.isAdministrator) throw forbidden(ENTERPRISE_MSG.administratorRoleFixed);
    const members = await membersOf(db, tenantId, role.id);
    if (members.length > 0)
      throw conflict(ENTERPRISE_MSG.roleInUse(members.map((member) => member.nickname)));
    await db.transaction(async (tx) => {
      await tx.delete(tenantRoles).where(eq(tenantRoles.id, role.id));
      await logChange(tx, clock.now(), user, request, 'tenant.role.delete', {
        roleId: role.id,
        name: role.name,
      });
    });
    return ok(null);
  });
}
