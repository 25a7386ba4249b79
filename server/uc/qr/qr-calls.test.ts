import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_WECHAT } from '../../../src/shared/api/dev-wechat';
import { QR_CODE_TTL_MS, type ScanResult, type WechatQrcode } from '../../../src/shared/api/uc-account';
import { UC } from '../../../src/shared/api/uc-paths';
import { MSG } from '../../../src/shared/messages';
import { loginHistory, messages, users } from '../../db/schema';
import { HttpWechatLoginProvider } from '../../providers/wechat-login';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { call, json, registerPerson } from '../../test-support/account-calls';
import { form } from '../../test-support/api-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp, withSecondApp } from '../../test-support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => testApp.close());

/** The login screen's browser: its QR cookie, set by the first code it asks for. */
const browser = { cookie: '' };

async function issue(): Promise<WechatQrcode> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: UC.wechatQrcode,
    headers: browser.cookie ? { cookie: browser.cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  const setCookie = response.headers['set-cookie'];
  if (typeof setCookie === 'string') browser.cookie = setCookie.split(';')[0];
  return response.json<{ data: WechatQrcode }>().data;
}

const poll = (qrcodeId: string, cookie = browser.cookie) =>
  call<ScanResult>(testApp, null, {
    method: 'GET',
    url: UC.scanWechatResult,
    query: { qrcodeId },
    headers: { cookie },
  });

const scan = (qrcodeId: string, unionid: string, nickname = '微信用户') =>
  call(testApp, null, { method: 'POST', url: DEV_WECHAT.scan, ...json({ qrcodeId, unionid, nickname }) });

/** The SMS code of the bind form, sent for an unbound scan and read from the outbox. */
async function bindCode(qrcodeId: string, account: string): Promise<string> {
  const sent = await call(testApp, null, {
    method: 'GET',
    url: UC.wxBindValidCode,
    query: { qrcodeId, account, service: 'Certification' },
    headers: { cookie: browser.cookie },
  });
  expect(sent.body).toMatchObject({ status: 0, message: MSG.smsSent });
  const [latest] = (await testApp.outbox.snapshot()).sms;
  expect(latest).toMatchObject({ account, service: 'Certification' });
  return latest.code;
}

const bind = (fields: { wxUnionid: string; account: string; nickname?: string; validCode: string }) =>
  call<{ token: string }>(testApp, null, {
    method: 'POST',
    url: UC.wxBindAccount,
    ...form({ nickname: '', ...fields }),
  });

const userInfo = (token: string) =>
  call<{ account: string; nickname: string; loginTimes: number }>(testApp, null, {
    method: 'GET',
    url: UC.userInfo,
    headers: { authorization: `Bearer ${token}` },
  });

async function userByAccount(account: string) {
  const [user] = await testApp.db.select().from(users).where(eq(users.account, account));
  return user;
}

describe('a QR code', () => {
  it('is a PNG with an id, valid for five minutes, waiting for a scan', async () => {
    const code = await issue();
    expect(code.qrcodeImage).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(Date.parse(code.expiresAt) - testApp.clock.now().getTime()).toBe(QR_CODE_TTL_MS);
    expect((await poll(code.qrcodeId)).body).toMatchObject({
      status: 0,
      data: { status: 0, expired: false },
    });
  });

  it('expires after five minutes: the poll says so and a scan is refused', async () => {
    const code = await issue();
    testApp.clock.advance(QR_CODE_TTL_MS);
    expect((await poll(code.qrcodeId)).body.data).toEqual({ status: 0, expired: true });
    const late = await scan(code.qrcodeId, 'wx-late');
    expect(late).toEqual({ statusCode: 400, body: { status: -1, message: MSG.qrExpired, data: null } });
  });

  it('answers a forged or unknown id with a clear refusal', async () => {
    expect(await poll(randomUUID())).toEqual({
      statusCode: 404,
      body: { status: -1, message: MSG.qrMissing, data: null },
    });
    expect((await poll('../../etc/passwd')).body).toMatchObject({ status: -1, message: MSG.qrMissing });
    expect((await scan(randomUUID(), 'wx-x')).body).toMatchObject({ status: -1, message: MSG.qrMissing });
  });

  it(
    'marks the cookie Secure when the request came over TLS to the proxy in front',
    async () => {
      const behindProxy = await createTestApp({ trustProxy: true });
      try {
        const overTls = await behindProxy.app.inject({
          method: 'GET',
          url: UC.wechatQrcode,
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(overTls.headers['set-cookie']).toMatch(
          /^qr_browser=[\w-]{43}; Path=\/uc\/v1\/user; HttpOnly; SameSite=Lax; Secure$/,
        );
        const plain = await behindProxy.app.inject({ method: 'GET', url: UC.wechatQrcode });
        expect(plain.headers['set-cookie']).not.toMatch(/Secure/);
      } finally {
        await behindProxy.close();
      }
    },
    TEST_APP_TIMEOUT_MS,
  );

  it('sets an HttpOnly cookie once, and answers only the browser holding it', async () => {
    const code = await issue();
    const first = await testApp.app.inject({ method: 'GET', url: UC.wechatQrcode });
    expect(first.headers['set-cookie']).toMatch(
      /^qr_browser=[\w-]{43}; Path=\/uc\/v1\/user; HttpOnly; SameSite=Lax$/,
    );
    const again = await testApp.app.inject({
      method: 'GET',
      url: UC.wechatQrcode,
      headers: { cookie: browser.cookie },
    });
    expect(again.headers['set-cookie']).toBeUndefined();

    await scan(code.qrcodeId, 'wx-photographed');
    // Someone who photographed the code from the screen: no cookie, or another browser's.
    const stranger = (first.headers['set-cookie'] as string).split(';')[0];
    for (const cookie of ['', stranger]) {
      expect(await poll(code.qrcodeId, cookie)).toEqual({
        statusCode: 404,
        body: { status: -1, message: MSG.qrMissing, data: null },
      });
      const sms = await call(testApp, null, {
        method: 'GET',
        url: UC.wxBindValidCode,
        query: { qrcodeId: code.qrcodeId, account: '13600000007', service: 'Certification' },
        headers: { cookie },
      });
      expect(sms.body).toMatchObject({ status: -1, message: MSG.wxBindExpired });
    }
    expect((await poll(code.qrcodeId)).body.data).toMatchObject({ status: 2, wxUnionid: 'wx-photographed' });
  });

  it('is listed in the outbox until scanned, and counts one scan only', async () => {
    const code = await issue();
    const pending = await call<{ qrcodes: { qrcodeId: string }[] }>(testApp, null, {
      method: 'GET',
      url: DEV_WECHAT.pending,
    });
    expect(pending.body.data.qrcodes.map((qr) => qr.qrcodeId)).toContain(code.qrcodeId);
    expect((await scan(code.qrcodeId, 'wx-once')).body).toMatchObject({ status: 0, message: MSG.qrScanned });
    expect((await scan(code.qrcodeId, 'wx-twice')).statusCode).toBe(400);
    const after = await call<{ qrcodes: { qrcodeId: string }[] }>(testApp, null, {
      method: 'GET',
      url: DEV_WECHAT.pending,
    });
    expect(after.body.data.qrcodes.map((qr) => qr.qrcodeId)).not.toContain(code.qrcodeId);
  });
});

describe('QR register and QR login', () => {
  it('registers a new phone after an unbound scan, then signs the same account in by scan alone', async () => {
    const code = await issue();
    await scan(code.qrcodeId, 'wx-new-person', '小明');
    expect((await poll(code.qrcodeId)).body.data).toEqual({
      status: 2,
      wxUnionid: 'wx-new-person',
      nickname: '小明',
    });

    const account = '13600000001';
    const validCode = await bindCode(code.qrcodeId, account);
    const bound = await bind({ wxUnionid: 'wx-new-person', account, nickname: '小明', validCode });
    expect(bound.body).toMatchObject({ status: 0, message: MSG.loginOk });
    expect((await userInfo(bound.body.data.token)).body.data).toMatchObject({
      account,
      nickname: '小明',
      loginTimes: 1,
    });
    const created = await userByAccount(account);
    expect(created.wechatUnionid).toBe('wx-new-person');
    const [welcome] = await testApp.db.select().from(messages).where(eq(messages.userId, created.id));
    expect(welcome).toMatchObject({ kind: 'account_created', title: '账号已为您创建', read: false });
    // The code is spent: it cannot sign anyone in again.
    expect((await poll(code.qrcodeId)).body.data).toEqual({ status: 0, expired: true });

    const next = await issue();
    await scan(next.qrcodeId, 'wx-new-person');
    const loggedIn = await poll(next.qrcodeId);
    expect(loggedIn.body).toMatchObject({ status: 0, message: MSG.loginOk, data: { status: 1 } });
    const token = (loggedIn.body.data as { token: string }).token;
    expect((await userInfo(token)).body.data).toMatchObject({ account, loginTimes: 2 });
    // The token is handed out once.
    expect((await poll(next.qrcodeId)).body.data).toEqual({ status: 0, expired: true });
    const [{ logins }] = await testApp.db
      .select({ logins: count() })
      .from(loginHistory)
      .where(and(eq(loginHistory.userId, created.id), eq(loginHistory.method, 'qrcode')));
    expect(logins).toBe(2);
  });

  it('links the messaging account to an existing phone account, keeping its data', async () => {
    const { account } = await registerPerson(testApp, '13600000006');
    const before = await userByAccount(account);
    const code = await issue();
    await scan(code.qrcodeId, 'wx-existing');
    const bound = await bind({
      wxUnionid: 'wx-existing',
      account,
      validCode: await bindCode(code.qrcodeId, account),
    });
    expect(bound.statusCode).toBe(200);
    const after = await userByAccount(account);
    expect(after).toMatchObject({ id: before.id, nickname: before.nickname, wechatUnionid: 'wx-existing' });
    expect((await userInfo(bound.body.data.token)).body.data.account).toBe(account);
  });

  it('signs the seeded demo users in by scan (the outbox offers them)', async () => {
    const pending = await call<{ boundAccounts: { unionid: string; account: string }[] }>(testApp, null, {
      method: 'GET',
      url: DEV_WECHAT.pending,
    });
    const demo = pending.body.data.boundAccounts.find(
      (bound) => bound.account === DEMO_ACCOUNTS.personal.account,
    );
    expect(demo?.unionid).toBe(DEMO_ACCOUNTS.personal.wechatUnionid);
    const code = await issue();
    await scan(code.qrcodeId, DEMO_ACCOUNTS.personal.wechatUnionid);
    const answer = await poll(code.qrcodeId);
    expect(answer.body.data).toMatchObject({ status: 1 });
    const token = (answer.body.data as { token: string }).token;
    expect((await userInfo(token)).body.data.account).toBe(DEMO_ACCOUNTS.personal.account);
  });
});

describe('binding refuses', () => {
  it('a unionid nobody scanned, touching nothing', async () => {
    const account = '13600000002';
    const forged = await bind({ wxUnionid: 'wx-forged', account, validCode: '123456' });
    expect(forged).toEqual({ statusCode: 400, body: { status: -1, message: MSG.wxBindExpired, data: null } });
    expect(await userByAccount(account)).toBeUndefined();
  });

  it('an SMS code for a code nobody scanned, or one already bound', async () => {
    const code = await issue();
    const early = await call(testApp, null, {
      method: 'GET',
      url: UC.wxBindValidCode,
      query: { qrcodeId: code.qrcodeId, account: '13600000003', service: 'Certification' },
      headers: { cookie: browser.cookie },
    });
    expect(early.body).toMatchObject({ status: -1, message: MSG.wxBindExpired });
    const wrongService = await call(testApp, null, {
      method: 'GET',
      url: UC.wxBindValidCode,
      query: { qrcodeId: code.qrcodeId, account: '13600000003', service: 'register' },
      headers: { cookie: browser.cookie },
    });
    expect(wrongService.body).toMatchObject({ status: -1, message: MSG.badRequest });
  });

  it('a wrong SMS code, and a bind after the window closed', async () => {
    const code = await issue();
    await scan(code.qrcodeId, 'wx-slow');
    const account = '13600000004';
    const validCode = await bindCode(code.qrcodeId, account);
    const wrong = await bind({
      wxUnionid: 'wx-slow',
      account,
      validCode: validCode === '000000' ? '111111' : '000000',
    });
    expect(wrong.body).toMatchObject({ status: -1, message: MSG.smsCodeWrong });
    testApp.clock.advance(11 * 60_000);
    const late = await bind({ wxUnionid: 'wx-slow', account, validCode });
    expect(late.body).toMatchObject({ status: -1, message: MSG.wxBindExpired });
    expect((await poll(code.qrcodeId)).body.data).toEqual({ status: 0, expired: true });
    expect(await userByAccount(account)).toBeUndefined();
  });

  it('a phone already bound to another messaging account', async () => {
    const person = await registerPerson(testApp, '13600000005');
    const first = await issue();
    await scan(first.qrcodeId, 'wx-first');
    await bind({
      wxUnionid: 'wx-first',
      account: person.account,
      validCode: await bindCode(first.qrcodeId, person.account),
    });
    testApp.clock.advance(61_000);
    const second = await issue();
    await scan(second.qrcodeId, 'wx-second');
    const refused = await bind({
      wxUnionid: 'wx-second',
      account: person.account,
      validCode: await bindCode(second.qrcodeId, person.account),
    });
    expect(refused).toEqual({
      statusCode: 409,
      body: { status: -1, message: MSG.phoneBoundOther, data: null },
    });
    expect((await userByAccount(person.account)).wechatUnionid).toBe('wx-first');
  });

  it('bad form fields with the field text', async () => {
    const missing = await bind({ wxUnionid: 'wx-any', account: '12345', validCode: '1' });
    expect(missing.body).toMatchObject({ status: -1, message: MSG.phoneInvalid });
    const noCode = await bind({ wxUnionid: 'wx-any', account: '13600000009', validCode: '' });
    expect(noCode.body).toMatchObject({ status: -1, message: MSG.smsCodeRequired });
  });
});

describe('the messaging app', () => {
  it('turns an authorization code into a scan through the callback', async () => {
    const standIn = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      response.setHeader('content-type', 'application/json');
      if (url.pathname === '/sns/oauth2/access_token') {
        response.end(
          JSON.stringify(
            url.searchParams.get('code') === 'good'
              ? { access_token: 'AT', openid: 'OPENID', unionid: 'wx-real' }
              : { errcode: 40029, errmsg: 'invalid code' },
          ),
        );
      } else response.end(JSON.stringify({ nickname: '真实用户', unionid: 'wx-real' }));
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    const apiOrigin = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
    const wechat = new HttpWechatLoginProvider({
      appId: 'wxapp',
      appSecret: 'secret',
      redirectUri: 'https://robot.example.com/uc/v1/user/wechat_callback',
      apiOrigin,
    });
    try {
      await withSecondApp(
        testApp,
        async (app) => {
          const issued = await app.inject({ method: 'GET', url: UC.wechatQrcode });
          const code = issued.json<{ data: WechatQrcode }>().data;
          const cookie = (issued.headers['set-cookie'] as string).split(';')[0];
          const refused = await app.inject({
            method: 'GET',
            url: UC.wechatCallback,
            query: { code: 'bad', state: code.qrcodeId },
          });
          expect(refused.statusCode).toBe(400);
          expect(refused.body).toContain(MSG.wechatFailed);
          const accepted = await app.inject({
            method: 'GET',
            url: UC.wechatCallback,
            query: { code: 'good', state: code.qrcodeId },
          });
          expect(accepted.statusCode).toBe(200);
          expect(accepted.headers['content-type']).toContain('text/html');
          expect(accepted.body).toContain(MSG.qrScanned);
          const result = await app.inject({
            method: 'GET',
            url: UC.scanWechatResult,
            query: { qrcodeId: code.qrcodeId },
            headers: { cookie },
          });
          expect(result.json()).toMatchObject({
            data: { status: 2, wxUnionid: 'wx-real', nickname: '真实用户' },
          });
          // No outbox in this configuration: no simulated scans either.
          expect((await app.inject({ method: 'POST', url: DEV_WECHAT.scan })).statusCode).toBe(404);
        },
        { wechat },
      );
    } finally {
      standIn.close();
    }
  });

  it('when not configured, QR login says so', async () => {
    await withSecondApp(testApp, async (app) => {
      const answer = await app.inject({ method: 'GET', url: UC.wechatQrcode });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: -1, message: MSG.wechatUnavailable, data: null });
    });
  });
});
