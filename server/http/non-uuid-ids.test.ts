import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTENT_API } from '../../src/shared/api/intents';
import { QA_API } from '../../src/shared/api/qa';
import { MSG } from '../../src/shared/messages';
import { intents, qaLibraries } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { bearer, envelopeOf, signIn } from '../test-support/api-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
let admin: Record<string, string>;
let libraryId: string;
let intentId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = bearer(await signIn(testApp, DEMO_ACCOUNTS.admin.account, DEMO_PASSWORD), true);
  [{ id: libraryId }] = await testApp.db.select({ id: qaLibraries.id }).from(qaLibraries).limit(1);
  [{ id: intentId }] = await testApp.db.select({ id: intents.id }).from(intents).limit(1);
}, TEST_APP_TIMEOUT_MS);
afterAll(() => testApp.close());

const expectRefused = (answer: Awaited<ReturnType<TestApp['app']['inject']>>) => {
  expect([answer.statusCode, envelopeOf(answer).message]).toEqual([400, MSG.badRequest]);
};

// Ids are uuids in the database; these reached PostgreSQL as they came and answered 500.
describe('an id that is not a uuid', () => {
  it('is refused with 400 in a query beside real ids', async () => {
    for (const query of [
      `${QA_API.pairPage}?libraryId=${libraryId}&categoryId=0`,
      `${QA_API.pairSuggest}?libraryId=${libraryId}&text=%E4%BD%A0%E5%A5%BD&excludeId=0`,
    ]) {
      expectRefused(await testApp.app.inject({ method: 'GET', url: query, headers: admin }));
    }
  });

  it('is refused with 400 inside a list of a body', async () => {
    const answer = await testApp.app.inject({
      method: 'PUT',
      url: INTENT_API.slots,
      headers: admin,
      payload: { intentId, slots: [{ name: '地点', dictionaryId: 'not-a-uuid' }] },
    });
    expectRefused(answer);
  });
});
