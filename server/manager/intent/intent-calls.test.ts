import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARY_API, type DictionarySummary } from '../../../src/shared/api/dictionaries';
import {
  INTENT_API,
  INTENT_MSG,
  type IntentDetail,
  type IntentSummary,
  spansOverlap,
} from '../../../src/shared/api/intents';
import type { Page } from '../../../src/shared/api/paging';
import { RESOURCE_API } from '../../../src/shared/api/resource-permissions';
import { intents } from '../../db/schema';
import { addMember } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';
import { loggedEntries } from '../test-support/operation-log';

const MENUS = ['PROJECT', 'SKILL_MANAGEMENT', 'INTENT'];

let app: ManagerTestApp;
let projectId: string;
let places: DictionarySummary;
let member: Caller;
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '意图项目')).id;
  places = (
    await app.call<DictionarySummary>(app.enterpriseA, {
      method: 'PUT',
      url: DICTIONARY_API.create,
      payload: { projectId, name: '展厅' },
    })
  ).body.data;
  member = await addMember(app, '13800009301', { name: '意图测试角色', menuCodes: MENUS });
  await share('PROJECT', projectId, member, 'EDIT');
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

async function share(resourceType: string, resourceId: string, to: Caller, level: 'VIEW' | 'EDIT') {
  const answer = await app.call(app.enterpriseA, {
    method: 'PUT',
    url: RESOURCE_API.share,
    payload: { resourceType, resourceId, shares: [{ userId: to.userId, level }] },
  });
  expect(answer.statusCode).toBe(200);
}

const create = (name: string, caller: Caller = app.enterpriseA) =>
  app.call<IntentDetail>(caller, { method: 'PUT', url: INTENT_API.create, payload: { projectId, name } });
const created = async (name: string) => {
  const answer = await create(name);
  expect(answer.statusCode).toBe(200);
  return answer.body.data;
};
const detail = (caller: Caller, id: string) =>
  app.call<IntentDetail>(caller, { method: 'GET', url: INTENT_API.detail, query: { id } });
const page = (caller: Caller, query: Record<string, string> = {}) =>
  app.call<Page<IntentSummary>>(caller, {
    method: 'GET',
    url: INTENT_API.page,
    query: { projectId, pageSize: '100', ...query },
  });
const saveSlots = (intentId: string, slots: unknown[], caller: Caller = app.enterpriseA) =>
  app.call<IntentDetail>(caller, { method: 'PUT', url: INTENT_API.slots, payload: { intentId, slots } });
const addExample = (
  intentId: string,
  text: string,
  slots: unknown[] = [],
  caller: Caller = app.enterpriseA,
) =>
  app.call<IntentDetail>(caller, {
    method: 'PUT',
    url: INTENT_API.exampleCreate,
    payload: { intentId, text, slots },
  });
const edit = (intent: IntentDetail, changes: Record<string, unknown>, caller: Caller = app.enterpriseA) =>
  app.call<IntentDetail>(caller, {
    method: 'POST',
    url: INTENT_API.edit,
    payload: { id: intent.id, name: intent.name, description: '', reply: '', actionId: null, ...changes },
  });

describe('intents', () => {
  it('builds an intent: a slot from a dictionary, examples with marked spans, a reply naming the slot', async () => {
    const intent = await created('带我去');
    const withSlot = await saveSlots(intent.id, [
      { name: '地点', dictionaryId: places.id, required: true, followUp: '您想去哪里？' },
    ]);
    expect(withSlot.body.data.slots).toMatchObject([
      {
        name: '地点',
        dictionaryId: places.id,
        dictionaryName: '展厅',
        required: true,
        followUp: '您想去哪里？',
      },
    ]);
    const marked = await addExample(intent.id, '带我去展厅A', [{ start: 3, end: 6, slot: '地点' }]);
    expect(marked.body.data.examples).toEqual([
      { id: expect.any(String), text: '带我去展厅A', slots: [{ start: 3, end: 6, slot: '地点' }] },
    ]);
    // Words of the slot's dictionary are marked by themselves when asked: the longest one wins.
    await app.call(app.enterpriseA, {
      method: 'PUT',
      url: DICTIONARY_API.entryCreate,
      payload: { dictionaryId: places.id, value: '展厅B', synonyms: ['B厅', '二号展厅'] },
    });
    const auto = await app.call<IntentDetail>(app.enterpriseA, {
      method: 'PUT',
      url: INTENT_API.exampleCreate,
      payload: { intentId: intent.id, text: '请领我去二号展厅', autoMark: true },
    });
    expect(auto.body.data.examples.find((one) => one.text === '请领我去二号展厅')?.slots).toEqual([
      { start: 4, end: 8, slot: '地点' },
    ]);
    const replied = await edit(intent, { reply: '好的，请跟我来，我们去{地点}' });
    expect(replied.body.data.reply).toBe('好的，请跟我来，我们去{地点}');
    const listed = (await page(app.enterpriseA, { name: '带我' })).body.data.content;
    expect(listed).toMatchObject([{ name: '带我去', exampleCount: 2, slotNames: ['地点'] }]);
  });

  it('validates spans: inside the text, not overlapping, naming a slot of the intent', async () => {
    const intent = await created('查询');
    await saveSlots(intent.id, [{ name: '地点' }, { name: '时间' }]);
    for (const [spans, message] of [
      [[{ start: 2, end: 9, slot: '地点' }], '槽位「地点」的标注超出了例句范围'],
      [[{ start: 3, end: 3, slot: '地点' }], '槽位「地点」的标注超出了例句范围'],
      [
        [
          { start: 0, end: 2, slot: '地点' },
          { start: 1, end: 3, slot: '时间' },
        ],
        spansOverlap,
      ],
      [[{ start: 0, end: 2, slot: '城市' }], '意图中没有槽位「城市」'],
      [[{ start: -1, end: 2, slot: '地点' }], null],
      [[{ start: 0.5, end: 2, slot: '地点' }], null],
    ] as [unknown[], string | null][]) {
      const answer = await addExample(intent.id, '展厅几点开', spans);
      expect(answer.statusCode, JSON.stringify(spans)).toBe(400);
      if (message) expect(answer.body.message).toBe(message);
    }
    expect(
      (
        await addExample(intent.id, '展厅几点开', [
          { start: 0, end: 2, slot: '地点' },
          { start: 2, end: 4, slot: '时间' },
        ])
      ).statusCode,
    ).toBe(200);
    const again = await addExample(intent.id, '展厅几点开');
    expect([again.statusCode, again.body.message]).toEqual([409, INTENT_MSG.exampleTaken]);
  });

  it('renames a slot in the examples, drops a removed slot spans, and keeps a slot the reply names', async () => {
    const intent = await created('预约');
    const first = (await saveSlots(intent.id, [{ name: '地点' }, { name: '时间' }])).body.data.slots;
    await addExample(intent.id, '明天去报告厅', [
      { start: 0, end: 2, slot: '时间' },
      { start: 3, end: 6, slot: '地点' },
    ]);
    const renamed = await saveSlots(intent.id, [{ id: first[0].id, name: '场馆' }]);
    expect(renamed.body.data.examples[0].slots).toEqual([{ start: 3, end: 6, slot: '场馆' }]);
    await edit(intent, { reply: '已为您预约{场馆}' });
    const refused = await saveSlots(intent.id, []);
    expect([refused.statusCode, refused.body.message]).toEqual([409, '回复中还用着槽位{场馆}，请先修改回复']);
    const unknownVariable = await edit(intent, { reply: '去{城市}' });
    expect([unknownVariable.statusCode, unknownVariable.body.message]).toEqual([
      400,
      '回复中的变量{城市}不是这个意图的槽位',
    ]);
    expect((await saveSlots(intent.id, [{ name: 'a' }, { name: 'a' }])).statusCode).toBe(400);
    const foreignDictionary = await saveSlots(intent.id, [
      { name: '场馆', dictionaryId: '00000000-0000-4000-8000-000000000000' },
    ]);
    expect([foreignDictionary.statusCode, foreignDictionary.body.message]).toEqual([
      400,
      INTENT_MSG.dictionaryMissing,
    ]);
    const unknownAction = await edit(intent, { reply: '', actionId: '00000000-0000-4000-8000-000000000000' });
    expect([unknownAction.statusCode, unknownAction.body.message]).toEqual([400, INTENT_MSG.actionMissing]);
  });

  it('edits and deletes examples, and deletes the intent', async () => {
    const intent = await created('调节音量');
    const example = (await addExample(intent.id, '声音大一点')).body.data.examples[0];
    const saved = await app.call<IntentDetail>(app.enterpriseA, {
      method: 'POST',
      url: INTENT_API.exampleEdit,
      payload: { id: example.id, text: '声音再大一点', slots: [] },
    });
    expect(saved.body.data.examples.map((one) => one.text)).toEqual(['声音再大一点']);
    const [logged] = await loggedEntries(app, 'intent.example.edit');
    expect(logged.detail).toMatchObject({ before: { text: '声音大一点' }, after: { text: '声音再大一点' } });
    const removed = await app.call<IntentDetail>(app.enterpriseA, {
      method: 'DELETE',
      url: `${INTENT_API.exampleRemove}?id=${example.id}`,
    });
    expect(removed.body.data.examples).toEqual([]);
    expect(
      (await app.call(app.enterpriseA, { method: 'DELETE', url: `${INTENT_API.remove}?id=${intent.id}` }))
        .statusCode,
    ).toBe(200);
    expect((await detail(app.enterpriseA, intent.id)).statusCode).toBe(404);
  });

  it('follows the INTENT flags for a colleague, and hides intents from other scopes', async () => {
    const intent = await created('共享意图');
    expect((await detail(member, intent.id)).statusCode).toBe(404);
    expect((await create('同事意图', member)).body.message).toBe('您没有新建意图的权限');
    await share('INTENT', intent.id, member, 'VIEW');
    expect((await detail(member, intent.id)).body.data.permissions).toMatchObject({
      accessAuth: true,
      editAuth: false,
    });
    expect((await addExample(intent.id, '看看', [], member)).statusCode).toBe(403);
    await share('INTENT', intent.id, member, 'EDIT');
    expect((await addExample(intent.id, '改改', [], member)).statusCode).toBe(200);
    const disable = await app.call(member, {
      method: 'PUT',
      url: INTENT_API.enable,
      payload: { id: intent.id, enabled: false },
    });
    expect(disable.statusCode).toBe(403);
    for (const outsider of [app.enterpriseC, app.personB, app.adminPersonal]) {
      expect((await detail(outsider, intent.id)).statusCode).toBe(404);
      expect((await page(outsider)).statusCode).toBe(404);
      expect((await addExample(intent.id, '渗透', [], outsider)).statusCode).toBe(404);
    }
  });
});

describe('what a client sends to the intent calls never becomes a 500', () => {
  it('answers random fields with an envelope and touches nothing foreign', async () => {
    const foreignProject = (await createProject(app, app.enterpriseC, '别人的意图项目')).id;
    const foreign = await app.call<IntentDetail>(app.enterpriseC, {
      method: 'PUT',
      url: INTENT_API.create,
      payload: { projectId: foreignProject, name: '别人的意图' },
    });
    const foreignId = foreign.body.data.id;
    const calls = Object.entries({
      GET: [INTENT_API.page, INTENT_API.detail],
      PUT: [INTENT_API.create, INTENT_API.enable, INTENT_API.slots, INTENT_API.exampleCreate],
      POST: [INTENT_API.edit, INTENT_API.exampleEdit],
      DELETE: [INTENT_API.remove, INTENT_API.exampleRemove],
    }).flatMap(([method, urls]) =>
      urls.map((url) => [method as 'GET' | 'PUT' | 'POST' | 'DELETE', url] as const),
    );
    const fieldNames = fc.constantFrom(
      'id',
      'projectId',
      'intentId',
      'name',
      'description',
      'enabled',
      'reply',
      'actionId',
      'text',
      'slots',
      'pageNo',
      'pageSize',
      'tag',
      '__proto__',
    );
    const span = fc.record({
      start: fc.integer({ min: -2, max: 12 }),
      end: fc.integer({ min: -2, max: 12 }),
      slot: fc.string(),
    });
    const value = fc.oneof(
      fc.constantFrom(foreignId, foreignProject, projectId, '%', '', '{地点}'),
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.array(span, { maxLength: 3 }),
      fc.jsonValue({ maxDepth: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
        fc.dictionary(fieldNames, value, { maxKeys: 6 }),
        async ([method, url], fields) => {
          const query = Object.fromEntries(
            Object.entries(fields).map(([key, field]) => [
              key,
              typeof field === 'string' ? field : JSON.stringify(field),
            ]),
          );
          const answer =
            method === 'GET' || method === 'DELETE'
              ? await app.call(app.enterpriseA, { method, url, query })
              : await app.call(app.enterpriseA, { method, url, payload: JSON.stringify(fields) });
          expect(answer.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
    const [untouched] = await app.db.select().from(intents).where(eq(intents.id, foreignId));
    expect(untouched).toMatchObject({ name: '别人的意图', enabled: true });
  });
});
