import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UC, type UserInfo } from '../../src/shared/api/uc';
import { MSG } from '../../src/shared/messages';
import { tenantRoles, users } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { bearer, envelopeOf, signIn, smsCode } from '../test-support/api-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp, withSecondApp } from '../test-support/test-app';

/**
 * Several API processes serve one database: what one of them ends or changes holds on every
 * other at its next call, with nothing remembered in between. The second app here stands for
 * the other process; each check first lets it answer, so a copy kept in its memory would show.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => testApp.close());

const { admin, personal } = DEMO_ACCOUNTS;
const get = (app: FastifyInstance, url: string, token: string, isEnterprise?: boolean) =>
  app.inject({ method: 'GET', url, headers: bearer(token, isEnterprise) });

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
