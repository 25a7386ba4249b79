import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OUTBOX, type DevOutbox as DevOutboxSnapshot } from '../../src/shared/api/dev-outbox';
import { DEV_WECHAT } from '../../src/shared/api/dev-wechat';
import { UC } from '../../src/shared/api/uc';
import { envelopeOf, smsCode } from '../test-support/api-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp, withSecondApp } from '../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => testApp.close());

describe('development outbox (demo mode)', () => {
  it('lists SMS codes newest first and the answers of issued image codes', async () => {
    const first = await smsCode(testApp, '13700000001', 'register');
    testApp.clock.advance(1000);
    const second = await smsCode(testApp, '13700000002', 'register');
    const response = await testApp.app.inject({ method: 'GET', url: DEV_OUTBOX.json });
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = envelopeOf<DevOutboxSnapshot>(response);
    expect(data.sms.slice(0, 2)).toEqual([
      { account: '13700000002', service: 'register', code: second, at: '2026-06-01T08:00:01.000Z' },
      { account: '13700000001', service: 'register', code: first, at: '2026-06-01T08:00:00.000Z' },
    ]);
    expect(Object.values(data.imageCodes)).toHaveLength(2);
  });

  it('shows the codes another API process on the same database sent', async () => {
    const code = await smsCode(testApp, '13700000003', 'register');
    await withSecondApp(
      testApp,
      async (other) => {
        const { data } = envelopeOf<DevOutboxSnapshot>(
          await other.inject({ method: 'GET', url: DEV_OUTBOX.json }),
        );
        expect(data.sms[0]).toMatchObject({ account: '13700000003', code });
      },
      { demo: true },
    );
  });

  it('shows a readable page in Chinese that refreshes itself', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: DEV_OUTBOX.page });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('开发发件箱');
    expect(response.body).toContain('短信验证码');
    expect(response.body).toContain(DEV_OUTBOX.json);
  });

  it('does not exist without demo mode', async () => {
    await withSecondApp(testApp, async (app) => {
      expect((await app.inject({ method: 'GET', url: DEV_OUTBOX.json })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: DEV_OUTBOX.page })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: DEV_WECHAT.pending })).statusCode).toBe(404);
      expect(envelopeOf(await app.inject({ method: 'GET', url: UC.systemMode })).data).toEqual({
        demo: false,
      });
    });
  });
});
