import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TokenResult, UC } from '../../../src/shared/api/uc';
import { LOGIN_TIMESTAMP_SKEW_MS, TOKEN_TTL_MS } from '../../../src/shared/constants';
import { MSG } from '../../../src/shared/messages';
import { tokenDigest } from '../../crypto/tokens';
import { operationLog, sessions, usedLoginSecrets, users } from '../../db/schema';
import { purgeExpired } from '../../maintenance';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts';
import { bearer, envelopeOf, signIn, tokenForm } from '../../test-support/api-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => testApp.close());

const { admin, personal, reviewer } = DEMO_ACCOUNTS;
const login = (fields: ReturnType<typeof tokenForm>, remoteAddress = '127.0.0.1') =>
  testApp.app.inject({ method: 'POST', url: UC.token, remoteAddress, ...fields });
const now = () => testApp.clock.now().getTime();

describe('token', () => {
  it('signs in with the secret, stores only the token hash, counts the login and logs it', async () => {
    const [before] = await testApp.db.select().from(users).where(eq(users.account, reviewer.account));
    const response = await login(tokenForm(reviewer.account, DEMO_PASSWORD, now()));
    expect(response.statusCode).toBe(200);
    const { status, message, data } = envelopeOf<TokenResult>(response);
    expect({ status, message }).toEqual({ status: 0, message: MSG.loginOk });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [session] = await testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenDigest(data.token)));
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBe(TOKEN_TTL_MS);
    expect(await testApp.db.select().from(sessions).where(eq(sessions.tokenHash, data.token))).toEqual([]);
    const [after] = await testApp.db.select().from(users).where(eq(users.account, reviewer.account));
    expect(after.loginTimes).toBe(before.loginTimes + 1);
    const logged = await testApp.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.account, reviewer.account));
    expect(logged.map((entry) => entry.action)).toContain('user.login');
  });

  it('refuses a replayed secret', async () => {
    const fields = tokenForm(personal.account, DEMO_PASSWORD, now() - 1000);
    expect((await login(fields)).statusCode).toBe(200);
    const replay = await login(fields);
    expect(replay.statusCode).toBe(409);
    expect(envelopeOf(replay).message).toBe(MSG.loginReplayed);
  });

  it('refuses timestamps more than five minutes off, either way', async () => {
    for (const offset of [-LOGIN_TIMESTAMP_SKEW_MS - 1, LOGIN_TIMESTAMP_SKEW_MS + 1]) {
      const response = await login(tokenForm(personal.account, DEMO_PASSWORD, now() + offset));
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response).message).toBe(MSG.loginStale);
    }
  });

  it('refuses a wrong password and an unknown account alike', async () => {
    for (const fields of [
      tokenForm(admin.account, 'wrong1234', now()),
      tokenForm('13999999999', DEMO_PASSWORD, now()),
    ]) {
      const response = await login(fields, '10.0.0.9');
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response).message).toBe(MSG.loginFailed);
    }
  });

  it('refuses malformed forms with the form texts', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ secret: 'A'.repeat(32), timestamp: String(now()) }, MSG.phoneRequired],
      [{ account: admin.account, secret: 'lowercase', timestamp: String(now()) }, MSG.loginFailed],
      [{ account: admin.account, secret: 'A'.repeat(32), timestamp: 'soon' }, MSG.loginStale],
      [
        { account: admin.account, secret: 'A'.repeat(32), timestamp: String(now()), granType: 'magic' },
        MSG.badRequest,
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: UC.token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response).message).toBe(message);
    }
  });
});

describe('logout and token lifetime', () => {
  it('revokes the token at once', async () => {
    const token = await signIn(testApp, personal.account, DEMO_PASSWORD);
    expect(
      (await testApp.app.inject({ method: 'GET', url: UC.userInfo, headers: bearer(token) })).statusCode,
    ).toBe(200);
    const response = await testApp.app.inject({ method: 'POST', url: UC.logout, headers: bearer(token) });
    expect(envelopeOf(response)).toEqual({ status: 0, message: MSG.logoutOk, data: null });
    const [session] = await testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenDigest(token)));
    expect(session.revokedAt).not.toBeNull();
    const after = await testApp.app.inject({ method: 'GET', url: UC.userInfo, headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(envelopeOf(after).message).toBe(MSG.tokenInvalid);
    expect(
      (await testApp.app.inject({ method: 'POST', url: UC.logout, headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('ends a token after seven days', async () => {
    const token = await signIn(testApp, personal.account, DEMO_PASSWORD);
    testApp.clock.advance(TOKEN_TTL_MS - 10_000);
    expect(
      (await testApp.app.inject({ method: 'GET', url: UC.userInfo, headers: bearer(token) })).statusCode,
    ).toBe(200);
    testApp.clock.advance(10_000);
    expect(
      (await testApp.app.inject({ method: 'GET', url: UC.userInfo, headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('purges spent login secrets once their timestamp is stale, and the replay stays refused as stale', async () => {
    testApp.clock.advance(1);
    const fields = tokenForm(personal.account, DEMO_PASSWORD, now());
    expect((await login(fields)).statusCode).toBe(200);
    const spent = async () => (await testApp.db.select({ n: count() }).from(usedLoginSecrets))[0].n;
    expect(await spent()).toBeGreaterThan(0);
    testApp.clock.advance(LOGIN_TIMESTAMP_SKEW_MS + 1);
    await purgeExpired(testApp.db, testApp.clock.now());
    expect(await spent()).toBe(0);
    expect(envelopeOf(await login(fields)).message).toBe(MSG.loginStale);
  });
});
