import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DICTIONARY_API,
  DICTIONARY_MSG,
  type DictionaryEntry,
  type DictionarySummary,
} from '../../../src/shared/api/dictionaries';
import { INTENT_API, type IntentDetail } from '../../../src/shared/api/intents';
import type { Page } from '../../../src/shared/api/paging';
import { RESOURCE_API } from '../../../src/shared/api/resource-permissions';
import { dictionaries, operationLog } from '../../db/schema';
import { multipart } from '../../media/test-support/multipart';
import { addMember } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

const MENUS = ['PROJECT', 'SKILL_MANAGEMENT', 'DICT', 'INTENT'];

let app: ManagerTestApp;
let projectId: string;
let member: Caller;
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '词典项目')).id;
  member = await addMember(app, '13800009201', { name: '词典测试角色', menuCodes: MENUS });
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
  app.call<DictionarySummary>(caller, {
    method: 'PUT',
    url: DICTIONARY_API.create,
    payload: { projectId, name, description: '测试词典' },
  });
const created = async (name: string) => {
  const answer = await create(name);
  expect(answer.statusCode).toBe(200);
  return answer.body.data;
};
const page = (caller: Caller, query: Record<string, string> = {}) =>
  app.call<Page<DictionarySummary>>(caller, {
    method: 'GET',
    url: DICTIONARY_API.page,
    query: { projectId, pageSize: '100', ...query },
  });
const detail = (caller: Caller, id: string) =>
  app.call<DictionarySummary>(caller, { method: 'GET', url: DICTIONARY_API.detail, query: { id } });
const remove = (caller: Caller, id: string) =>
  app.call(caller, { method: 'DELETE', url: `${DICTIONARY_API.remove}?id=${encodeURIComponent(id)}` });
const addEntry = (
  dictionaryId: string,
  value: string,
  synonyms: string[],
  caller: Caller = app.enterpriseA,
) =>
  app.call<DictionaryEntry>(caller, {
    method: 'PUT',
    url: DICTIONARY_API.entryCreate,
    payload: { dictionaryId, value, synonyms },
  });
const entries = (dictionaryId: string, keyword?: string) =>
  app.call<Page<DictionaryEntry>>(app.enterpriseA, {
    method: 'GET',
    url: DICTIONARY_API.entries,
    query: { dictionaryId, pageSize: '100', ...(keyword ? { keyword } : {}) },
  });
const upload = (dictionaryId: string, fileName: string, bytes: Uint8Array, mode = 'APPEND') =>
  app.call<unknown>(app.enterpriseA, {
    method: 'POST',
    url: `${DICTIONARY_API.import}?dictionaryId=${dictionaryId}&mode=${mode}`,
    ...multipart([{ fileName, bytes }]),
  });
async function workbook(rows: string[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('词条');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('dictionaries', () => {
  it('creates a dictionary, adds entries with synonyms, searches them and counts them in the list', async () => {
    const dictionary = await created('展厅');
    expect(dictionary).toMatchObject({
      name: '展厅',
      enabled: true,
      entryCount: 0,
      permissions: { editAuth: true },
    });
    expect((await addEntry(dictionary.id, '展厅A', ['A厅', '一号展厅'])).statusCode).toBe(200);
    expect((await addEntry(dictionary.id, '多媒体区', ['多媒体展区'])).statusCode).toBe(200);
    expect((await entries(dictionary.id, '一号')).body.data.content.map((entry) => entry.value)).toEqual([
      '展厅A',
    ]);
    const listed = (await page(app.enterpriseA, { name: '展' })).body.data.content;
    expect(listed.find((row) => row.id === dictionary.id)?.entryCount).toBe(2);
    const logged = await app.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.action, 'dictionary.entry.create'));
    expect(logged).toHaveLength(2);
  });

  it('refuses a word that already belongs to another entry, and bad entries, with 400/409 and no 500', async () => {
    const dictionary = await created('设施');
    await addEntry(dictionary.id, '卫生间', ['洗手间', '厕所']);
    const clash = await addEntry(dictionary.id, '公共厕所', ['厕所']);
    expect([clash.statusCode, clash.body.message]).toEqual([409, '「厕所」已是词条「卫生间」的同义词']);
    expect((await addEntry(dictionary.id, '洗手间', [])).statusCode).toBe(409);
    for (const [value, synonyms] of [
      ['', []],
      ['x'.repeat(31), []],
      ['前台', ['前台']],
      ['前台', ['服务台', '服务台']],
      ['前台', ['']],
    ] as [string, string[]][]) {
      expect((await addEntry(dictionary.id, value, synonyms)).statusCode, value).toBe(400);
    }
    expect((await create('设施')).statusCode).toBe(409);
  });

  it('imports a text file (appending merges synonyms) and an xlsx, all or nothing with every bad row named', async () => {
    const dictionary = await created('导入词典');
    await addEntry(dictionary.id, '充电桩', ['充电站']);
    const text = '# 设施\n前台，服务台,咨询台\n充电桩、充电处\n\n电梯\t直梯\n';
    const imported = await upload(dictionary.id, '设施.txt', new TextEncoder().encode(text));
    expect(imported.statusCode).toBe(200);
    expect(imported.body.data).toMatchObject({ added: 2, merged: 1, total: 3 });
    const listed = (await entries(dictionary.id)).body.data.content;
    expect(listed.find((entry) => entry.value === '充电桩')?.synonyms).toEqual(['充电站', '充电处']);

    const bad = await upload(
      dictionary.id,
      '坏文件.xlsx',
      await workbook([
        ['词条', '同义词'],
        ['咖啡厅', '咖啡馆'],
        ['', '无词条'],
        ['咖啡吧', '咖啡馆'],
        ['直梯', ''],
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe(DICTIONARY_MSG.importFailed);
    expect(bad.body.data).toEqual({
      errors: [
        { row: 3, message: '请输入词条' },
        { row: 4, message: '「咖啡馆」已在第 2 行出现' },
        { row: 5, message: '「直梯」已属于词典中的词条「电梯」' },
      ],
    });
    expect((await entries(dictionary.id)).body.data.totalElements).toBe(3);

    const overwritten = await upload(
      dictionary.id,
      '新词表.xlsx',
      await workbook([
        ['词条', '同义词'],
        ['咖啡厅', '咖啡馆，咖啡吧'],
      ]),
      'OVERWRITE',
    );
    expect(overwritten.body.data).toMatchObject({ added: 1, total: 1 });
    expect((await entries(dictionary.id)).body.data.content).toMatchObject([
      { value: '咖啡厅', synonyms: ['咖啡馆', '咖啡吧'] },
    ]);
  });

  it('refuses files that are not word lists: wrong type, wrong columns, corrupt, a zip bomb, not UTF-8', async () => {
    const dictionary = await created('坏文件词典');
    const refused = async (fileName: string, bytes: Uint8Array) => {
      const answer = await upload(dictionary.id, fileName, bytes);
      expect(answer.statusCode, fileName).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, fileName).toBeLessThan(500);
      return answer.body.message;
    };
    expect(await refused('a.csv', new TextEncoder().encode('a,b'))).toBe(DICTIONARY_MSG.importType);
    expect(
      await refused(
        'a.xlsx',
        await workbook([
          ['名称', '别名'],
          ['a', 'b'],
        ]),
      ),
    ).toBe(DICTIONARY_MSG.importColumns);
    expect(await refused('a.xlsx', new TextEncoder().encode('not a zip'))).toBe(
      DICTIONARY_MSG.importUnreadable,
    );
    expect(await refused('a.txt', new Uint8Array([0xff, 0xfe, 0x00, 0xd8]))).toBe(
      DICTIONARY_MSG.importUnreadable,
    );
    expect(await refused('a.txt', new TextEncoder().encode('\n# 只有注释\n'))).toBe(
      DICTIONARY_MSG.importEmpty,
    );
    // A zip whose directory claims 1 GB inflated: refused before anything is expanded.
    const bomb = Buffer.from(
      await workbook([
        ['词条', '同义词'],
        ['a', ''],
      ]),
    );
    const directory = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(1024 * 1024 * 1024, directory + 24);
    expect(await refused('bomb.xlsx', bomb)).toBe(DICTIONARY_MSG.importUnreadable);
    expect(await refused('big.txt', new Uint8Array(3 * 1024 * 1024).fill(0x41))).toBe('文件大小超出限制');
    expect((await entries(dictionary.id)).body.data.totalElements).toBe(0);
  });

  it('exports entries as xlsx and text that import back unchanged', async () => {
    const source = await created('导出词典');
    await addEntry(source.id, '展厅B', ['B厅', '二号展厅']);
    await addEntry(source.id, '报告厅', []);
    for (const format of ['xlsx', 'txt']) {
      const exported = await app.app.inject({
        method: 'GET',
        url: DICTIONARY_API.export,
        query: { dictionaryId: source.id, format },
        headers: app.enterpriseA.headers,
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toContain(encodeURIComponent(`导出词典.${format}`));
      const target = await created(`导回-${format}`);
      expect((await upload(target.id, `x.${format}`, exported.rawPayload)).statusCode).toBe(200);
      const back = (await entries(target.id)).body.data.content.map(({ value, synonyms }) => ({
        value,
        synonyms,
      }));
      expect(back.sort((a, b) => a.value.localeCompare(b.value))).toEqual([
        { value: '展厅B', synonyms: ['B厅', '二号展厅'] },
        { value: '报告厅', synonyms: [] },
      ]);
    }
  });

  it('refuses to delete a dictionary that slots use, naming the intents; deletes it once free', async () => {
    const dictionary = await created('地点词典');
    const intent = await app.call<IntentDetail>(app.enterpriseA, {
      method: 'PUT',
      url: INTENT_API.create,
      payload: { projectId, name: '带我去' },
    });
    const slots = (dictionaryId: string | null) =>
      app.call(app.enterpriseA, {
        method: 'PUT',
        url: INTENT_API.slots,
        payload: { intentId: intent.body.data.id, slots: [{ name: '地点', dictionaryId, required: true }] },
      });
    await slots(dictionary.id);
    const usage = await app.call(app.enterpriseA, {
      method: 'GET',
      url: DICTIONARY_API.usage,
      query: { id: dictionary.id },
    });
    expect(usage.body.data).toEqual({
      intents: [{ id: intent.body.data.id, name: '带我去', slots: ['地点'] }],
    });
    const refused = await remove(app.enterpriseA, dictionary.id);
    expect([refused.statusCode, refused.body.message]).toEqual([
      409,
      '词典正被意图「带我去」的槽位使用，请先为这些槽位更换词典',
    ]);
    await slots(null);
    expect((await remove(app.enterpriseA, dictionary.id)).statusCode).toBe(200);
    expect((await detail(app.enterpriseA, dictionary.id)).statusCode).toBe(404);
  });

  it('follows the DICT flags: a colleague sees nothing unshared, views, then edits without enabling or deleting', async () => {
    const dictionary = await created('共享词典');
    expect((await detail(member, dictionary.id)).statusCode).toBe(404);
    expect((await create('同事词典', member)).body.message).toBe('您没有新建词典的权限');
    await share('DICT', dictionary.id, member, 'VIEW');
    expect((await page(member)).body.data.content.map((row) => row.id)).toEqual([dictionary.id]);
    expect((await addEntry(dictionary.id, '看看', [], member)).statusCode).toBe(403);
    await share('DICT', dictionary.id, member, 'EDIT');
    expect((await addEntry(dictionary.id, '改改', [], member)).statusCode).toBe(200);
    const disable = await app.call(member, {
      method: 'PUT',
      url: DICTIONARY_API.enable,
      payload: { id: dictionary.id, enabled: false },
    });
    expect(disable.statusCode).toBe(403);
    expect((await remove(member, dictionary.id)).statusCode).toBe(403);
  });

  it('hides dictionaries and their entries from other scopes', async () => {
    const dictionary = await created('隔离词典');
    const entry = (await addEntry(dictionary.id, '机密', [])).body.data;
    for (const outsider of [app.enterpriseC, app.personB, app.adminPersonal]) {
      expect((await detail(outsider, dictionary.id)).statusCode).toBe(404);
      expect((await page(outsider)).statusCode).toBe(404);
      expect((await addEntry(dictionary.id, '渗透', [], outsider)).statusCode).toBe(404);
      const edit = await app.call(outsider, {
        method: 'POST',
        url: DICTIONARY_API.entryEdit,
        payload: { id: entry.id, value: '改名', synonyms: [] },
      });
      expect(edit.statusCode).toBe(404);
      const exported = await app.call(outsider, {
        method: 'GET',
        url: DICTIONARY_API.export,
        query: { dictionaryId: dictionary.id },
      });
      expect(exported.statusCode).toBe(404);
    }
  });
});

describe('what a client sends to the dictionary calls never becomes a 500', () => {
  it('answers random fields with an envelope and touches nothing foreign', async () => {
    const foreignProject = (await createProject(app, app.enterpriseC, '别人的词典项目')).id;
    const foreign = await app.call<DictionarySummary>(app.enterpriseC, {
      method: 'PUT',
      url: DICTIONARY_API.create,
      payload: { projectId: foreignProject, name: '别人的词典' },
    });
    const foreignId = foreign.body.data.id;
    const calls = Object.entries({
      GET: [
        DICTIONARY_API.page,
        DICTIONARY_API.detail,
        DICTIONARY_API.usage,
        DICTIONARY_API.entries,
        DICTIONARY_API.export,
      ],
      PUT: [DICTIONARY_API.create, DICTIONARY_API.enable, DICTIONARY_API.entryCreate],
      POST: [
        DICTIONARY_API.edit,
        DICTIONARY_API.entryEdit,
        DICTIONARY_API.entryRemove,
        DICTIONARY_API.import,
      ],
      DELETE: [DICTIONARY_API.remove],
    }).flatMap(([method, urls]) =>
      urls.map((url) => [method as 'GET' | 'PUT' | 'POST' | 'DELETE', url] as const),
    );
    const fieldNames = fc.constantFrom(
      'id',
      'projectId',
      'dictionaryId',
      'name',
      'description',
      'enabled',
      'value',
      'synonyms',
      'ids',
      'keyword',
      'format',
      'mode',
      'pageNo',
      'pageSize',
      'tag',
      '__proto__',
    );
    const value = fc.oneof(
      fc.constantFrom(foreignId, foreignProject, projectId, '%', '', 'xlsx'),
      fc.string(),
      fc.integer(),
      fc.boolean(),
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
              : await app.call(app.enterpriseA, { method, url, query, payload: JSON.stringify(fields) });
          expect(answer.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
    const [untouched] = await app.db.select().from(dictionaries).where(eq(dictionaries.id, foreignId));
    expect(untouched).toMatchObject({ name: '别人的词典', enabled: true });
  });
});
