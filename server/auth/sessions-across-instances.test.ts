import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UC, type UserInfo } from '../../src/shared/api/uc';
import { TOKEN_TTL_MS } from '../../src/shared/constants';
import { MSG } from '../../src/shared/messages';
import { roleResourceGrants, sessions, tenantRoleMembers, tenantRoles, tenants, users } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { type Person, registerPerson, signInPerson, TEST_PASSWORD } from '../test-support/account-calls';
import { bearer, envelopeOf, signIn, smsCode } from '../test-support/api-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp, withSecondApp } from '../test-support/test-app';

/**
 * Several API processes serve one database, each keeping the sessions it read lately: what one
 * of them (or anyone writing to the database) ends or changes holds on every other at its next
 * call. The second app here stands for the other process; each check first lets it answer, so
 * that it holds the session in its memory when the change is made.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => testApp.close());

const { admin, personal, colleague } = DEMO_ACCOUNTS;
const get = (app: FastifyInstance, url: string, token: string, isEnterprise?: boolean) =>
  app.inject({ method: 'GET', url, headers: bearer(token, isEnterprise) });
const tokenOf = (person: Person) => person.headers.authorization.replace('Bearer ', '');

describe('a session on another instance', () => {
  it('ends at once when it is signed out here', async () => {
    const token = await signIn(testApp, admin.account, DEMO_PASSWORD);
    await withSecondApp(testApp, async (other) => {
      expect((await get(other, UC.userInfo, token)).statusCode).toBe(200);
      const logout = await testApp.app.inject({ method: 'POST', url: UC.logout, headers: bearer(token) });
      expect(logout.statusCode).toBe(200);
      const after = await get(other, UC.userInfo, token);
      expect(after.statusCode).toBe(401);
      expect(envelopeOf(after).message).toBe(MSG.tokenInvalid);
      expect((await get(other, UC.authMenus, token, true)).statusCode).toBe(401);
    });
  });

  it('ends at once when the password is reset here', async () => {
    const token = await signIn(testApp, personal.account, DEMO_PASSWORD);
    await withSecondApp(testApp, async (other) => {
      expect((await get(other, UC.userInfo, token)).statusCode).toBe(200);
      const validCode = await smsCode(testApp, personal.account, 'forget_password');
      const reset = await testApp.app.inject({
        method: 'PUT',
        url: UC.password,
        payload: { account: personal.account, validCode, password: 'another2026' },
      });
      expect(reset.statusCode).toBe(200);
      expect((await get(other, UC.userInfo, token)).statusCode).toBe(401);
    });
  });

  it('ends at once the other sessions of an account whose password is changed here', async () => {
    const person = await registerPerson(testApp, '13700000401');
    const elsewhere = tokenOf(await signInPerson(testApp, person.account, TEST_PASSWORD));
    await withSecondApp(testApp, async (other) => {
      expect((await get(other, UC.userInfo, elsewhere)).statusCode).toBe(200);
      expect((await get(other, UC.userInfo, tokenOf(person))).statusCode).toBe(200);
      const validCode = await smsCode(testApp, person.account, 'forget_password');
      const change = await testApp.app.inject({
        method: 'PUT',
        url: UC.password,
        headers: person.headers,
        payload: { account: person.account, validCode, password: 'another2026', service: 'change_password' },
      });
      expect(change.statusCode).toBe(200);
      expect((await get(other, UC.userInfo, elsewhere)).statusCode).toBe(401);
      expect((await get(other, UC.userInfo, tokenOf(person))).statusCode).toBe(200);
    });
  });

  it('ends at once when an operator disables the account in the database, or removes it', async () => {
    const disabled = await registerPerson(testApp, '13700000402');
    const removed = await registerPerson(testApp, '13700000403');
    await withSecondApp(testApp, async (other) => {
      for (const person of [disabled, removed])
        expect((await get(other, UC.userInfo, tokenOf(person))).statusCode).toBe(200);
      await testApp.db
        .update(sessions)
        .set({ revokedAt: testApp.clock.now() })
        .where(eq(sessions.userId, disabled.userId));
      expect((await get(other, UC.userInfo, tokenOf(disabled))).statusCode).toBe(401);
      expect((await get(other, UC.userInfo, tokenOf(removed))).statusCode).toBe(200);
      await testApp.db.delete(users).where(eq(users.id, removed.userId));
      expect((await get(other, UC.userInfo, tokenOf(removed))).statusCode).toBe(401);
    });
  });

  it('ends at once when it expires, whatever it was read', async () => {
    const person = await registerPerson(testApp, '13700000404');
    await withSecondApp(testApp, async (other) => {
      expect((await get(other, UC.userInfo, tokenOf(person))).statusCode).toBe(200);
      testApp.clock.advance(TOKEN_TTL_MS);
      expect((await get(other, UC.userInfo, tokenOf(person))).statusCode).toBe(401);
    });
  });

  it('shows an enterprise rename and a change of role grants or members made elsewhere at its next call', async () => {
    const token = await signIn(testApp, colleague.account, DEMO_PASSWORD);
    const [row] = await testApp.db.select().from(users).where(eq(users.account, colleague.account));
    const [membership] = await testApp.db
      .select()
      .from(tenantRoleMembers)
      .where(eq(tenantRoleMembers.userId, row.id));
    const mayCreateProjects = async (app: FastifyInstance) =>
      envelopeOf<boolean>(
        await app.inject({
          method: 'GET',
          url: UC.checkOperationAuthorize,
          query: { operationType: 'NEW', resourceType: 'PROJECT' },
          headers: bearer(token, true),
        }),
      ).data;
    await withSecondApp(testApp, async (other) => {
      expect(await mayCreateProjects(other)).toBe(false);
      await testApp.db
        .insert(roleResourceGrants)
        .values({ roleId: membership.roleId, resourceType: 'PROJECT', flags: ['createAuth'] });
      expect(await mayCreateProjects(other)).toBe(true);

      await testApp.db
        .update(tenants)
        .set({ name: '改名的演示企业' })
        .where(eq(tenants.id, row.tenantId as string));
      expect(envelopeOf<UserInfo>(await get(other, UC.userInfo, token)).data.tenantName).toBe(
        '改名的演示企业',
      );

      expect(envelopeOf<string[]>(await get(other, UC.authMenus, token, true)).data).not.toEqual([]);
      await testApp.db.delete(tenantRoleMembers).where(eq(tenantRoleMembers.userId, row.id));
      expect(envelopeOf<string[]>(await get(other, UC.authMenus, token, true)).data).toEqual([]);
    });
  });

  it('shows a profile change and a role change made elsewhere at its next call', async () => {
    const token = await signIn(testApp, admin.account, DEMO_PASSWORD);
    await withSecondApp(testApp, async (other) => {
      expect(envelopeOf<UserInfo>(await get(other, UC.userInfo, token)).data.nickname).toBe(admin.nickname);
      expect(envelopeOf<string[]>(await get(other, UC.authMenus, token, true)).data).toContain('QA');

      const [row] = await testApp.db.select().from(users).where(eq(users.account, admin.account));
      await testApp.db.update(users).set({ nickname: '改名的管理员' }).where(eq(users.id, row.id));
      const roles = await testApp.db
        .select()
        .from(tenantRoles)
        .where(eq(tenantRoles.tenantId, row.tenantId as string));
      for (const role of roles) {
        await testApp.db
          .update(tenantRoles)
          .set({ menuCodes: role.menuCodes.filter((code) => code !== 'QA'), isAdministrator: false })
          .where(eq(tenantRoles.id, role.id));
      }

      expect(envelopeOf<UserInfo>(await get(other, UC.userInfo, token)).data.nickname).toBe('改名的管理员');
      expect(envelopeOf<string[]>(await get(other, UC.authMenus, token, true)).data).not.toContain('QA');
    });
  });
});
