import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Envelope } from '../../src/shared/api/envelope';
import { UC } from '../../src/shared/api/uc-paths';
import { PNG_1PX } from '../../src/shared/media/test-support/sample-files';
import { unifiedCodeCheckCharacter } from '../../src/shared/validators/business-licence';
import { citizenIdCheckCharacter } from '../../src/shared/validators/citizen-id';
import { users } from '../db/schema';
import { multipart } from '../media/test-support/multipart';
import { bearer, form, signIn, smsCode } from './api-calls';
import type { TestApp } from './test-app';

/** The password of every account these helpers register. */
export const TEST_PASSWORD = 'robot2026';

/** Someone signed in: their headers and id. */
export interface Person {
  account: string;
  userId: string;
  headers: Record<string, string>;
}

/** Registers a phone account the way a person does (SMS code from the outbox) and signs it in. */
export async function registerPerson(testApp: TestApp, account: string): Promise<Person> {
  const validCode = await smsCode(testApp, account, 'register');
  const response = await testApp.app.inject({
    method: 'POST',
    url: UC.register,
    ...form({ account, validCode, password: TEST_PASSWORD }),
  });
  if (response.statusCode !== 200)
    throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  return signInPerson(testApp, account, TEST_PASSWORD);
}

export async function signInPerson(testApp: TestApp, account: string, password: string): Promise<Person> {
  const token = await signIn(testApp, account, password);
  const [user] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  return { account, userId: user.id, headers: bearer(token) };
}

/** A JSON body for app.inject. */
export const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(body),
});

/** Injects a call and reads the envelope with the HTTP status. */
export async function call<T = unknown>(
  testApp: TestApp,
  person: Person | null,
  options: InjectOptions,
): Promise<{ statusCode: number; body: Envelope<T> }> {
  const response = await testApp.app.inject({
    ...options,
    headers: { ...options.headers, ...(person?.headers ?? {}) },
  });
  return { statusCode: response.statusCode, body: response.json<Envelope<T>>() };
}

/** What `call` answers for a refused request: the HTTP status and the envelope with its message. */
export const refusal = (statusCode: number, message: string) => ({
  statusCode,
  body: { status: -1, message, data: null },
});

/** A distinct, valid PNG per seed (bytes after the image end are ignored by decoders). */
export const pngOf = (seed: string): Uint8Array => Buffer.concat([PNG_1PX, Buffer.from(seed)]);

/** Uploads a picture as `file` to a multipart call (certification/image or user/avatar). */
export function uploadPicture(
  testApp: TestApp,
  person: Person | null,
  url: string,
  bytes: Uint8Array,
  fileName = 'photo.png',
) {
  const body = multipart([{ fileName, bytes }]);
  return call<{ path?: string; imageUrl?: string }>(testApp, person, {
    method: 'POST',
    url,
    headers: body.headers,
    payload: body.payload,
  });
}

/** A valid 18-digit citizen ID: Beijing Dongcheng, the given birth date, the right check character. */
export const citizenId = (birthDate: string, serial = '123'): string => {
  const first17 = `110101${birthDate}${serial}`;
  return `${first17}${citizenIdCheckCharacter(first17)}`;
};

/** A valid unified social credit code ending in the given characters. */
export const creditCode = (tail: string): string => {
  const first17 = `91110108MA${tail.padStart(7, '0')}`;
  return `${first17}${unifiedCodeCheckCharacter(first17)}`;
};
