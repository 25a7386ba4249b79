import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Certification, UC, type UserInfo } from '../../src/shared/api/uc';
import { passwordHash } from '../../src/shared/login-secret';
import { MSG } from '../../src/shared/messages';
import { MENU_CODES, PERSONAL_MENU_CODES } from '../../src/shared/permissions';
import { DEMO_ACCOUNTS, DEMO_ENTERPRISE, DEMO_PASSWORD } from '../seed/demo-accounts';
import { bearer, envelopeOf, signIn } from '../test-support/api-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
let adminToken: string;
let personToken: string;

beforeAll(async () => {
  testApp = await createTestApp();
  adminToken = await signIn(testApp, DEMO_ACCOUNTS.admin.account, DEMO_PASSWORD);
  personToken = await signIn(testApp, DEMO_ACCOUNTS.personal.account, DEMO_PASSWORD);
}, TEST_APP_TIMEOUT_MS);
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string>, query?: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url, headers, query });

describe('user_info', () => {
  it('tells who is signed in and their enterprise', async () => {
    const response = await get(UC.userInfo, bearer(adminToken, true));
    expect(response.statusCode).toBe(200);
    const { status, data } = envelopeOf<UserInfo>(response);
    expect(status).toBe(0);
    expect(data).toMatchObject({
      account: DEMO_ACCOUNTS.admin.account,
      nickname: '演示管理员',
      tenantName: DEMO_ENTERPRISE,
      imageUrl: null,
      loginTimes: 3,
    });
    expect(data.tenantId).toEqual(expect.any(String));
  });

  it('answers a person without enterprise with tenantId null, even when asked in the enterprise role', async () => {
    // After logout the console resets the role to enterprise, so the first user_info carries true.
    const { data } = envelopeOf<UserInfo>(await get(UC.userInfo, bearer(personToken, true)));
    expect(data.tenantId).toBeNull();
    expect(data.tenantName).toBeNull();
  });

  it('refuses a missing, malformed or unknown token with 401', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('not-a-real-token')]) {
      const response = await get(UC.userInfo, headers);
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response)).toEqual({ status: -1, message: MSG.tokenInvalid, data: null });
    }
  });
});

describe('authMenus and Is-Enterprise', () => {
  it('gives the enterprise administrator every menu code in the enterprise role', async () => {
    const { data } = envelopeOf<string[]>(await get(UC.authMenus, bearer(adminToken, true)));
    expect(data).toEqual([...MENU_CODES]);
  });

  it('gives the personal menu codes in the personal role', async () => {
    const { data } = envelopeOf<string[]>(await get(UC.authMenus, bearer(adminToken, false)));
    expect(data).toEqual(PERSONAL_MENU_CODES);
    expect(data).not.toContain('ROLE');
  });

  it('refuses a forged Is-Enterprise: true from a user without enterprise with 403', async () => {
    const response = await get(UC.authMenus, bearer(personToken, true));
    expect(response.statusCode).toBe(403);
    expect(envelopeOf(response).message).toBe(MSG.enterpriseScopeRefused);
  });

  it('refuses an Is-Enterprise value that is neither true nor false', async () => {
    const response = await get(UC.authMenus, { ...bearer(adminToken), 'is-enterprise': 'yes' });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toBe(MSG.badRequest);
  });
});

describe('operation authorisation', () => {
  it('passes every batch operation in the enterprise role and no sharing in the personal role', async () => {
    const check = async (token: string, isEnterprise: boolean, operationType: string) =>
      envelopeOf<boolean>(
        await get(UC.checkOperationAuthorize, bearer(token, isEnterprise), {
          operationType,
          resourceType: 'QA',
        }),
      ).data;
    expect(await check(adminToken, true, 'BATCH_SHARE')).toBe(true);
    expect(await check(personToken, false, 'NEW')).toBe(true);
    expect(await check(personToken, false, 'BATCH_SHARE')).toBe(false);
  });

  it('lists the passed operations among those asked', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: UC.listAuthorizePassedOperations,
      headers: bearer(personToken, false),
      payload: { operationTypes: ['NEW', 'BATCH_TAG', 'BATCH_SHARE'], resourceType: 'PROJECT' },
    });
    expect(envelopeOf(response).data).toEqual(['NEW', 'BATCH_TAG']);
  });

  it('refuses unknown operation and resource types with 400', async () => {
    const response = await get(UC.checkOperationAuthorize, bearer(adminToken, true), {
      operationType: 'DROP',
      resourceType: 'QA',
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toBe(MSG.badRequest);
  });
});

describe('checkPwd', () => {
  it('accepts the upper-cased hash of the right password', async () => {
    const response = await get(UC.checkPwd, bearer(personToken, false), {
      password: passwordHash(DEMO_PASSWORD),
    });
    expect(envelopeOf(response)).toMatchObject({ status: 0, data: true });
  });

  it('refuses a wrong one with 密码错误', async () => {
    const response = await get(UC.checkPwd, bearer(personToken, false), {
      password: passwordHash('wrong123'),
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toBe(MSG.passwordWrong);
  });
});

describe('certification and messages', () => {
  it('shows the administrator personally and enterprise certified', async () => {
    const { data } = envelopeOf<Certification>(await get(UC.certification, bearer(adminToken, true)));
    expect(data.personal).toMatchObject({ status: 'PASSED', reason: null });
    expect(data.enterprise).toMatchObject([
      { status: 'PASSED', reason: null, enterpriseName: DEMO_ENTERPRISE },
    ]);
  });

  it('shows the person personally certified without enterprise items', async () => {
    const { data } = envelopeOf<Certification>(await get(UC.certification, bearer(personToken, false)));
    expect(data.personal?.status).toBe('PASSED');
    expect(data.enterprise).toEqual([]);
  });

  it('counts the welcome messages as unread', async () => {
    const { data } = envelopeOf<number>(await get(UC.messageUnread, bearer(adminToken, true)));
    expect(data).toBe(2);
  });

  it('tells the login screen that the server runs in demo mode', async () => {
    const { data } = envelopeOf(await get(UC.systemMode, {}));
    expect(data).toEqual({ demo: true });
  });
});
