import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UC } from '../../src/shared/api/uc';
import { MSG } from '../../src/shared/messages';
import { BODY_LIMIT_BYTES } from '../app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { signIn } from '../test-support/api-calls';
import { fakeSpaBuild } from '../test-support/spa-build';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
let spa: Awaited<ReturnType<typeof fakeSpaBuild>>;
beforeAll(async () => {
  spa = await fakeSpaBuild({
    'index.html': '<!doctype html><title>console</title>',
    'assets/main-abc123.js': 'console.log(1)',
  });
  testApp = await createTestApp({ spaDir: spa.dir });
}, TEST_APP_TIMEOUT_MS);
afterAll(async () => {
  await testApp.close();
  await spa.remove();
});

const expectRefusal = (
  response: { statusCode: number; json: () => unknown },
  status: number,
  message: string,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ status: -1, message, data: null });
};

describe('what a client sends never becomes a 500', () => {
  it('answers malformed JSON with 400 请求参数有误', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: UC.validCodeVerify,
      headers: { 'content-type': 'application/json' },
      payload: '{"account": "138',
    });
    expectRefusal(response, 400, MSG.badRequest);
  });

  it('answers an empty JSON body and a JSON array with 400', async () => {
    const empty = await testApp.app.inject({
      method: 'POST',
      url: UC.token,
      headers: { 'content-type': 'application/json' },
    });
    expectRefusal(empty, 400, MSG.badRequest);
    const array = await testApp.app.inject({ method: 'POST', url: UC.token, payload: [1, 2] });
    expect(array.statusCode).toBe(400);
  });

  it('answers repeated and odd form fields with the field text', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: UC.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `account=13800000001&account=13800000002&secret=${'A'.repeat(32)}&timestamp=1`,
    });
    expectRefusal(response, 400, MSG.phoneRequired);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: UC.register,
      headers: { 'content-type': 'application/xml' },
      payload: '<account/>',
    });
    expectRefusal(response, 415, MSG.unsupportedMediaType);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: UC.register,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `account=${'1'.repeat(BODY_LIMIT_BYTES + 1)}`,
    });
    expectRefusal(response, 413, MSG.tooLarge);
  });

  it('answers unknown API paths and methods with a 404 envelope, even with the SPA served', async () => {
    expectRefusal(await testApp.app.inject({ method: 'GET', url: '/uc/v1/nothing' }), 404, MSG.notFound);
    expectRefusal(await testApp.app.inject({ method: 'DELETE', url: UC.userInfo }), 404, MSG.notFound);
    expectRefusal(
      await testApp.app.inject({ method: 'GET', url: '/manager/v1/anything' }),
      404,
      MSG.notFound,
    );
    // A robot's client must never get the console's HTML for a call it misspelt.
    expectRefusal(await testApp.app.inject({ method: 'GET', url: '/device/v1/nothing' }), 404, MSG.notFound);
  });

  it('survives bad percent-encoding and odd queries', async () => {
    const badQuery = await testApp.app.inject({
      method: 'GET',
      url: '/uc/v1/user/image_code?width=%E0%A4%A',
    });
    expectRefusal(badQuery, 400, MSG.badRequest);
    const nested = await testApp.app.inject({ method: 'GET', url: `${UC.checkPwd}?password[]=x` });
    expect(nested.statusCode).toBe(401);
    for (const url of ['/uc/v1/%E0%A4%A', '/%E0%A4%A']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expectRefusal(response, 400, MSG.badRequest);
    }
  });
});

describe('the console (SPA) is served at every other path', () => {
  it('answers deep links with index.html, revalidated', async () => {
    for (const url of ['/', '/login', '/home/project-management?tab=1']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>console</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('random input to every call', () => {
  const routes: [method: 'GET' | 'POST' | 'PUT', url: string][] = [
    ['GET', UC.imageCode],
    ['GET', UC.validCode],
    ['PUT', UC.validCodeVerify],
    ['POST', UC.register],
    ['POST', UC.token],
    ['POST', UC.logout],
    ['PUT', UC.password],
    ['GET', UC.userInfo],
    ['GET', UC.checkPwd],
    ['GET', UC.checkOperationAuthorize],
    ['PUT', UC.listAuthorizePassedOperations],
    ['GET', UC.authMenus],
    ['GET', UC.certification],
    ['GET', UC.messageUnread],
  ];
  const fieldNames = fc.constantFrom(
    'account',
    'password',
    'validCode',
    'service',
    'secret',
    'timestamp',
    'granType',
    'imageCodeKey',
    'imageCodeContent',
    'operationType',
    'operationTypes',
    'resourceType',
    'width',
    '__proto__',
  );
  const value = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.constant('13800000001'),
    fc.array(fc.string(), { maxLength: 3 }),
  );

  it(
    'never answers 500, signed in or not',
    async () => {
      const token = await signIn(testApp, DEMO_ACCOUNTS.admin.account, DEMO_PASSWORD);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...routes),
          fc.dictionary(fieldNames, value, { maxKeys: 6 }),
          fc.constantFrom('json', 'form'),
          fc.constantFrom('none', 'true', 'false', 'maybe'),
          fc.boolean(),
          async ([method, url], fields, encoding, isEnterprise, signedIn) => {
            const headers: Record<string, string> = signedIn ? { authorization: `Bearer ${token}` } : {};
            if (isEnterprise !== 'none') headers['is-enterprise'] = isEnterprise;
            const flat = Object.entries(fields).map(([key, v]) => [key, String(v)]);
            const response =
              method === 'GET'
                ? await testApp.app.inject({ method, url: `${url}?${new URLSearchParams(flat)}`, headers })
                : await testApp.app.inject({
                    method,
                    url,
                    headers: {
                      ...headers,
                      'content-type':
                        encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
                    },
                    payload:
                      encoding === 'json' ? JSON.stringify(fields) : new URLSearchParams(flat).toString(),
                  });
            expect(response.statusCode).toBeLessThan(500);
            expect(response.json()).toHaveProperty('status');
          },
        ),
        { numRuns: 300 },
      );
    },
    TEST_APP_TIMEOUT_MS,
  );
});
