import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoginRefusal, UC } from '../../../src/shared/api/uc';
import { MSG } from '../../../src/shared/messages';
import {
  IMAGE_CODE_AFTER_FAILURES,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_PAIR,
} from '../../auth/login-guard';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts';
import { envelopeOf, imageCode, tokenForm } from '../../test-support/api-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => testApp.close());

const { admin, personal, reviewer, colleague } = DEMO_ACCOUNTS;
let tick = 0;
/** Every attempt at its own millisecond, so no two secrets are the same. */
const at = () => {
  tick += 1;
  return testApp.clock.now().getTime() + tick;
};
const attempt = async (
  account: string,
  password: string,
  remoteAddress: string,
  captcha: Record<string, string> = {},
) => {
  const { payload, headers } = tokenForm(account, password, at());
  const answer = await testApp.app.inject({
    method: 'POST',
    url: UC.token,
    remoteAddress,
    headers,
    payload: `${payload}&${new URLSearchParams(captcha)}`,
  });
  const { message, data } = envelopeOf<LoginRefusal | null>(answer);
  return { status: answer.statusCode, message, data };
};
const failTimes = async (times: number, account: string, address: (i: number) => string) => {
  for (let i = 0; i < times; i++) await attempt(account, `wrong${i}pass`, address(i));
};
const needsImageCode = { status: 400, message: MSG.imageCodeRequired, data: { imageCodeRequired: true } };

// Five wrong passwords from anyone used to lock the account's right password out for everyone,
// and twenty from one address refused every account from it (behind a proxy, every user).
describe('sign-in throttling (OWASP ASVS 5.0 V6.3, NIST SP 800-63B 5.2.2)', () => {
  it('never locks the owner out over failures from another address', async () => {
    await failTimes(IMAGE_CODE_AFTER_FAILURES.pair + 5, admin.account, () => '10.1.0.1');
    expect((await attempt(admin.account, DEMO_PASSWORD, '10.1.0.2')).status).toBe(200);
  });

  it(`asks one address for the image code after ${IMAGE_CODE_AFTER_FAILURES.pair} failures on an account, and signs in with it`, async () => {
    const address = '10.2.0.1';
    const answers = [];
    for (let i = 0; i < IMAGE_CODE_AFTER_FAILURES.pair; i++)
      answers.push(await attempt(personal.account, `wrong${i}pass`, address));
    // The failure that reaches the threshold already tells the form to show the image code.
    expect(answers.map(({ message, data }) => [message, data?.imageCodeRequired])).toEqual([
      ...Array(IMAGE_CODE_AFTER_FAILURES.pair - 1).fill([MSG.loginFailed, false]),
      [MSG.loginFailed, true],
    ]);
    expect(await attempt(personal.account, DEMO_PASSWORD, address)).toEqual(needsImageCode);
    const wrongCode = await attempt(personal.account, DEMO_PASSWORD, address, {
      imageCodeKey: (await imageCode(testApp)).imageCodeKey,
      imageCodeContent: 'zzzzz',
    });
    expect([wrongCode.status, wrongCode.message, wrongCode.data]).toEqual([
      400,
      MSG.imageCodeWrong,
      { imageCodeRequired: true },
    ]);
    expect((await attempt(personal.account, DEMO_PASSWORD, address, await imageCode(testApp))).status).toBe(
      200,
    );
    // The right password ends the run: the next sign-in needs no code.
    expect((await attempt(personal.account, DEMO_PASSWORD, address)).status).toBe(200);
  });

  it('counts concurrent failures one by one: twelve at once check no more passwords than the threshold', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(reviewer.account, `wrong${i}pass`, '10.3.0.1')),
    );
    const checked = answers.filter((answer) => answer.message === MSG.loginFailed).length;
    const held = answers.filter((answer) => answer.message === MSG.imageCodeRequired).length;
    expect(checked).toBeLessThanOrEqual(IMAGE_CODE_AFTER_FAILURES.pair);
    expect(checked + held).toBe(12);
  });

  it(`asks every address for the image code after ${IMAGE_CODE_AFTER_FAILURES.account} failures on one account from many`, async () => {
    await failTimes(IMAGE_CODE_AFTER_FAILURES.account, colleague.account, (i) => `10.4.0.${i}`);
    expect(await attempt(colleague.account, DEMO_PASSWORD, '10.4.1.1')).toEqual(needsImageCode);
    expect(
      (await attempt(colleague.account, DEMO_PASSWORD, '10.4.1.1', await imageCode(testApp))).status,
    ).toBe(200);
  });

  it(`asks one address for the image code after ${IMAGE_CODE_AFTER_FAILURES.address} failures across accounts, and only that address`, async () => {
    for (let i = 0; i < IMAGE_CODE_AFTER_FAILURES.address; i++)
      await attempt(`1380000${String(2000 + i)}`, 'guess1234', '10.5.0.1');
    expect(await attempt(admin.account, DEMO_PASSWORD, '10.5.0.1')).toEqual(needsImageCode);
    expect((await attempt(admin.account, DEMO_PASSWORD, '10.5.0.2')).status).toBe(200);
  });

  it(`stops one address guessing one account after ${LOGIN_FAILURES_PER_PAIR} failures, and no one else`, async () => {
    const account = '13700009999';
    // A guesser who solves every image code: each attempt checks a password.
    for (let i = 0; i < LOGIN_FAILURES_PER_PAIR; i++)
      await attempt(account, `wrong${i}pass`, '10.6.0.1', await imageCode(testApp));
    const stopped = await attempt(account, 'guess1234', '10.6.0.1', await imageCode(testApp));
    expect([stopped.status, stopped.message]).toEqual([429, MSG.loginTooMany]);
    const other = await attempt(account, 'guess1234', '10.6.0.2', await imageCode(testApp));
    expect([other.status, other.message]).toEqual([400, MSG.loginFailed]);
  });

  it('forgets failures after the window', async () => {
    await failTimes(IMAGE_CODE_AFTER_FAILURES.pair, reviewer.account, () => '10.7.0.1');
    expect((await attempt(reviewer.account, DEMO_PASSWORD, '10.7.0.1')).status).toBe(400);
    testApp.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1);
    expect((await attempt(reviewer.account, DEMO_PASSWORD, '10.7.0.1')).status).toBe(200);
  });

  // Pressing 登录 again without typing the code checks no password: it must not count as a guess,
  // or a person (and several tabs of one person at once) talks themselves into the 429.
  it('counts no failure for an attempt refused before its password is checked', async () => {
    const address = '10.9.0.1';
    await failTimes(IMAGE_CODE_AFTER_FAILURES.pair, colleague.account, () => address);
    for (let i = 0; i < LOGIN_FAILURES_PER_PAIR; i++)
      expect(await attempt(colleague.account, DEMO_PASSWORD, address)).toEqual(needsImageCode);
    const withCode = await attempt(colleague.account, DEMO_PASSWORD, address, await imageCode(testApp));
    expect([withCode.status, withCode.message]).toEqual([200, MSG.loginOk]);
    // Nor is the address, for the other accounts signing in from it.
    expect((await attempt(reviewer.account, DEMO_PASSWORD, address)).status).toBe(200);
  });
});
