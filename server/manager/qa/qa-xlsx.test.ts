import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QA_API,
  QA_IMPORT_LIMITS,
  QA_MSG,
  type QaCategoryList,
  type QaImportResult,
  type QaPair,
} from '../../../src/shared/api/qa';
import { inspectZip } from '../../imports/zip-guard';
import { multipart } from '../../media/test-support/multipart';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createHomepage, createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';
import { QA_IMPORT_REFUSALS } from './qa-sheet-reader';
import { createdLibrary, qaClient } from './test-support/qa-fixtures';
import { rowsOf, xlsxOf, zipBomb } from './test-support/qa-sheets';

let app: ManagerTestApp;
let qa: ReturnType<typeof qaClient>;
let projectId: string;
beforeAll(async () => {
  app = await createManagerTestApp();
  qa = qaClient(app);
  projectId = (await createProject(app, app.enterpriseA, '导入项目')).id;
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const HEADER = ['分类', '标准问题', '相似问题', '答案1', '答案2', '启用', '标签'];

const upload = (libraryId: string, file: Buffer, mode = 'append', caller: Caller = app.enterpriseA) =>
  app.call<QaImportResult>(caller, {
    method: 'POST',
    url: QA_API.importXlsx,
    query: { libraryId, mode },
    ...multipart([{ fileName: '问答.xlsx', bytes: file }]),
  });
const download = (url: string, query: Record<string, string>, caller: Caller = app.enterpriseA) =>
  app.app.inject({ method: 'GET', url, query, headers: caller.headers });

/** What a library holds, comparable between two libraries: pairs by question, with category paths. */
async function contents(libraryId: string) {
  const list = (
    await app.call<QaCategoryList>(app.enterpriseA, {
      method: 'GET',
      url: QA_API.categories,
      query: { libraryId },
    })
  ).body.data;
  const byId = new Map(list.categories.map((category) => [category.id, category]));
  const pathOf = (id: string | null): string => {
    const category = id ? byId.get(id) : undefined;
    return category ? [pathOf(category.parentId), category.name].filter(Boolean).join('/') : '';
  };
  const pairs = (await qa.pairs(app.enterpriseA, libraryId)).body.data.content;
  return {
    categories: list.categories.map((category) => pathOf(category.id)).sort(),
    pairs: pairs
      .map(
        ({
          id: _id,
          libraryId: _library,
          updatedAt: _at,
          updatedByName: _by,
          categoryId,
          ...pair
        }: QaPair) => ({
          ...pair,
          category: pathOf(categoryId),
        }),
      )
      .sort((a, b) => a.question.localeCompare(b.question)),
  };
}

describe('xlsx import', () => {
  it('offers a template that imports as it is', async () => {
    const template = await download(QA_API.template, {});
    expect(template.headers['content-type']).toContain('spreadsheetml');
    const rows = await rowsOf(template.rawPayload);
    expect(rows[0]).toEqual(HEADER);
    const library = await createdLibrary(app, projectId, '模板库');
    const imported = await upload(library.id, template.rawPayload);
    expect(imported.body.data).toEqual({ outcome: 'IMPORTED', inserted: 1, updated: 0, removed: 0 });
  });

  it('appends new questions, updates known ones and builds the category paths', async () => {
    const library = await createdLibrary(app, projectId, '追加库');
    await qa.createPair(app.enterpriseA, library.id, { question: '几点开门', answers: [{ text: '旧答案' }] });
    const file = await xlsxOf([
      HEADER,
      ['展馆服务/开放时间', '几点开门', '开门时间\n营业时间', '九点开门', '', '是', '时间'],
      ['展馆服务/票务', '门票多少钱', '票价', '免费参观', '凭身份证领票', '否', '票务\n常见'],
      ['', '有WiFi吗', '', '有，名称 Museum-Free', '', '', ''],
    ]);
    const imported = await upload(library.id, file);
    expect(imported.body.data).toEqual({ outcome: 'IMPORTED', inserted: 2, updated: 1, removed: 0 });
    expect(imported.body.message).toBe('导入完成：新增 2 条，更新 1 条');
    const { categories, pairs } = await contents(library.id);
    expect(categories).toEqual(['展馆服务', '展馆服务/开放时间', '展馆服务/票务']);
    expect(pairs.find((pair) => pair.question === '几点开门')).toMatchObject({
      category: '展馆服务/开放时间',
      similarQuestions: ['开门时间', '营业时间'],
      answers: [{ text: '九点开门', media: null, page: null }],
    });
    expect(pairs.find((pair) => pair.question === '门票多少钱')).toMatchObject({
      enabled: false,
      tags: ['票务', '常见'],
      answers: [{ text: '免费参观' }, { text: '凭身份证领票' }],
    });
  });

  it('writes nothing when one row is bad, and hands the importer a report of that row', async () => {
    const library = await createdLibrary(app, projectId, '坏行库');
    const file = await xlsxOf([
      HEADER,
      ['', '好问题一', '', '好答案', '', '是', ''],
      ['', '', '没有标准问题', '答案', '', '是', ''],
      ['', '好问题二', '', '好答案', '', '也许', ''],
      ['', '好问题一', '', '重复', '', '', ''],
    ]);
    const refused = await upload(library.id, file);
    expect(refused.statusCode).toBe(200);
    const result = refused.body.data;
    if (result.outcome !== 'REFUSED') throw new Error('expected a refusal');
    expect(result.errorCount).toBe(3);
    expect(result.errors).toEqual([
      { row: 3, reason: '请输入标准问题' },
      { row: 4, reason: '启用：请填写“是”或“否”' },
      { row: 5, reason: '标准问题与第 2 行重复' },
    ]);
    expect((await qa.pairs(app.enterpriseA, library.id)).body.data.totalElements).toBe(0);
    const report = await download(QA_API.importReport, { id: result.reportId });
    expect(report.statusCode).toBe(200);
    const rows = await rowsOf(report.rawPayload);
    expect(rows[0]).toEqual(['行号', ...HEADER, '错误原因']);
    expect(rows.slice(1).map((row) => [row[0], row[2], row.at(-1)])).toEqual([
      ['3', '', '请输入标准问题'],
      ['4', '好问题二', '启用：请填写“是”或“否”'],
      ['5', '好问题一', '标准问题与第 2 行重复'],
    ]);
    const stranger = await download(QA_API.importReport, { id: result.reportId }, app.enterpriseC);
    expect(stranger.statusCode).toBe(404);
    const unknown = await download(QA_API.importReport, { id: 'no-such-report' });
    expect(unknown.json().message).toBe(QA_MSG.reportNotFound);
  });

  it('exports a library that an overwrite import brings back unchanged, media and pages included', async () => {
    const homepage = await createHomepage(app, app.enterpriseA, projectId);
    const page = homepage.document.pages[0];
    const source = await createdLibrary(app, projectId, '导出库');
    await qa.createPair(app.enterpriseA, source.id, {
      question: '展品介绍',
      similarQuestions: ['讲讲展品', '有什么展品'],
      answers: [
        { text: '镇馆之宝是青铜器', media: { kind: 'image', url: '/file/a.png', name: '青铜器.png' } },
        { text: '请看屏幕', page: { homepageId: homepage.id, pageId: page.id } },
      ],
      tags: ['展品', '导览'],
      enabled: false,
    });
    await qa.createPair(app.enterpriseA, source.id, {
      question: '单行答案',
      answers: [{ text: '第一行\n第二行' }],
    });
    const exported = await download(QA_API.exportXlsx, { libraryId: source.id });
    expect(exported.headers['content-disposition']).toContain(encodeURIComponent('导出库'));
    const copy = await createdLibrary(app, projectId, '导入副本');
    await qa.createPair(app.enterpriseA, copy.id, { question: '会被覆盖' });
    const imported = await upload(copy.id, exported.rawPayload, 'overwrite');
    expect(imported.body.data).toEqual({ outcome: 'IMPORTED', inserted: 2, updated: 0, removed: 1 });
    expect(await contents(copy.id)).toEqual(await contents(source.id));
  });
});

describe('xlsx files that are not what they claim', () => {
  it('refuses corrupt files, wrong columns, empty sheets and too many rows in Chinese, never 500', async () => {
    const library = await createdLibrary(app, projectId, '拒收库');
    const good = await xlsxOf([HEADER, ['', '问', '', '答', '', '', '']]);
    const cases: [Buffer, string][] = [
      [Buffer.from('这不是表格'), QA_IMPORT_REFUSALS.notXlsx],
      [good.subarray(0, good.length / 2), QA_IMPORT_REFUSALS.notXlsx],
      [
        Buffer.concat([good.subarray(0, 2000), Buffer.alloc(500, 7), good.subarray(2500)]),
        QA_IMPORT_REFUSALS.notXlsx,
      ],
      [await xlsxOf([['问题', '回答']]), '表头「问题」无法识别，请使用下载的模板'],
      [await xlsxOf([['分类', '答案1']]), '缺少「标准问题」列，请使用下载的模板'],
      [await xlsxOf([['标准问题', '相似问题']]), '缺少「答案1」等答案列，请使用下载的模板'],
      [await xlsxOf([]), QA_IMPORT_REFUSALS.noRows],
    ];
    for (const [file, message] of cases) {
      const answer = await upload(library.id, file);
      expect([answer.statusCode, answer.body.message]).toEqual([400, message]);
    }
    const many = await xlsxOf([
      HEADER,
      ...Array.from({ length: QA_IMPORT_LIMITS.rows + 1 }, (_, i) => ['', `问${i}`, '', '答']),
    ]);
    const tooMany = await upload(library.id, many);
    expect([tooMany.statusCode, tooMany.body.message]).toEqual([400, QA_IMPORT_REFUSALS.tooManyRows]);
    expect((await qa.pairs(app.enterpriseA, library.id)).body.data.totalElements).toBe(0);
  }, 60_000);

  it('refuses a file over the upload limit and a zip bomb before inflating it whole', async () => {
    const library = await createdLibrary(app, projectId, '炸弹库');
    const huge = await upload(library.id, Buffer.alloc(QA_IMPORT_LIMITS.fileBytes + 1, 1));
    expect([huge.statusCode, huge.body.message]).toEqual([413, QA_IMPORT_REFUSALS.tooLarge]);
    const bomb = zipBomb(QA_IMPORT_LIMITS.inflatedBytes + 1024 * 1024);
    expect(bomb.length).toBeLessThan(QA_IMPORT_LIMITS.fileBytes / 10);
    const answer = await upload(library.id, bomb);
    expect([answer.statusCode, answer.body.message]).toEqual([400, QA_IMPORT_REFUSALS.inflated]);
  });

  it('counts inflated bytes against the budget, whatever the headers claim', async () => {
    const good = await xlsxOf([HEADER]);
    expect(inspectZip(good, 100 * 1024 * 1024).ok).toBe(true);
    expect(inspectZip(good, 1000)).toEqual({ ok: false, refusal: 'TOO_LARGE_INFLATED' });
    const lying = zipBomb(50_000);
    lying.writeUInt32LE(10, lying.length - 22 - 46 - 15 + 24); // the central record says 10 bytes
    expect(inspectZip(lying, 20_000)).toEqual({ ok: false, refusal: 'TOO_LARGE_INFLATED' });
  });

  it('needs editAuth to import and accessAuth to export', async () => {
    const library = await createdLibrary(app, projectId, '权限库');
    const file = await xlsxOf([HEADER, ['', '问', '', '答', '', '', '']]);
    expect((await upload(library.id, file, 'append', app.enterpriseC)).statusCode).toBe(404);
    expect((await download(QA_API.exportXlsx, { libraryId: library.id }, app.enterpriseC)).statusCode).toBe(
      404,
    );
    const badMode = await upload(library.id, file, 'merge');
    expect([badMode.statusCode, badMode.body.message]).toEqual([400, '请选择导入方式']);
    const noFile = await app.call(app.enterpriseA, {
      method: 'POST',
      url: QA_API.importXlsx,
      query: { libraryId: library.id, mode: 'append' },
    });
    expect(noFile.statusCode).toBe(400);
  });
});
