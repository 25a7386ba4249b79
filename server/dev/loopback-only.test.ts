import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OUTBOX } from '../../src/shared/api/dev-outbox';
import { DEV_PAYMENT } from '../../src/shared/api/dev-payment';
import { DEV_WECHAT } from '../../src/shared/api/dev-wechat';
import { MSG } from '../../src/shared/messages';
import { envelopeOf } from '../test-support/api-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../test-support/test-app';

let local: TestApp;
let opened: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  local = await createTestApp();
  opened = await createTestApp({ devRoutesRemote: true });
  proxied = await createTestApp({ trustProxy: '127.0.0.1' });
}, TEST_APP_TIMEOUT_MS);
afterAll(async () => {
  await local.close();
  await opened.close();
  await proxied.close();
});

const DEV_CALLS = [
  { method: 'GET', url: DEV_OUTBOX.json },
  { method: 'GET', url: DEV_OUTBOX.page },
  { method: 'GET', url: `${DEV_WECHAT.pending}` },
  { method: 'POST', url: DEV_WECHAT.scan, payload: {} },
  { method: 'POST', url: DEV_PAYMENT.confirm, payload: {} },
] as const;

// The outbox holds every SMS code and captcha answer: with HOST=0.0.0.0 anyone on the network
// could reset the administrator's password from it, or scan a QR login as any demo user.
describe('the demo mode routes under /dev', () => {
  it('refuse a client on another machine, whatever it sends', async () => {
    for (const call of DEV_CALLS) {
      const answer = await local.app.inject({ ...call, remoteAddress: '192.168.1.20' });
      expect([answer.statusCode, envelopeOf(answer).message], call.url).toEqual([
        403,
        MSG.devRoutesLocalOnly,
      ]);
    }
  });

  it('refuse a request a proxy on this machine forwarded from elsewhere', async () => {
    const answer = await local.app.inject({
      method: 'GET',
      url: DEV_OUTBOX.json,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(answer.statusCode).toBe(403);
  });

  // Behind a proxy named in TRUST_PROXY, the client is the address the proxy forwards for.
  it('answer a client on this machine through a trusted proxy, and refuse one from elsewhere', async () => {
    const through = (client: string) =>
      proxied.app.inject({ method: 'GET', url: DEV_OUTBOX.json, headers: { 'x-forwarded-for': client } });
    expect((await through('127.0.0.1')).statusCode).toBe(200);
    expect((await through('203.0.113.9')).statusCode).toBe(403);
  });

  it('answer a client on this machine, over IPv4 and IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const answer = await local.app.inject({ method: 'GET', url: DEV_OUTBOX.json, remoteAddress });
      expect(answer.statusCode, remoteAddress).toBe(200);
    }
  });

  it('answer every address when the setting opens them', async () => {
    const answer = await opened.app.inject({
      method: 'GET',
      url: DEV_OUTBOX.json,
      remoteAddress: '192.168.1.20',
    });
    expect(answer.statusCode).toBe(200);
  });
});
