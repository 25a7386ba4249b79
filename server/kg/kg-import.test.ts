import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONCEPT_SHEETS,
  type ConceptTree,
  ENTITY_SHEETS,
  type EntityPage,
  type ImportRefusal,
  type ImportResult,
  KG_API,
} from '../../src/shared/api/knowledge-graph';
import { createProject } from '../manager/test-support/fixtures';
import {
  type Caller,
  createManagerTestApp,
  type ManagerTestApp,
} from '../manager/test-support/manager-test-app';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { kgCalls, succeeded } from './test-support/kg-fixtures';
import { sheetsOf, uploadOf, workbookBytes, zipBombOf } from './test-support/workbook-files';

let app: ManagerTestApp;
let kg: ReturnType<typeof kgCalls>;
let baseId: string;
beforeAll(async () => {
  app = await createManagerTestApp();
  kg = kgCalls(app);
  const projectId = (await createProject(app, app.enterpriseA, '导入项目')).id;
  baseId = (await kg.createBase(app.enterpriseA, projectId, '导入图谱')).id;
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const upload = (url: string, bytes: Uint8Array, caller: Caller = app.enterpriseA, kgBaseId = baseId) => {
  const { payload, headers } = uploadOf(bytes);
  return app.call<ImportResult | ImportRefusal>(caller, {
    method: 'POST',
    url,
    query: { kgBaseId },
    payload,
    headers,
  });
};
/** A download: the workbook's bytes (the answer is a file, not the envelope). */
const get = async (url: string, query: Record<string, string> = {}, caller: Caller = app.enterpriseA) => {
  const response = await app.app.inject({ method: 'GET', url, query, headers: caller.headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  return response.rawPayload;
};
const conceptNames = async () =>
  succeeded(
    await app.call<ConceptTree>(app.enterpriseA, {
      method: 'GET',
      url: KG_API.concepts,
      query: { kgBaseId: baseId },
    }),
    'tree',
  ).conceptLevels.map((level) => level.name);
const entityCount = async () =>
  succeeded(
    await app.call<EntityPage>(app.enterpriseA, {
      method: 'GET',
      url: KG_API.entities,
      query: { kgBaseId: baseId },
    }),
    'page',
  ).totalElements;

describe('concept and entity import and export', () => {
  it('imports the templates, exports them, and re-imports the export unchanged', async () => {
    const conceptTemplate = await get(KG_API.conceptTemplate);
    expect(Object.keys(await sheetsOf(conceptTemplate))).toEqual(['概念', '属性', '关系', '说明']);
    const concepts = await upload(KG_API.conceptImportAppend, conceptTemplate);
    expect(concepts.body.data).toMatchObject({ mode: 'append', concepts: 4, attributes: 5, relations: 2 });
    const entities = await upload(KG_API.entityImportAppend, await get(KG_API.entityTemplate));
    expect(entities.body.data).toMatchObject({ entities: 4, values: 4, entityRelations: 2 });

    const conceptExport = await get(KG_API.conceptExport, { kgBaseId: baseId });
    const entityExport = await get(KG_API.entityExport, { kgBaseId: baseId });
    const before = await sheetsOf(entityExport);
    expect(before.属性值).toContainEqual(['展品', '水运仪象台', '所在展厅', '古代科技厅']);
    expect((await upload(KG_API.conceptImportOverwrite, conceptExport)).statusCode).toBe(200);
    expect((await upload(KG_API.entityImportOverwrite, entityExport)).statusCode).toBe(200);
    expect(await sheetsOf(await get(KG_API.entityExport, { kgBaseId: baseId }))).toEqual(before);
    expect(await sheetsOf(await get(KG_API.conceptExport, { kgBaseId: baseId }))).toEqual(
      await sheetsOf(conceptExport),
    );
  });

  it('refuses a file with wrong rows whole, naming each row, with a downloadable report', async () => {
    const count = await entityCount();
    const bad = await workbookBytes({
      [ENTITY_SHEETS.entities.name]: [
        [...ENTITY_SHEETS.entities.columns],
        ['展品', '新展品', '', ''],
        ['不存在的概念', '某物', '', ''],
        ['展品', '', '', ''],
      ],
      [ENTITY_SHEETS.values.name]: [
        [...ENTITY_SHEETS.values.columns],
        ['展馆', '星河科技馆', '门票价格', '免费'],
        ['展品', '新展品', '所在展厅', '不存在的展厅'],
        ['展品', '新展品', '重量', '3'],
      ],
    });
    const refused = await upload(KG_API.entityImportAppend, bad);
    expect(refused.statusCode).toBe(400);
    const refusal = refused.body.data as ImportRefusal;
    expect(refusal.errorCount).toBe(5);
    expect(refusal.errors.map((error) => [error.sheet, error.row, error.column])).toEqual([
      ['实体', 3, '概念名称'],
      ['实体', 4, '实体名称'],
      ['属性值', 2, '属性值'],
      ['属性值', 3, '属性值'],
      ['属性值', 4, '属性名称'],
    ]);
    expect(refusal.errors[2].message).toContain('请输入数字');
    expect(await entityCount()).toBe(count);
    const report = await sheetsOf(await get(KG_API.importReport(refusal.reportId as string)));
    expect(report.错误报告[0]).toEqual(['工作表', '行号', '列', '错误说明']);
    expect(report.错误报告).toHaveLength(6);
    // A report is its importer's only.
    const other = await app.app.inject({
      method: 'GET',
      url: KG_API.importReport(refusal.reportId as string),
      headers: app.enterpriseC.headers,
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses cycles, corrupt files, old .xls, zip bombs, huge files and wrong columns with clear messages', async () => {
    const cyclic = await workbookBytes({
      [CONCEPT_SHEETS.concepts.name]: [
        [...CONCEPT_SHEETS.concepts.columns],
        ['甲', '乙', ''],
        ['乙', '甲', ''],
      ],
    });
    const cycle = await upload(KG_API.conceptImportAppend, cyclic);
    expect((cycle.body.data as ImportRefusal).errors[0].message).toBe('上级概念形成了循环');
    const before = await conceptNames();
    const refusals: [Uint8Array, number, string][] = [
      [
        Buffer.from('这不是一个工作簿，只是一些文字。'.repeat(10)),
        400,
        '文件不是有效的 Excel 工作簿（.xlsx），可能已损坏',
      ],
      [
        Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]),
        400,
        '请将文件另存为 .xlsx（Excel 2007 及以上版本）后再导入',
      ],
      [zipBombOf(cyclic), 413, '文件解压后过大，已拒绝导入（可能是压缩炸弹）'],
      [Buffer.alloc(21 * 1024 * 1024, 1), 413, '文件大小超出限制（最大 20 MB）'],
      [
        await workbookBytes({ [CONCEPT_SHEETS.concepts.name]: [['名称', '父级']] }),
        400,
        '工作表「概念」的第一行应为列名：概念名称、上级概念、描述',
      ],
      [await workbookBytes({ Sheet1: [['a']] }), 400, '缺少工作表「概念」'],
    ];
    for (const [bytes, status, message] of refusals) {
      const answer = await upload(KG_API.conceptImportOverwrite, bytes);
      expect([answer.statusCode, answer.body.message]).toEqual([status, message]);
    }
    expect(await conceptNames()).toEqual(before);
  });

  it('imports only into bases the caller may edit', async () => {
    const template = await get(KG_API.conceptTemplate);
    expect((await upload(KG_API.conceptImportAppend, template, app.enterpriseC)).statusCode).toBe(404);
    expect(
      (await upload(KG_API.conceptImportAppend, template, app.enterpriseA, 'not-an-id')).statusCode,
    ).toBe(404);
    const noFile = await app.call(app.enterpriseA, {
      method: 'POST',
      url: KG_API.conceptImportAppend,
      query: { kgBaseId: baseId },
    });
    expect(noFile.statusCode).toBe(400);
    const foreign = await app.app.inject({
      method: 'GET',
      url: KG_API.entityExport,
      query: { kgBaseId: baseId },
      headers: app.enterpriseC.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
