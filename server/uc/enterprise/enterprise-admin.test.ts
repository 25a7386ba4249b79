import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountDetail,
  type AccountSummary,
  ENTERPRISE_MSG,
  type Explanation,
  type LogPage,
  type RoleDetail,
  type RoleSummary,
  TENANT_API,
} from '../../../src/shared/api/enterprise-admin';
import type { Page } from '../../../src/shared/api/paging';
import { UC } from '../../../src/shared/api/uc';
import { projects, users } from '../../db/schema';
import { createProject } from '../../manager/test-support/fixtures';
import { createManagerTestApp, type ManagerTestApp } from '../../manager/test-support/manager-test-app';
import { shareProject } from '../../permissions/test-support/members';
import { envelopeOf, tokenForm } from '../../test-support/api-calls';
import { TEST_APP_TIMEOUT_MS, withSecondApp } from '../../test-support/test-app';
import { createRole, invite, setRole } from './test-support/enterprise-calls';

let app: ManagerTestApp;
beforeAll(async () => {
  app = await createManagerTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const roles = async () =>
  (await app.call<RoleSummary[]>(app.enterpriseA, { url: TENANT_API.roles })).body.data;
const account = async (id: string) =>
  (await app.call<AccountDetail>(app.enterpriseA, { url: TENANT_API.account, query: { id } })).body.data;

describe('roles', () => {
  it('are created, edited (menus and grants), copied and listed with their members', async () => {
    const id = await createRole(app, '内容编辑', ['PROJECT', 'QA'], { QA: ['accessAuth', 'editAuth'] });
    const copy = await app.call<RoleSummary>(app.enterpriseA, {
      method: 'POST',
      url: TENANT_API.roleCopy,
      payload: { id, name: '内容编辑（副本）' },
    });
    expect(copy.body.data).toMatchObject({ menuCodes: ['PROJECT', 'QA'], memberCount: 0 });
    const detail = await app.call<RoleDetail>(app.enterpriseA, {
      url: TENANT_API.role,
      query: { id: copy.body.data.id },
    });
    expect(detail.body.data.grants).toEqual({ QA: ['accessAuth', 'editAuth'] });
    expect((await roles()).map((role) => role.name)).toEqual(
      expect.arrayContaining(['企业管理员', '运营专员', '内容编辑', '内容编辑（副本）']),
    );
    const taken = await app.call(app.enterpriseA, {
      method: 'POST',
      url: TENANT_API.roles,
      payload: { name: '内容编辑' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe(ENTERPRISE_MSG.roleNameTaken);
  });

  it('cannot be deleted while members hold them, and the refusal names the members', async () => {
    const operator = (await roles()).find((role) => role.name === '运营专员') as RoleSummary;
    const refused = await app.call(app.enterpriseA, {
      method: 'DELETE',
      url: TENANT_API.role,
      query: { id: operator.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(ENTERPRISE_MSG.roleInUse(['运营专员小林']));
    const spare = await createRole(app, '临时角色', []);
    const removed = await app.call(app.enterpriseA, {
      method: 'DELETE',
      url: TENANT_API.role,
      query: { id: spare },
    });
    expect(removed.statusCode).toBe(200);
  });

  it('leave the administrator role as it is', async () => {
    const administrator = (await roles()).find((role) => role.administrator) as RoleSummary;
    const edited = await app.call(app.enterpriseA, {
      method: 'PUT',
      url: TENANT_API.role,
      payload: { id: administrator.id, name: '管理员', menuCodes: [], grants: {} },
    });
    expect(edited.statusCode).toBe(403);
    expect(edited.body.message).toBe(ENTERPRISE_MSG.administratorRoleFixed);
  });
});

describe('accounts', () => {
  it('are invited by SMS, set their password on first sign-in and show up active with the sign-in', async () => {
    const role = await createRole(app, '问答维护', ['PROJECT', 'QA']);
    const member = await invite(app, '13700000001', [role]);
    const menus = await app.call<string[]>(member, { url: UC.authMenus });
    expect(menus.body.data).toEqual(['PROJECT', 'QA']);
    const list = await app.call<Page<AccountSummary>>(app.enterpriseA, {
      url: TENANT_API.accounts,
      query: { keyword: '0001', roleId: role },
    });
    expect(list.body.data.content).toEqual([
      expect.objectContaining({
        account: '13700000001',
        state: 'ACTIVE',
        roles: [{ id: role, name: '问答维护' }],
      }),
    ]);
    expect(list.body.data.content[0].lastSignInAt).not.toBeNull();
  });

  it('once disabled lose their session at once and cannot sign in until enabled again', async () => {
    const member = await invite(app, '13700000002', [
      (await roles()).find((r) => r.name === '运营专员')?.id as string,
    ]);
    expect((await app.call(member, { url: UC.userInfo })).statusCode).toBe(200);
    const disabled = await app.call(app.enterpriseA, {
      method: 'PUT',
      url: TENANT_API.accountState,
      payload: { id: member.userId, enabled: false },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await app.call(member, { url: UC.userInfo })).statusCode).toBe(401);
    expect((await account(member.userId)).state).toBe('DISABLED');
    app.clock.advance(1);
    const signIn = await app.app.inject({
      method: 'POST',
      url: UC.token,
      ...tokenForm('13700000002', 'welcome2026', app.clock.now().getTime()),
    });
    expect(signIn.statusCode).toBe(403);
    expect(envelopeOf(signIn).message).toBe(ENTERPRISE_MSG.accountDisabled);
    await app.call(app.enterpriseA, {
      method: 'PUT',
      url: TENANT_API.accountState,
      payload: { id: member.userId, enabled: true },
    });
    expect((await account(member.userId)).state).toBe('ACTIVE');
  });

  it('reset by the administrator get a new invitation and their sessions end', async () => {
    const member = await invite(app, '13700000003', [await createRole(app, '重置角色', ['PROJECT'])]);
    const reset = await app.call(app.enterpriseA, {
      method: 'PUT',
      url: TENANT_API.accountReset,
      payload: { id: member.userId },
    });
    expect(reset.body.message).toBe(ENTERPRISE_MSG.invited('13700000003'));
    expect((await app.call(member, { url: UC.userInfo })).statusCode).toBe(401);
    expect((await account(member.userId)).state).toBe('INVITED');
  });

  it('removed pass what they created to the chosen colleague', async () => {
    const creator = await createRole(app, '项目创建者', ['PROJECT'], { PROJECT: ['createAuth'] });
    const member = await invite(app, '13700000004', [creator]);
    const heir = await invite(app, '13700000005', [creator]);
    const project = await createProject(app, member, '交接项目');
    expect((await account(member.userId)).owned).toEqual([{ resourceType: 'PROJECT', count: 1 }]);
    const withoutHeir = await app.call(app.enterpriseA, {
      method: 'DELETE',
      url: TENANT_API.account,
      payload: { id: member.userId },
    });
    expect(withoutHeir.body.message).toBe(ENTERPRISE_MSG.heirRequired);
    const removed = await app.call(app.enterpriseA, {
      method: 'DELETE',
      url: TENANT_API.account,
      payload: { id: member.userId, heirId: heir.userId },
    });
    expect(removed.statusCode).toBe(200);
    const [row] = await app.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row.createdBy).toBe(heir.userId);
    const [left] = await app.db.select().from(users).where(eq(users.id, member.userId));
    expect(left.tenantId).toBeNull();
    expect((await app.call(member, { url: UC.userInfo })).statusCode).toBe(401);
  });
});

describe('a phone already registered', () => {
  it('is not added to the enterprise without its person', async () => {
    const role = (await roles())[1];
    for (const [account, message] of [
      ['13800000002', ENTERPRISE_MSG.personalAccount],
      ['13912345678', ENTERPRISE_MSG.accountTaken],
      ['13800000003', ENTERPRISE_MSG.alreadyMember],
    ]) {
      const answer = await app.call(app.enterpriseA, {
        method: 'POST',
        url: TENANT_API.account,
        payload: { account, nickname: '某人', roleIds: [role.id] },
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.body.message).toBe(message);
    }
  });
});

describe('the last administrator', () => {
  it('cannot disable, remove or demote themselves', async () => {
    const self = app.enterpriseA.userId;
    const attempts = [
      { method: 'PUT' as const, url: TENANT_API.accountState, payload: { id: self, enabled: false } },
      { method: 'DELETE' as const, url: TENANT_API.account, payload: { id: self } },
      { method: 'PUT' as const, url: TENANT_API.accountRoles, payload: { id: self, roleIds: [] } },
    ];
    for (const attempt of attempts) {
      const answer = await app.call(app.enterpriseA, attempt);
      expect(answer.statusCode, attempt.url).toBe(409);
      expect(answer.body.message).toBe(ENTERPRISE_MSG.lastAdministrator);
    }
    expect((await account(self)).state).toBe('ACTIVE');
    expect((await account(self)).administrator).toBe(true);
  });
});

describe('the operation log', () => {
  it('has every change with who, what, when, where, and before/after for edits; filters and exports', async () => {
    const id = await createRole(app, '日志角色', ['PROJECT']);
    const page = await app.call<LogPage>(app.enterpriseA, {
      url: TENANT_API.operationLog,
      query: { area: 'tenant', action: 'tenant.role.edit', userId: app.enterpriseA.userId },
    });
    const entry = page.body.data.content.find((one) => one.detail?.roleId === id);
    expect(entry).toMatchObject({
      account: '13800000001',
      nickname: '演示管理员',
      detail: { before: { menuCodes: [] }, after: { menuCodes: ['PROJECT'] } },
    });
    expect(entry?.address).toBeTruthy();
    const exported = await app.app.inject({
      url: TENANT_API.operationLogExport,
      query: { area: 'tenant' },
      headers: app.enterpriseA.headers,
    });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('lists the actions its entries hold, for the picker, and only the enterprise’s own', async () => {
    await createRole(app, '动作角色', []);
    const actions = async (caller: typeof app.enterpriseA) =>
      (await app.call<string[]>(caller, { url: TENANT_API.operationLogActions })).body.data;
    const ours = await actions(app.enterpriseA);
    expect(ours).toEqual(expect.arrayContaining(['tenant.role.create', 'tenant.role.edit']));
    expect(ours).toEqual([...new Set(ours)].sort());
    expect(await actions(app.enterpriseC)).not.toContain('tenant.role.edit');
    const personal = await app.call(app.personB, { url: TENANT_API.operationLogActions });
    expect(personal.statusCode).toBe(403);
  });
});

describe('the permission explainer', () => {
  it('gives each flag with the rule that decided it', async () => {
    const viewer = await createRole(app, '问答查看', ['PROJECT', 'QA'], { PROJECT: ['accessAuth'] });
    const member = await invite(app, '13700000006', [viewer]);
    const project = await createProject(app, app.enterpriseA, '解释项目');
    await shareProject(app, project.id, member.userId, 'EDIT');
    const answer = await app.call<Explanation>(app.enterpriseA, {
      url: TENANT_API.explain,
      query: { userId: member.userId, resourceType: 'PROJECT', resourceId: project.id },
    });
    const flags = Object.fromEntries(answer.body.data.flags.map((flag) => [flag.flag, flag]));
    expect(flags.accessAuth).toMatchObject({
      allowed: true,
      reason: { rule: 'roleGrant', roles: ['问答查看'] },
    });
    expect(flags.editAuth).toMatchObject({
      allowed: true,
      reason: { rule: 'share', level: 'EDIT', sharedBy: '演示管理员' },
    });
    expect(flags.deleteAuth).toMatchObject({ allowed: false, reason: { rule: 'none' } });
    const kg = await app.call<Explanation>(app.enterpriseA, {
      url: TENANT_API.explain,
      query: { userId: member.userId, resourceType: 'KG_BASE' },
    });
    expect(kg.body.data.flags.every((flag) => !flag.allowed && flag.reason.rule === 'menuMissing')).toBe(
      true,
    );
  });
});

describe('refusals', () => {
  it('answer bad input with 400 and a message, never 500', async () => {
    const bad: InjectOptions[] = [
      { method: 'POST' as const, url: TENANT_API.roles, payload: { name: '' } },
      { method: 'POST' as const, url: TENANT_API.roles, payload: { name: 'x'.repeat(50) } },
      {
        method: 'PUT' as const,
        url: TENANT_API.role,
        payload: { id: 'nope', name: 'a', menuCodes: ['NOPE'], grants: {} },
      },
      {
        method: 'PUT' as const,
        url: TENANT_API.role,
        payload: { id: 'x', name: 'a', menuCodes: [], grants: { PROJECT: ['fly'] } },
      },
      {
        method: 'POST' as const,
        url: TENANT_API.account,
        payload: { account: '123', nickname: '张三', roleIds: [] },
      },
      {
        method: 'POST' as const,
        url: TENANT_API.account,
        payload: { account: '13700000099', nickname: '张三', roleIds: ['not-a-uuid'] },
      },
      { method: 'PUT' as const, url: TENANT_API.accountState, payload: { id: 'x', enabled: 'yes' } },
      { method: 'GET' as const, url: TENANT_API.operationLog, query: { from: 'yesterday' } },
      { method: 'GET' as const, url: TENANT_API.operationLog, query: { area: "x'; drop" } },
      { method: 'GET' as const, url: TENANT_API.explain, query: { userId: 'x', resourceType: 'ROBOT' } },
      { method: 'PUT' as const, url: TENANT_API.info, payload: { contactName: 5 } },
      {
        method: 'POST' as const,
        url: TENANT_API.invitationAccept,
        payload: { account: '13700000001', code: 'abc', password: 'x' },
      },
    ];
    for (const call of bad) {
      const answer = await app.call(app.enterpriseA, call);
      expect(answer.statusCode, `${call.method} ${String(call.url)}`).toBe(400);
      expect(answer.body.status).toBe(-1);
    }
    const missing = await app.call(app.enterpriseA, { url: TENANT_API.account, query: { id: 'not-a-uuid' } });
    expect(missing.statusCode).toBe(404);
  });

  it('keep enterprises apart: another enterprise sees none of these accounts, roles or log entries', async () => {
    const roleA = (await roles())[0];
    const other = app.enterpriseC;
    expect((await app.call(other, { url: TENANT_API.role, query: { id: roleA.id } })).statusCode).toBe(404);
    expect(
      (await app.call(other, { url: TENANT_API.account, query: { id: app.enterpriseA.userId } })).statusCode,
    ).toBe(404);
    const edit = await app.call(other, {
      method: 'PUT',
      url: TENANT_API.accountState,
      payload: { id: app.enterpriseA.userId, enabled: false },
    });
    expect(edit.statusCode).toBe(404);
    const accounts = await app.call<Page<AccountSummary>>(other, { url: TENANT_API.accounts });
    expect(accounts.body.data.content.map((one) => one.account)).toEqual(['13912345678']);
    const log = await app.call<LogPage>(other, { url: TENANT_API.operationLog, query: { pageSize: '100' } });
    expect(log.body.data.content.every((entry) => entry.userId === other.userId)).toBe(true);
    const grant = await app.call(other, {
      method: 'PUT',
      url: TENANT_API.accountRoles,
      payload: { id: other.userId, roleIds: [roleA.id] },
    });
    expect(grant.statusCode).toBe(400);
  });

  it('refuse the personal scope and members without the menus', async () => {
    expect((await app.call(app.adminPersonal, { url: TENANT_API.roles })).statusCode).toBe(403);
    const member = await invite(app, '13700000007', [await createRole(app, '无管理角色', ['PROJECT'])]);
    expect((await app.call(member, { url: TENANT_API.accounts })).statusCode).toBe(403);
    expect((await app.call(member, { url: TENANT_API.operationLog })).statusCode).toBe(403);
  });
});

describe('on another API instance', () => {
  it('a role change and a disabling hold at the member’s next call', async () => {
    const role = await createRole(app, '跨实例角色', ['PROJECT']);
    const member = await invite(app, '13700000008', [role]);
    await withSecondApp(app, async (other) => {
      const menusThere = async () =>
        envelopeOf<string[]>(await other.inject({ url: UC.authMenus, headers: member.headers })).data;
      expect(await menusThere()).toEqual(['PROJECT']);
      await setRole(app, role, '跨实例角色', ['PROJECT', 'QA']);
      expect(await menusThere()).toEqual(['PROJECT', 'QA']);
      await app.call(app.enterpriseA, {
        method: 'PUT',
        url: TENANT_API.accountState,
        payload: { id: member.userId, enabled: false },
      });
      expect((await other.inject({ url: UC.userInfo, headers: member.headers })).statusCode).toBe(401);
    });
  });
});
