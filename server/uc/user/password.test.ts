import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UC } from '../../../src/shared/api/uc';
import { MSG } from '../../../src/shared/messages';
import { operationLog, users } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts';
import { bearer, envelopeOf, form, signIn, smsCode } from '../../test-support/api-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => testApp.close());

const { admin, personal } = DEMO_ACCOUNTS;
const putPassword = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'PUT', url: UC.password, headers, payload });
const userInfo = (token: string) =>
  testApp.app.inject({ method: 'GET', url: UC.userInfo, headers: bearer(token) });

describe('forgot password', () => {
  it('sets the new password with the SMS code, ends every session and logs it', async () => {
    const oldToken = await signIn(testApp, personal.account, DEMO_PASSWORD);
    const validCode = await smsCode(testApp, personal.account, 'forget_password');
    const response = await putPassword({ account: personal.account, validCode, password: 'newpass2026' });
    expect(envelopeOf(response)).toMatchObject({ status: 0 });

    expect((await userInfo(oldToken)).statusCode).toBe(401);
    await expect(signIn(testApp, personal.account, DEMO_PASSWORD)).rejects.toThrow(MSG.loginFailed);
    const newToken = await signIn(testApp, personal.account, 'newpass2026');
    expect((await userInfo(newToken)).statusCode).toBe(200);
    const [user] = await testApp.db.select().from(users).where(eq(users.account, personal.account));
    const logged = await testApp.db.select().from(operationLog).where(eq(operationLog.userId, user.id));
    expect(logged.map((entry) => entry.action)).toContain('user.password.reset');
  });

  it('accepts a form-encoded body too', async () => {
    const validCode = await smsCode(testApp, personal.account, 'forget_password');
    testApp.clock.advance(60_000);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: UC.password,
      ...form({ account: personal.account, validCode, password: DEMO_PASSWORD }),
    });
    expect(response.statusCode).toBe(200);
    await signIn(testApp, personal.account, DEMO_PASSWORD);
  });

  it('refuses an unknown phone, a wrong code and a weak password', async () => {
    const unknown = await putPassword({ account: '13955550000', validCode: '123456', password: 'robot2026' });
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown).message).toBe(MSG.accountMissing);
    const wrong = await putPassword({ account: admin.account, validCode: '123456', password: 'robot2026' });
    expect(wrong.statusCode).toBe(400);
    expect(envelopeOf(wrong).message).toBe(MSG.smsCodeWrong);
    const weak = await putPassword({ account: admin.account, validCode: '123456', password: '12345678' });
    expect(envelopeOf(weak).message).toBe(MSG.passwordRule);
  });
});

describe('change password', () => {
  it('needs the signed-in owner, keeps the current session and ends the others', async () => {
    testApp.clock.advance(60_000);
    const current = await signIn(testApp, admin.account, DEMO_PASSWORD);
    const other = await signIn(testApp, admin.account, DEMO_PASSWORD);
    const validCode = await smsCode(testApp, admin.account, 'forget_password');
    const body = { account: admin.account, validCode, password: 'changed2026', service: 'change_password' };

    expect((await putPassword(body)).statusCode).toBe(401);
    const personToken = await signIn(testApp, personal.account, DEMO_PASSWORD);
    const foreign = await putPassword(body, bearer(personToken));
    expect(foreign.statusCode).toBe(403);
    expect(envelopeOf(foreign).message).toBe(MSG.accountMismatch);

    expect((await putPassword(body, bearer(current))).statusCode).toBe(200);
    expect((await userInfo(current)).statusCode).toBe(200);
    expect((await userInfo(other)).statusCode).toBe(401);
    await signIn(testApp, admin.account, 'changed2026');
  });
});
