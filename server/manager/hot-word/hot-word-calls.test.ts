import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOT_WORD_API,
  HOT_WORD_FILE_MAX_BYTES,
  HOT_WORD_MSG,
  type HotWord,
  type HotWordFile,
  type HotWordListSummary,
} from '../../../src/shared/api/hot-words';
import type { Page } from '../../../src/shared/api/paging';
import { RESOURCE_API } from '../../../src/shared/api/resource-permissions';
import { MSG } from '../../../src/shared/messages';
import { multipart } from '../../media/test-support/multipart';
import { addMember } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

let app: ManagerTestApp;
let projectId: string;
let member: Caller;
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '热词项目')).id;
  member = await addMember(app, '13800009401', { name: '热词测试角色', menuCodes: ['PROJECT', 'BUTTOM'] });
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

const createList = async (name: string) =>
  (
    await app.call<HotWordListSummary>(app.enterpriseA, {
      method: 'PUT',
      url: HOT_WORD_API.create,
      payload: { projectId, name },
    })
  ).body.data;
const text = (value: string) => new TextEncoder().encode(value);
const upload = (caller: Caller, listId: string, fileName: string, bytes: Uint8Array) =>
  app.call<HotWordFile>(caller, {
    method: 'POST',
    url: `${HOT_WORD_API.upload}?listId=${listId}`,
    ...multipart([{ fileName, bytes, type: 'text/plain' }]),
  });
const replace = (caller: Caller, id: string, fileName: string, bytes: Uint8Array) =>
  app.call<HotWordFile>(caller, {
    method: 'POST',
    url: `${HOT_WORD_API.replace}?id=${id}`,
    ...multipart([{ fileName, bytes, type: 'text/plain' }]),
  });
const words = (caller: Caller, id: string, keyword = '') =>
  app.call<Page<HotWord>>(caller, { method: 'GET', url: HOT_WORD_API.words, query: { id, keyword } });
const files = (caller: Caller, listId: string) =>
  app.call<Page<HotWordFile>>(caller, { method: 'GET', url: HOT_WORD_API.files, query: { listId } });

describe('hot word lists and their files', () => {
  it('uploads a word file, counts its words, searches them, downloads, replaces and deletes it', async () => {
    const list = await createList('展馆热词');
    const uploaded = await upload(
      app.enterpriseA,
      list.id,
      '展区.txt',
      text('科技馆\n机器人展区 5\n天文台\n科技馆\n'),
    );
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.body.message).toBe(MSG.uploadOk);
    expect(uploaded.body.data).toMatchObject({ name: '展区.txt', wordCount: 3, skippedCount: 1 });
    const fileId = uploaded.body.data.id;

    const found = (await words(app.enterpriseA, fileId, '展区')).body.data;
    expect(found).toMatchObject({ totalElements: 1, content: [{ word: '机器人展区', weight: 5 }] });
    const downloaded = await app.app.inject({
      method: 'GET',
      url: HOT_WORD_API.download,
      query: { id: fileId },
      headers: app.enterpriseA.headers,
    });
    expect(downloaded.body).toBe('科技馆\n机器人展区 5\n天文台\n科技馆\n');
    expect(downloaded.headers['content-disposition']).toContain(encodeURIComponent('展区.txt'));

    const again = await upload(app.enterpriseA, list.id, '展区.txt', text('别的词\n'));
    expect([again.statusCode, again.body.message]).toEqual([409, MSG.fileExists]);
    const copy = await upload(
      app.enterpriseA,
      list.id,
      '副本.txt',
      text('科技馆\n机器人展区 5\n天文台\n科技馆\n'),
    );
    expect([copy.statusCode, copy.body.message]).toEqual([409, MSG.fileExists]);
    const replaced = await replace(app.enterpriseA, fileId, '新展区.txt', text('量子计算\n人工智能\n'));
    expect(replaced.body.data).toMatchObject({ id: fileId, name: '展区.txt', wordCount: 2 });
    expect((await words(app.enterpriseA, fileId)).body.data.content.map((entry) => entry.word)).toEqual([
      '量子计算',
      '人工智能',
    ]);
    const [summary] = (
      await app.call<Page<HotWordListSummary>>(app.enterpriseA, {
        method: 'GET',
        url: HOT_WORD_API.page,
        query: { projectId, name: '展馆' },
      })
    ).body.data.content;
    expect(summary).toMatchObject({ fileCount: 1, wordCount: 2 });

    const removed = await app.call(app.enterpriseA, {
      method: 'DELETE',
      url: HOT_WORD_API.removeFile,
      query: { id: fileId },
    });
    expect(removed.statusCode).toBe(200);
    expect((await files(app.enterpriseA, list.id)).body.data.totalElements).toBe(0);
  });

  it('refuses a wrong type, an empty file and a file over 2 MB with the spec’s messages', async () => {
    const list = await createList('上传规则');
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    for (const [fileName, bytes, status, message] of [
      ['words.csv', text('科技馆\n'), 400, MSG.fileTypeWrong],
      ['picture.txt', png, 400, MSG.fileTypeWrong],
      ['gbk.txt', Uint8Array.from([0xbf, 0xc6, 0xbc, 0xbc]), 400, MSG.fileTypeWrong],
      ['empty.txt', new Uint8Array(), 400, MSG.fileTypeWrong],
      ['blank.txt', text('\n  \n# 注释\n'), 400, HOT_WORD_MSG.noWords],
      ['huge.txt', new Uint8Array(HOT_WORD_FILE_MAX_BYTES + 1).fill(0x61), 413, MSG.fileTooLarge],
    ] as const) {
      const answer = await upload(app.enterpriseA, list.id, fileName, bytes);
      expect([answer.statusCode, answer.body.message], fileName).toEqual([status, message]);
    }
    const noFile = await app.call(app.enterpriseA, {
      method: 'POST',
      url: `${HOT_WORD_API.upload}?listId=${list.id}`,
    });
    expect(noFile.statusCode).toBe(400);
    expect((await files(app.enterpriseA, list.id)).body.data.totalElements).toBe(0);
  });

  it('follows the BUTTOM flags on the list for its files, and hides them from other scopes', async () => {
    const list = await createList('共享热词');
    const fileId = (await upload(app.enterpriseA, list.id, 'a.txt', text('词一\n'))).body.data.id;
    expect((await words(member, fileId)).statusCode).toBe(404);
    await share('BUTTOM', list.id, member, 'VIEW');
    expect((await words(member, fileId)).body.data.totalElements).toBe(1);
    const refused = await upload(member, list.id, 'b.txt', text('词二\n'));
    expect([refused.statusCode, refused.body.message]).toEqual([
      403,
      '您没有编辑个性化设置「共享热词」的权限',
    ]);
    expect((await replace(member, fileId, 'a.txt', text('词三\n'))).statusCode).toBe(403);
    await share('BUTTOM', list.id, member, 'EDIT');
    expect((await upload(member, list.id, 'b.txt', text('词二\n'))).statusCode).toBe(200);
    for (const outsider of [app.enterpriseC, app.personB, app.adminPersonal]) {
      expect((await words(outsider, fileId)).statusCode).toBe(404);
      expect((await files(outsider, list.id)).statusCode).toBe(404);
      expect((await upload(outsider, list.id, 'c.txt', text('词\n'))).statusCode).toBe(404);
    }
    const removed = await app.call(app.enterpriseA, {
      method: 'DELETE',
      url: HOT_WORD_API.remove,
      query: { id: list.id },
    });
    expect(removed.statusCode).toBe(200);
    expect((await words(app.enterpriseA, fileId)).statusCode).toBe(404);
  });

  // The download answers the file itself, not an envelope: it is checked in the first test.
  it('never answers 500 to what a client sends', async () => {
    const list = await createList('模糊测试');
    const fileId = (await upload(app.enterpriseA, list.id, 'a.txt', text('词一\n'))).body.data.id;
    const calls = [
      ['GET', HOT_WORD_API.page],
      ['GET', HOT_WORD_API.files],
      ['GET', HOT_WORD_API.words],
      ['PUT', HOT_WORD_API.create],
      ['POST', HOT_WORD_API.edit],
      ['PUT', HOT_WORD_API.enable],
      ['POST', HOT_WORD_API.upload],
    ] as const;
    const value = fc.oneof(
      fc.constantFrom(list.id, fileId, projectId, '%', ''),
      fc.string(),
      fc.integer(),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const fields = fc.dictionary(
      fc.constantFrom('id', 'listId', 'projectId', 'name', 'keyword', 'enabled', 'pageNo', 'pageSize'),
      value,
      { maxKeys: 5 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), fields, async ([method, url], sent) => {
        const query = Object.fromEntries(
          Object.entries(sent).map(([key, field]) => [
            key,
            typeof field === 'string' ? field : JSON.stringify(field),
          ]),
        );
        const answer =
          method === 'GET'
            ? await app.call(app.enterpriseA, { method, url, query })
            : await app.call(app.enterpriseA, { method, url, query, payload: JSON.stringify(sent) });
        expect(answer.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
