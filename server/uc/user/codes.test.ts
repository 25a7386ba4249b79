import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImageCode, UC } from '../../../src/shared/api/uc';
import { IMAGE_CODE_TTL_MS, SMS_CODE_TTL_MS, SMS_RESEND_INTERVAL_MS } from '../../../src/shared/constants';
import { MSG } from '../../../src/shared/messages';
import { operationLog, smsCodes } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { envelopeOf, imageCode, requestSmsCode, smsCode } from '../../test-support/api-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
let phoneSeq = 0;
/** A fresh unregistered phone per test: the 60 s resend limit is per phone. */
const freshPhone = () => `1390000${String(++phoneSeq).padStart(4, '0')}`;

beforeAll(async () => {
  testApp = await createTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => testApp.close());

const verify = (account: string, service: string, validCode: string) =>
  testApp.app.inject({ method: 'PUT', url: UC.validCodeVerify, payload: { account, service, validCode } });

describe('image_code', () => {
  it('answers a 120×60 SVG captcha of 5 characters as a data address, with a key', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: UC.imageCode,
      query: { height: '60', width: '120' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = envelopeOf<ImageCode>(response);
    expect(data.imageCodeBase64).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(data.imageCodeBase64.split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain('width="120"');
    expect(svg).toContain('height="60"');
    expect((await testApp.outbox.snapshot()).imageCodes[data.imageCodeKey]).toHaveLength(5);
  });

  it('refuses absurd sizes with 400', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: UC.imageCode,
      query: { width: '99999' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('valid_code', () => {
  it('sends a 6-digit code to the outbox and logs the send', async () => {
    const phone = freshPhone();
    const response = await requestSmsCode(testApp, phone, 'register');
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ status: 0, message: MSG.smsSent, data: null });
    const [sent] = (await testApp.outbox.snapshot()).sms;
    expect(sent).toMatchObject({
      account: phone,
      service: 'register',
      at: testApp.clock.now().toISOString(),
    });
    expect(sent.code).toMatch(/^\d{6}$/);
    const logged = await testApp.db.select().from(operationLog).where(eq(operationLog.account, phone));
    expect(logged.map((entry) => entry.action)).toEqual(['sms.send']);
  });

  it('refuses a wrong image code and spends it anyway', async () => {
    const phone = freshPhone();
    const { imageCodeKey, imageCodeContent } = await imageCode(testApp);
    const wrong = await testApp.app.inject({
      method: 'GET',
      url: UC.validCode,
      query: { account: phone, service: 'register', imageCodeKey, imageCodeContent: 'zzzzz' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(envelopeOf(wrong).message).toBe(MSG.imageCodeWrong);
    const reused = await testApp.app.inject({
      method: 'GET',
      url: UC.validCode,
      query: { account: phone, service: 'register', imageCodeKey, imageCodeContent },
    });
    expect(envelopeOf(reused).message).toBe(MSG.imageCodeWrong);
  });

  it('refuses an image code used once already, even rightly, and an expired one', async () => {
    const captcha = await imageCode(testApp);
    const query = { account: freshPhone(), service: 'register', ...captcha };
    expect((await testApp.app.inject({ method: 'GET', url: UC.validCode, query })).statusCode).toBe(200);
    const again = await testApp.app.inject({
      method: 'GET',
      url: UC.validCode,
      query: { ...query, account: freshPhone() },
    });
    expect(envelopeOf(again).message).toBe(MSG.imageCodeWrong);

    const late = await imageCode(testApp);
    testApp.clock.advance(IMAGE_CODE_TTL_MS + 1);
    const expired = await testApp.app.inject({
      method: 'GET',
      url: UC.validCode,
      query: { account: freshPhone(), service: 'register', ...late },
    });
    expect(envelopeOf(expired).message).toBe(MSG.imageCodeWrong);
  });

  it('accepts the image code whatever its letter case', async () => {
    const captcha = await imageCode(testApp);
    const response = await testApp.app.inject({
      method: 'GET',
      url: UC.validCode,
      query: {
        account: freshPhone(),
        service: 'register',
        ...captcha,
        imageCodeContent: captcha.imageCodeContent.toUpperCase(),
      },
    });
    expect(response.statusCode).toBe(200);
  });

  it('names the missing field', async () => {
    const missingPhone = await testApp.app.inject({
      method: 'GET',
      url: UC.validCode,
      query: { service: 'register' },
    });
    expect(missingPhone.statusCode).toBe(400);
    expect(envelopeOf(missingPhone).message).toBe(MSG.phoneRequired);
    const badPhone = await testApp.app.inject({
      method: 'GET',
      url: UC.validCode,
      query: { account: '2380000', service: 'register' },
    });
    expect(envelopeOf(badPhone).message).toBe(MSG.phoneInvalid);
    const noCaptcha = await testApp.app.inject({
      method: 'GET',
      url: UC.validCode,
      query: { account: freshPhone(), service: 'register', imageCodeKey: 'k' },
    });
    expect(envelopeOf(noCaptcha).message).toBe(MSG.imageCodeRequired);
  });

  it('refuses register for a registered phone and forget_password for an unknown one', async () => {
    const existing = await requestSmsCode(testApp, DEMO_ACCOUNTS.personal.account, 'register');
    expect(existing.statusCode).toBe(409);
    expect(envelopeOf(existing).message).toBe(MSG.accountExists);
    const unknown = await requestSmsCode(testApp, freshPhone(), 'forget_password');
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown).message).toBe(MSG.accountMissing);
  });

  it('sends one code per phone per 60 seconds', async () => {
    const phone = freshPhone();
    expect((await requestSmsCode(testApp, phone, 'register')).statusCode).toBe(200);
    testApp.clock.advance(SMS_RESEND_INTERVAL_MS - 1000);
    const tooSoon = await requestSmsCode(testApp, phone, 'register');
    expect(tooSoon.statusCode).toBe(429);
    expect(envelopeOf(tooSoon).message).toBe(MSG.smsTooFrequent);
    testApp.clock.advance(1000);
    expect((await requestSmsCode(testApp, phone, 'register')).statusCode).toBe(200);
  });
});

describe('valid_code/verify', () => {
  it('accepts the code sent, more than once (it does not spend it)', async () => {
    const phone = freshPhone();
    const code = await smsCode(testApp, phone, 'register');
    for (let i = 0; i < 2; i++)
      expect(envelopeOf(await verify(phone, 'register', code))).toMatchObject({ status: 0, data: true });
  });

  it('refuses the code for another service and after five minutes', async () => {
    const phone = freshPhone();
    const code = await smsCode(testApp, phone, 'register');
    expect(envelopeOf(await verify(phone, 'forget_password', code)).message).toBe(MSG.smsCodeWrong);
    testApp.clock.advance(SMS_CODE_TTL_MS);
    const expired = await verify(phone, 'register', code);
    expect(expired.statusCode).toBe(400);
    expect(envelopeOf(expired).message).toBe(MSG.smsCodeWrong);
  });

  it('allows five wrong tries, then refuses even the right code', async () => {
    const phone = freshPhone();
    const code = await smsCode(testApp, phone, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push(envelopeOf(await verify(phone, 'register', wrong)).message);
    expect(messages).toEqual([...Array(4).fill(MSG.smsCodeWrong), MSG.smsCodeTooManyTries]);
    expect(envelopeOf(await verify(phone, 'register', code)).message).toBe(MSG.smsCodeTooManyTries);
    const [stored] = await testApp.db.select().from(smsCodes).where(eq(smsCodes.account, phone));
    expect(stored.wrongTries).toBe(5);
  });

  it('refuses a missing code with 请输入短信验证码', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: UC.validCodeVerify,
      payload: { account: freshPhone(), service: 'register' },
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toBe(MSG.smsCodeRequired);
  });
});

describe('SMS delivery failure and per-address limits', () => {
  it(
    'answers 503 with a clear message and lets the user ask again at once',
    async () => {
      const failing = await createTestApp({
        sms: {
          send: async () => {
            throw new Error('gateway down');
          },
        },
      });
      try {
        const phone = freshPhone();
        const response = await requestSmsCode(failing, phone, 'register');
        expect(response.statusCode).toBe(503);
        expect(envelopeOf(response).message).toBe(MSG.smsSendFailed);
        expect(await failing.db.select().from(smsCodes).where(eq(smsCodes.account, phone))).toEqual([]);
      } finally {
        await failing.close();
      }
    },
    TEST_APP_TIMEOUT_MS,
  );

  it(
    'limits image codes per client address with 429',
    async () => {
      const limited = await createTestApp({ limits: { imageCodesPerMinute: 2 } });
      try {
        const statuses = [];
        for (let i = 0; i < 3; i++)
          statuses.push((await limited.app.inject({ method: 'GET', url: UC.imageCode })).statusCode);
        expect(statuses).toEqual([200, 200, 429]);
        const refused = await limited.app.inject({ method: 'GET', url: UC.imageCode });
        expect(envelopeOf(refused)).toEqual({ status: -1, message: MSG.tooManyRequests, data: null });
      } finally {
        await limited.close();
      }
    },
    TEST_APP_TIMEOUT_MS,
  );
});
