import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/api/paging';
import type { MessageBody, MessageSummary } from '../../../src/shared/api/uc-account';
import { UC } from '../../../src/shared/api/uc-paths';
import { MSG } from '../../../src/shared/messages';
import { messages } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts';
import {
  call,
  json,
  type Person,
  refusal,
  registerPerson,
  signInPerson,
} from '../../test-support/account-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../../test-support/test-app';
import { sendMessage } from './send-message';

let testApp: TestApp;
let dora: Person;
let eve: Person;
let evesMessage: string;

const SENT = 12;

beforeAll(async () => {
  testApp = await createTestApp();
  dora = await registerPerson(testApp, '13400000001');
  eve = await signInPerson(testApp, DEMO_ACCOUNTS.personal.account, DEMO_PASSWORD);
  for (let i = 1; i <= SENT; i += 1) {
    testApp.clock.advance(1000);
    await sendMessage(
      testApp.db,
      dora.userId,
      { kind: 'system', title: `通知 ${i}`, body: `第 ${i} 条通知的正文。${'详情'.repeat(40)}` },
      testApp.clock.now(),
    );
  }
  [{ id: evesMessage }] = await testApp.db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.userId, eve.userId));
}, TEST_APP_TIMEOUT_MS);
afterAll(() => testApp.close());

const page = (person: Person, query: Record<string, string> = {}) =>
  call<Page<MessageSummary>>(testApp, person, { method: 'GET', url: UC.messagePage, query });
const unread = async (person: Person) =>
  (await call<number>(testApp, person, { method: 'GET', url: UC.messageUnread })).body.data;
const open = (person: Person, id: string) =>
  call<MessageBody>(testApp, person, { method: 'GET', url: UC.messageBody, query: { id } });
const remove = (person: Person, body: unknown) =>
  call<number>(testApp, person, { method: 'DELETE', url: UC.message, ...json(body) });
const stored = async (id: string) => (await testApp.db.select().from(messages).where(eq(messages.id, id)))[0];

describe('the message list', () => {
  it('pages newest first, ten by default, with a summary of each body', async () => {
    const { body } = await page(dora);
    expect(body.data).toMatchObject({ size: 10, number: 0, totalElements: SENT });
    expect(body.data.content.map((message) => message.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `通知 ${SENT - i}`),
    );
    expect(body.data.content[0]).toMatchObject({ read: false, kind: 'system' });
    expect(body.data.content[0].summary).toHaveLength(60);
    const second = await page(dora, { pageNo: '1', pageSize: '10' });
    expect(second.body.data.content.map((message) => message.title)).toEqual(['通知 2', '通知 1']);
  });

  it('is empty for someone without messages, and refuses odd paging', async () => {
    const fresh = await registerPerson(testApp, '13400000002');
    expect((await page(fresh)).body.data).toEqual({ content: [], size: 10, number: 0, totalElements: 0 });
    expect(await page(dora, { pageSize: '1000' })).toEqual(refusal(400, MSG.badRequest));
    expect(await page(dora, { pageNo: '-1' })).toEqual(refusal(400, MSG.badRequest));
    expect((await call(testApp, null, { method: 'GET', url: UC.messagePage })).statusCode).toBe(401);
  });
});

describe('opening a message', () => {
  it('shows its body and marks it read, so the bell counts one less', async () => {
    const [first] = (await page(dora)).body.data.content;
    expect(await unread(dora)).toBe(SENT);
    const opened = await open(dora, first.id);
    expect(opened.body.data).toMatchObject({ id: first.id, title: first.title, read: true });
    expect(opened.body.data.body).toContain('第 12 条通知的正文');
    expect(await unread(dora)).toBe(SENT - 1);
  });

  it("answers someone else's message as not found and leaves it unread", async () => {
    expect(await open(dora, evesMessage)).toEqual(refusal(404, MSG.messageMissing));
    expect((await stored(evesMessage)).read).toBe(false);
    expect(await open(dora, randomUUID())).toEqual(refusal(404, MSG.messageMissing));
    expect(await open(dora, "1' or '1'='1")).toEqual(refusal(400, MSG.messageMissing));
  });
});

describe('deleting messages', () => {
  it("deletes nothing when one id is someone else's", async () => {
    const [mine] = (await page(dora)).body.data.content;
    expect(await remove(dora, { ids: [mine.id, evesMessage] })).toEqual(refusal(404, MSG.messageMissing));
    expect(await stored(mine.id)).toBeDefined();
    expect(await stored(evesMessage)).toBeDefined();
  });

  it('refuses an empty choice and forged ids', async () => {
    expect(await remove(dora, { ids: [] })).toEqual(refusal(400, MSG.messagesChooseFirst));
    expect(await remove(dora, {})).toEqual(refusal(400, MSG.messagesChooseFirst));
    expect(await remove(dora, { ids: ['x'] })).toEqual(refusal(400, MSG.messageMissing));
    expect(await remove(dora, { ids: [randomUUID()] })).toEqual(refusal(404, MSG.messageMissing));
  });

  it('deletes the chosen ones in one go', async () => {
    const chosen = (await page(dora)).body.data.content.slice(0, 3).map((message) => message.id);
    const answer = await remove(dora, { ids: [...chosen, chosen[0]] });
    expect(answer.body).toEqual({ status: 0, message: MSG.deleted, data: 3 });
    expect((await page(dora)).body.data.totalElements).toBe(SENT - 3);
    for (const id of chosen) expect(await stored(id)).toBeUndefined();
  });
});
