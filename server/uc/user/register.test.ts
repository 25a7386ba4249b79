import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UC } from '../../../src/shared/api/uc';
import { passwordHash } from '../../../src/shared/login-secret';
import { MSG } from '../../../src/shared/messages';
import { operationLog, users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { envelopeOf, form, signIn, smsCode } from '../../test-support/api-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => testApp.close());

const register = (fields: Record<string, string>) =>
  testApp.app.inject({ method: 'POST', url: UC.register, ...form(fields) });

describe('register', () => {
  it('creates the account from the form, keeps only a sealed hash, logs it, and lets the user sign in', async () => {
    const account = '13912340001';
    const validCode = await smsCode(testApp, account, 'register');
    const response = await register({
      account,
      validCode,
      password: 'robot2026',
      imageCodeKey: '',
      imageCodeContent: '',
    });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ status: 0, message: MSG.registerOk, data: null });

    const [stored] = await testApp.db.select().from(users).where(eq(users.account, account));
    expect(stored).toMatchObject({ nickname: '用户0001', loginTimes: 0, tenantId: null, isReviewer: false });
    expect(stored.passwordSecret).toMatch(/^v1\./);
    expect(stored.passwordSecret).not.toContain(passwordHash('robot2026'));
    const logged = await testApp.db.select().from(operationLog).where(eq(operationLog.userId, stored.id));
    expect(logged.map((entry) => entry.action)).toEqual(['user.register']);

    await signIn(testApp, account, 'robot2026');
    const [afterLogin] = await testApp.db.select().from(users).where(eq(users.account, account));
    expect(afterLogin.loginTimes).toBe(1);
  });

  it('spends the SMS code: the same code cannot register twice', async () => {
    const account = '13912340002';
    const validCode = await smsCode(testApp, account, 'register');
    expect((await register({ account, validCode, password: 'robot2026' })).statusCode).toBe(200);
    const again = await register({ account, validCode, password: 'robot2026' });
    expect(again.statusCode).toBe(409);
    expect(envelopeOf(again).message).toBe(MSG.accountExists);
  });

  it('refuses a wrong SMS code, a code of another service and an existing account', async () => {
    const account = '13912340003';
    const validCode = await smsCode(testApp, account, 'ca');
    const otherService = await register({ account, validCode, password: 'robot2026' });
    expect(otherService.statusCode).toBe(400);
    expect(envelopeOf(otherService).message).toBe(MSG.smsCodeWrong);
    const existing = await register({
      account: DEMO_ACCOUNTS.admin.account,
      validCode: '123456',
      password: 'robot2026',
    });
    expect(existing.statusCode).toBe(409);
    expect(envelopeOf(existing).message).toBe(MSG.accountExists);
    expect(await testApp.db.select().from(users).where(eq(users.account, account))).toEqual([]);
  });

  it('names what is missing or malformed, with the form texts', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ validCode: '1', password: 'robot2026' }, MSG.phoneRequired],
      [{ account: '1391234', validCode: '1', password: 'robot2026' }, MSG.phoneInvalid],
      [{ account: '13912340004', password: 'robot2026' }, MSG.smsCodeRequired],
      [{ account: '13912340004', validCode: '1' }, MSG.passwordRequired],
      [{ account: '13912340004', validCode: '1', password: 'onlyletters' }, MSG.passwordRule],
      [{ account: '13912340004', validCode: '1', password: 'a1' }, MSG.passwordRule],
    ];
    for (const [fields, message] of cases) {
      const response = await register(fields);
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response).message).toBe(message);
    }
  });
});
