import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QA_API,
  QA_MSG,
  type QaCategory,
  type QaCategoryList,
  type QaSuggestion,
} from '../../../src/shared/api/qa';
import { operationLog } from '../../db/schema';
import { addMember } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { contentFigures } from '../overview/figure-sources';
import { createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';
import { loggedEntries } from '../test-support/operation-log';
import { createdLibrary, qaClient } from './test-support/qa-fixtures';

let app: ManagerTestApp;
let qa: ReturnType<typeof qaClient>;
let projectId: string;
let member: Caller;
beforeAll(async () => {
  app = await createManagerTestApp();
  qa = qaClient(app);
  projectId = (await createProject(app, app.enterpriseA, '问答项目')).id;
  member = await addMember(app, '13800009201', { name: '问答测试角色', menuCodes: ['PROJECT', 'QA'] });
  await qa.share('PROJECT', projectId, member, 'EDIT');
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const categoryCall = (
  caller: Caller,
  method: 'PUT' | 'POST',
  url: string,
  payload: Record<string, unknown>,
) => app.call<QaCategory | null>(caller, { method, url, payload });
const createdCategory = async (libraryId: string, name: string, parentId?: string) =>
  (await categoryCall(app.enterpriseA, 'PUT', QA_API.categoryCreate, { libraryId, parentId, name })).body
    .data as QaCategory;
const categories = async (libraryId: string) =>
  (
    await app.call<QaCategoryList>(app.enterpriseA, {
      method: 'GET',
      url: QA_API.categories,
      query: { libraryId },
    })
  ).body.data;
const batch = (caller: Caller, libraryId: string, ids: string[], action: string, extra = {}) =>
  app.call<{ changed: number }>(caller, {
    method: 'POST',
    url: QA_API.pairBatch,
    payload: { libraryId, ids, action, ...extra },
  });

describe('Q&A libraries', () => {
  it('creates a library, refuses a second of the same name, renames, disables and deletes it', async () => {
    const library = await createdLibrary(app, projectId, '前台问答');
    expect(library).toMatchObject({ name: '前台问答', enabled: true, pairCount: 0, tags: [] });
    const again = await qa.createLibrary(app.enterpriseA, projectId, '前台问答');
    expect([again.statusCode, again.body.message]).toEqual([409, QA_MSG.libraryNameTaken]);
    const edited = await app.call(app.enterpriseA, {
      method: 'POST',
      url: QA_API.libraryEdit,
      payload: { id: library.id, name: '前台常见问题', description: '接待处' },
    });
    expect(edited.body.data).toMatchObject({ name: '前台常见问题', description: '接待处' });
    const disabled = await app.call(app.enterpriseA, {
      method: 'PUT',
      url: QA_API.libraryEnable,
      payload: { id: library.id, enabled: false },
    });
    expect(disabled.body.message).toBe(QA_MSG.libraryDisabled);
    expect((await qa.libraries(app.enterpriseA, projectId, { name: '常见' })).body.data.totalElements).toBe(
      1,
    );
    const removed = await app.call(app.enterpriseA, {
      method: 'DELETE',
      url: QA_API.libraryRemove,
      query: { id: library.id },
    });
    expect(removed.statusCode).toBe(200);
    expect((await qa.libraries(app.enterpriseA, projectId, { name: '常见' })).body.data.totalElements).toBe(
      0,
    );
    const actions = (await app.db.select().from(operationLog)).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['qa.library.create', 'qa.library.disable', 'qa.library.delete']),
    );
  });

  it('answers 400 in Chinese to bad library input', async () => {
    for (const [name, message] of [
      ['', '请输入问答库名称'],
      ['长'.repeat(31), '问答库名称不能超过30个字符'],
    ]) {
      const answer = await qa.createLibrary(app.enterpriseA, projectId, name);
      expect([answer.statusCode, answer.body.message]).toEqual([400, message]);
    }
  });
});

/** An answer with a variable the robot fills in (written out so it is not a template). */
const WITH_VARIABLE = `${'$'}{robotName}带您去：一楼东侧有洗手间`;

describe('categories and pairs', () => {
  it('keeps a category tree; deleting a category sends its pairs (and its children’s) to 未分类', async () => {
    const library = await createdLibrary(app, projectId, '分类库');
    const top = await createdCategory(library.id, '展馆服务');
    const child = await createdCategory(library.id, '票务', top.id);
    const twin = await categoryCall(app.enterpriseA, 'PUT', QA_API.categoryCreate, {
      libraryId: library.id,
      parentId: top.id,
      name: '票务',
    });
    expect([twin.statusCode, twin.body.message]).toEqual([409, QA_MSG.categoryNameTaken]);
    const slash = await categoryCall(app.enterpriseA, 'PUT', QA_API.categoryCreate, {
      libraryId: library.id,
      name: 'a/b',
    });
    expect(slash.body.message).toBe('分类名称不能包含“/”');
    const loop = await categoryCall(app.enterpriseA, 'POST', QA_API.categoryMove, {
      id: top.id,
      parentId: child.id,
    });
    expect([loop.statusCode, loop.body.message]).toEqual([409, QA_MSG.categoryIntoItself]);

    await qa.createPair(app.enterpriseA, library.id, { question: '门票多少钱', categoryId: child.id });
    await qa.createPair(app.enterpriseA, library.id, { question: '停车场在哪', categoryId: top.id });
    expect(
      (await qa.pairs(app.enterpriseA, library.id, { categoryId: top.id })).body.data.totalElements,
    ).toBe(2);
    expect(
      (await qa.pairs(app.enterpriseA, library.id, { categoryId: child.id })).body.data.totalElements,
    ).toBe(1);

    const removed = await app.call(app.enterpriseA, {
      method: 'DELETE',
      url: QA_API.categoryRemove,
      query: { id: top.id },
    });
    expect(removed.body.message).toBe(QA_MSG.categoryRemoved);
    const after = await categories(library.id);
    expect([after.categories.length, after.uncategorised, after.total]).toEqual([0, 2, 2]);
    expect(
      (await qa.pairs(app.enterpriseA, library.id, { categoryId: 'NONE' })).body.data.totalElements,
    ).toBe(2);
  });

  it('creates pairs with similar questions and answers, refuses duplicates and bad input, and searches everywhere', async () => {
    const library = await createdLibrary(app, projectId, '搜索库');
    const pair = await qa.createPair(app.enterpriseA, library.id, {
      question: '洗手间在哪里',
      similarQuestions: ['厕所怎么走', '卫生间在哪'],
      answers: [{ text: WITH_VARIABLE }],
      tags: ['设施'],
    });
    expect(pair.body.data).toMatchObject({ question: '洗手间在哪里', enabled: true, tags: ['设施'] });
    const read = await app.call(app.enterpriseA, {
      method: 'GET',
      url: QA_API.pairDetail,
      query: { id: pair.body.data.id },
    });
    expect(read.body.data).toEqual(pair.body.data);
    const foreign = await app.call(app.enterpriseC, {
      method: 'GET',
      url: QA_API.pairDetail,
      query: { id: pair.body.data.id },
    });
    expect([foreign.statusCode, foreign.body.message]).toEqual([404, QA_MSG.libraryNotFound]);
    expect(pair.body.data.answers[0]).toEqual({
      text: WITH_VARIABLE,
      media: null,
      page: null,
    });
    const twin = await qa.createPair(app.enterpriseA, library.id, { question: '洗手间在哪里' });
    expect([twin.statusCode, twin.body.message]).toEqual([409, QA_MSG.questionTaken]);
    for (const [fields, message] of [
      [{ question: '' }, '请输入标准问题'],
      [{ question: '问'.repeat(201) }, '问题不能超过200个字符'],
      [{ question: '空答案', answers: [] }, '请至少填写一个答案'],
      [{ question: '重复相似', similarQuestions: ['甲', '甲'] }, '相似问题重复'],
      [{ question: '自相似', similarQuestions: ['自相似'] }, '相似问题不能与标准问题相同'],
      [
        { question: '坏页面', answers: [{ text: '看', page: { homepageId: 'x', pageId: 'y' } }] },
        QA_MSG.pageNotFound,
      ],
      [{ question: '坏分类', categoryId: '00000000-0000-4000-8000-000000000000' }, QA_MSG.categoryNotFound],
    ] as const) {
      const answer = await qa.createPair(app.enterpriseA, library.id, fields);
      expect(answer.body.message, JSON.stringify(fields)).toBe(message);
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
    for (const keyword of ['洗手', '厕所', '东侧', '%']) {
      const found = (await qa.pairs(app.enterpriseA, library.id, { keyword })).body.data.totalElements;
      expect(found, keyword).toBe(keyword === '%' ? 0 : 1);
    }
    expect((await qa.pairs(app.enterpriseA, library.id, { tag: '设施' })).body.data.totalElements).toBe(1);
    expect((await qa.pairs(app.enterpriseA, library.id, { enabled: 'false' })).body.data.totalElements).toBe(
      0,
    );
  });

  it('suggests existing questions that look like what is typed (the keyword prompt)', async () => {
    const library = await createdLibrary(app, projectId, '提示库');
    const near = await qa.createPair(app.enterpriseA, library.id, {
      question: '展馆几点开门',
      similarQuestions: ['你们的开放时间是什么'],
    });
    await qa.createPair(app.enterpriseA, library.id, { question: '停车场收费吗' });
    const suggest = async (text: string, excludeId?: string) =>
      (
        await app.call<QaSuggestion[]>(app.enterpriseA, {
          method: 'GET',
          url: QA_API.pairSuggest,
          query: { libraryId: library.id, text, ...(excludeId ? { excludeId } : {}) },
        })
      ).body.data;
    expect((await suggest('展馆几点开门呀')).map((row) => row.question)).toEqual(['展馆几点开门']);
    const bySimilar = await suggest('开放时间是什么');
    expect(bySimilar[0]).toMatchObject({ question: '展馆几点开门', similar: '你们的开放时间是什么' });
    expect(await suggest('展馆几点开门', near.body.data.id)).toEqual([]);
    expect(await suggest('？！')).toEqual([]);
  });

  it('enables, moves, tags and deletes pairs in a batch; counts the enabled ones in the overview', async () => {
    const project = (await createProject(app, app.enterpriseA, '批量项目')).id;
    const library = await createdLibrary(app, project, '批量库');
    const ids = [];
    for (const question of ['一', '二', '三']) {
      ids.push((await qa.createPair(app.enterpriseA, library.id, { question, tags: ['旧'] })).body.data.id);
    }
    const target = (
      await categoryCall(app.enterpriseA, 'PUT', QA_API.categoryCreate, {
        libraryId: library.id,
        name: '目标',
      })
    ).body.data as QaCategory;
    expect((await batch(app.enterpriseA, library.id, ids.slice(0, 2), 'DISABLE')).body.data.changed).toBe(2);
    expect((await contentFigures(app.db, project)).qaPairs).toBe(1);
    await batch(app.enterpriseA, library.id, ids, 'MOVE', { categoryId: target.id });
    expect(
      (await qa.pairs(app.enterpriseA, library.id, { categoryId: target.id })).body.data.totalElements,
    ).toBe(3);
    await batch(app.enterpriseA, library.id, ids, 'TAG', { tags: ['新', '旧'] });
    expect((await qa.pairs(app.enterpriseA, library.id)).body.data.content.map((pair) => pair.tags)).toEqual([
      ['新', '旧'].sort(),
      ['新', '旧'].sort(),
      ['新', '旧'].sort(),
    ]);
    const crowded = await batch(app.enterpriseA, library.id, ids, 'TAG', {
      tags: ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛', '壬'],
    });
    expect(crowded.statusCode).toBe(400);
    expect(crowded.body.message).toMatch(/^问答「[一二三]」的标签将超过10个$/);
    const missingTarget = await batch(app.enterpriseA, library.id, ids, 'MOVE');
    expect(missingTarget.body.message).toBe('请选择目标分类');
    await batch(app.enterpriseA, library.id, ids.slice(2), 'DELETE');
    expect((await qa.pairs(app.enterpriseA, library.id)).body.data.totalElements).toBe(2);
    expect((await contentFigures(app.db, project)).qaPairs).toBe(0);
    const logged = await app.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.action, 'qa.pair.batch.move'));
    expect(logged).toHaveLength(1);
  });

  it('logs a pair edit (its category by name) and a category rename with what changed, before and after', async () => {
    const library = await createdLibrary(app, projectId, '日志库');
    const category = await createdCategory(library.id, '营业');
    const fields = { question: '几点开门', answers: [{ text: '九点' }], tags: ['服务'] };
    const pair = (await qa.createPair(app.enterpriseA, library.id, fields)).body.data;
    const payload = { ...fields, id: pair.id, question: '几点营业', categoryId: category.id };
    const edited = await app.call(app.enterpriseA, { method: 'POST', url: QA_API.pairEdit, payload });
    expect(edited.statusCode).toBe(200);
    const [edit] = await loggedEntries(app, 'qa.pair.edit');
    // Only what changed: the unchanged answers and tags, and the row's ids, stay out.
    expect(edit.detail).toHaveProperty('before', { question: '几点开门', category: null });
    expect(edit.detail).toHaveProperty('after', { question: '几点营业', category: '营业' });
    await categoryCall(app.enterpriseA, 'POST', QA_API.categoryRename, { id: category.id, name: '营业时间' });
    const [rename] = await loggedEntries(app, 'qa.category.rename');
    expect(rename.detail).toMatchObject({ before: { name: '营业' }, after: { name: '营业时间' } });
  });
});

describe('who may do what', () => {
  it('follows the QA flags for a colleague: nothing without a share, view, then edit without enable or delete', async () => {
    const library = await createdLibrary(app, projectId, '共享库');
    const pair = (await qa.createPair(app.enterpriseA, library.id, { question: '共享问题' })).body.data;
    expect((await qa.pairs(member, library.id)).statusCode).toBe(404);
    const refusedCreate = await qa.createLibrary(member, projectId, '同事的库');
    expect([refusedCreate.statusCode, refusedCreate.body.message]).toEqual([403, '您没有新建问答库的权限']);

    await qa.share('QA', library.id, member, 'VIEW');
    expect((await qa.pairs(member, library.id)).body.data.totalElements).toBe(1);
    const refusedEdit = await qa.createPair(member, library.id, { question: '同事加的' });
    expect([refusedEdit.statusCode, refusedEdit.body.message]).toEqual([
      403,
      '您没有编辑问答库「共享库」的权限',
    ]);
    expect((await batch(member, library.id, [pair.id], 'DISABLE')).statusCode).toBe(403);

    await qa.share('QA', library.id, member, 'EDIT');
    expect((await qa.createPair(member, library.id, { question: '同事加的' })).statusCode).toBe(200);
    const enable = await app.call(member, {
      method: 'PUT',
      url: QA_API.libraryEnable,
      payload: { id: library.id, enabled: false },
    });
    expect(enable.statusCode).toBe(403);
    const remove = await app.call(member, {
      method: 'DELETE',
      url: QA_API.libraryRemove,
      query: { id: library.id },
    });
    expect(remove.statusCode).toBe(403);
  });

  it('hides libraries, categories and pairs from other scopes and from members without the QA menu', async () => {
    const library = await createdLibrary(app, projectId, '隔离库');
    const pair = (await qa.createPair(app.enterpriseA, library.id, { question: '隔离问题' })).body.data;
    for (const outsider of [app.enterpriseC, app.personB, app.adminPersonal]) {
      expect((await qa.pairs(outsider, library.id)).statusCode).toBe(404);
      expect((await qa.libraries(outsider, projectId)).statusCode).toBe(404);
      const edit = await app.call(outsider, {
        method: 'POST',
        url: QA_API.pairEdit,
        payload: { id: pair.id, question: '改了', answers: [{ text: '改' }] },
      });
      expect(edit.statusCode).toBe(404);
      expect((await batch(outsider, library.id, [pair.id], 'DELETE')).statusCode).toBe(404);
    }
    const noMenu = await addMember(app, '13800009202', { name: '无问答菜单', menuCodes: ['PROJECT'] });
    await qa.share('PROJECT', projectId, noMenu, 'EDIT');
    await qa.share('QA', library.id, noMenu, 'EDIT');
    expect((await qa.pairs(noMenu, library.id)).statusCode).toBe(403);
    // Another library's pair id in a batch changes nothing.
    const other = await createdLibrary(app, projectId, '另一个库');
    expect((await batch(app.enterpriseA, other.id, [pair.id], 'DELETE')).body.data.changed).toBe(0);
  });
});

describe('what a client sends to the Q&A calls never becomes a 500', () => {
  it('answers random fields with an envelope', async () => {
    const library = await createdLibrary(app, projectId, '模糊库');
    const calls = Object.entries({
      GET: [
        QA_API.libraryPage,
        QA_API.libraryDetail,
        QA_API.categories,
        QA_API.pairPage,
        QA_API.pairSuggest,
        QA_API.screenPages,
      ],
      PUT: [QA_API.libraryCreate, QA_API.libraryEnable, QA_API.categoryCreate, QA_API.pairCreate],
      POST: [
        QA_API.libraryEdit,
        QA_API.categoryRename,
        QA_API.categoryMove,
        QA_API.pairEdit,
        QA_API.pairBatch,
      ],
      DELETE: [QA_API.libraryRemove, QA_API.categoryRemove],
    }).flatMap(([method, urls]) =>
      urls.map((url) => [method as 'GET' | 'PUT' | 'POST' | 'DELETE', url] as const),
    );
    const fieldNames = fc.constantFrom(
      'id',
      'projectId',
      'libraryId',
      'parentId',
      'categoryId',
      'name',
      'question',
      'similarQuestions',
      'answers',
      'tags',
      'ids',
      'action',
      'keyword',
      'text',
      'enabled',
      'pageNo',
      'pageSize',
      '__proto__',
    );
    const value = fc.oneof(
      fc.constantFrom(library.id, projectId, 'NONE', 'DELETE', '%', ''),
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.jsonValue({ maxDepth: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
        fc.dictionary(fieldNames, value, { maxKeys: 7 }),
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
              : await app.call(app.enterpriseA, {
                  method,
                  url,
                  payload: JSON.stringify(fields),
                  headers: { 'content-type': 'application/json' },
                });
          expect(answer.statusCode).toBeLessThan(500);
          expect(answer.body).toHaveProperty('status');
        },
      ),
      { numRuns: 200 },
    );
  });
});
