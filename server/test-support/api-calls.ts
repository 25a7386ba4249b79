import type { LightMyRequestResponse } from 'fastify';
import type { Envelope } from '../../src/shared/api/envelope';
import { UC } from '../../src/shared/api/uc';
import { loginSecret, passwordHash } from '../../src/shared/login-secret';
import type { TestApp } from './test-app';

/** The body of an answer, typed as the envelope every call returns. */
export const envelopeOf = <T = unknown>(response: LightMyRequestResponse): Envelope<T> =>
  response.json<Envelope<T>>();

export const form = (fields: Record<string, string | number>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(),
});

/** Fetches an image code and reads its answer from the outbox, as a person would from the picture. */
export async function imageCode({
  app,
  outbox,
}: TestApp): Promise<{ imageCodeKey: string; imageCodeContent: string }> {
  const response = await app.inject({ method: 'GET', url: UC.imageCode });
  const { imageCodeKey } = envelopeOf<{ imageCodeKey: string }>(response).data;
  return { imageCodeKey, imageCodeContent: (await outbox.snapshot()).imageCodes[imageCodeKey] };
}

export async function requestSmsCode(testApp: TestApp, account: string, service: string) {
  const captcha = await imageCode(testApp);
  return testApp.app.inject({ method: 'GET', url: UC.validCode, query: { account, service, ...captcha } });
}

/** Sends an SMS code and returns it from the outbox. */
export async function smsCode(testApp: TestApp, account: string, service: string): Promise<string> {
  const response = await requestSmsCode(testApp, account, service);
  if (response.statusCode !== 200)
    throw new Error(`valid_code answered ${response.statusCode}: ${response.body}`);
  return (await testApp.outbox.snapshot()).sms[0].code;
}

export function tokenForm(account: string, password: string, timestamp: number) {
  return form({
    account,
    secret: loginSecret(account, passwordHash(password), timestamp),
    timestamp,
    granType: 'password',
  });
}

/** Signs in at the clock's time, a millisecond after the last call, as a real client would. */
export async function signIn({ app, clock }: TestApp, account: string, password: string): Promise<string> {
  clock.advance(1);
  const response = await app.inject({
    method: 'POST',
    url: UC.token,
    ...tokenForm(account, password, clock.now().getTime()),
  });
  if (response.statusCode !== 200) throw new Error(`token answered ${response.statusCode}: ${response.body}`);
  return envelopeOf<{ token: string }>(response).data.token;
}

export const bearer = (token: string, isEnterprise?: boolean) => ({
  authorization: `Bearer ${token}`,
  ...(isEnterprise === undefined ? {} : { 'is-enterprise': String(isEnterprise) }),
});
