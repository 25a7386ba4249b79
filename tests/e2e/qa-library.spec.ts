import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { Envelope } from '../../src/shared/api/envelope';
import type { Page as ListPage } from '../../src/shared/api/paging';
import { PROJECT_API, type ProjectSummary } from '../../src/shared/api/projects';
import { QA_API, QA_MSG, type QaPair } from '../../src/shared/api/qa';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn, toast } from './support';

const SHOTS = process.env.E2E_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function apiHeaders(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('tk'));
  return { Authorization: `Bearer ${token}`, 'Is-Enterprise': 'true' };
}

async function createProject(page: Page, request: APIRequestContext, name: string): Promise<ProjectSummary> {
  const body = (await (
    await request.put(PROJECT_API.create, {
      headers: await apiHeaders(page),
      data: { name, description: '' },
    })
  ).json()) as Envelope<ProjectSummary>;
  expect(body.status, body.message).toBe(0);
  return body.data;
}

/** The library's pairs as the API gives them, comparable before and after a round trip. */
async function pairsOf(page: Page, request: APIRequestContext, libraryId: string) {
  const answer = await request.get(QA_API.pairPage, {
    headers: await apiHeaders(page),
    params: { libraryId, pageSize: 100 },
  });
  const body = (await answer.json()) as Envelope<ListPage<QaPair>>;
  return body.data.content
    .map(({ question, similarQuestions, answers, enabled, tags }) => ({
      question,
      similarQuestions,
      answers,
      enabled,
      tags,
    }))
    .sort((a, b) => a.question.localeCompare(b.question));
}

async function sheetOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('问答');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function rowsOfDownload(path: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    rows.push(
      Array.from((row.values as unknown[]).slice(1), (value) => (value == null ? '' : String(value))),
    );
  });
  return rows;
}

async function importFile(page: Page, file: { name: string; buffer: Buffer }, mode: '追加' | '覆盖') {
  await page.mouse.move(720, 600);
  await page.getByRole('button', { name: '导入' }).first().click();
  const dialog = page.getByRole('dialog', { name: '导入问答' });
  await dialog.getByRole('radio', { name: new RegExp(mode) }).check();
  await dialog.locator('input[type=file]').setInputFiles({
    name: file.name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file.buffer,
  });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  return dialog;
}

test('an operator builds a library: a pair with similar questions, an import refused for one bad row with its report, and an export that imports back unchanged', async ({
  page,
  request,
}) => {
  // Two imports, an export and a report download: more than the default minute on a shared machine.
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/home/);
  const project = await createProject(page, request, `问答项目${Date.now() % 100000}`);
  await page.goto(
    `/home/project-management/${encodeURIComponent(`${project.id}_${project.name}`)}/aq-library`,
  );

  await page.getByRole('button', { name: '新建问答库' }).first().click();
  const form = page.getByRole('dialog', { name: '新建问答库' });
  await form.getByLabel('名称').fill('前台问答');
  await form.getByRole('button', { name: /创\s?建/ }).click();
  await expect(toast(page, QA_MSG.libraryCreated).last()).toBeVisible();
  await expect(page.getByRole('heading', { name: '前台问答' })).toBeVisible();
  const libraryId = decodeURIComponent(page.url().split('/').pop() ?? '').split('_')[0];

  await page.getByRole('button', { name: '新增问答' }).click();
  const drawer = page.getByRole('dialog', { name: '新增问答' });
  await drawer.getByLabel('标准问题').fill('洗手间在哪里');
  for (const [index, text] of ['厕所怎么走', '卫生间在哪'].entries()) {
    await drawer.getByRole('button', { name: '添加相似问题' }).click();
    await drawer.getByRole('textbox', { name: `相似问题 ${index + 1}`, exact: true }).fill(text);
  }
  await drawer.getByRole('textbox', { name: '答案 1', exact: true }).fill('一楼东侧电梯旁就有洗手间。');
  await drawer.getByRole('button', { name: /保\s?存/ }).click();
  await expect(toast(page, QA_MSG.pairCreated).last()).toBeVisible();
  await page.getByLabel('搜索问答').fill('厕所');
  await expect(page.getByRole('button', { name: '洗手间在哪里' })).toBeVisible();
  await shoot(page, 'qa-library');

  const bad = await sheetOf([
    ['分类', '标准问题', '相似问题', '答案1', '启用', '标签'],
    ['展馆服务', '几点开门', '开门时间\n营业时间', '九点开门', '是', ''],
    ['展馆服务', '停车场在哪', '哪里停车', '', '是', ''],
  ]);
  const refused = await importFile(page, { name: '有错.xlsx', buffer: bad }, '追加');
  await expect(refused.getByText('1 行有误，未导入任何数据')).toBeVisible();
  await expect(refused.getByRole('cell', { name: '请至少填写一个答案' })).toBeVisible();
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    refused.getByRole('button', { name: '下载错误报告' }).click(),
  ]);
  const reportRows = await rowsOfDownload(await report.path());
  expect(reportRows[0].at(-1)).toBe('错误原因');
  expect(reportRows[1]).toEqual(expect.arrayContaining(['3', '停车场在哪', '请至少填写一个答案']));
  await shoot(page, 'qa-import-refused');
  await refused.getByRole('button', { name: /取\s?消/ }).click();
  expect(await pairsOf(page, request, libraryId)).toHaveLength(1);

  const good = await sheetOf([
    ['分类', '标准问题', '相似问题', '答案1', '答案2', '启用', '标签'],
    ['展馆服务/开放时间', '几点开门', '开门时间\n营业时间', '九点开门', '周一闭馆', '是', '高频'],
    ['展馆服务', '停车场在哪', '哪里停车', '地下一层', '', '否', ''],
  ]);
  const imported = await importFile(page, { name: '问答.xlsx', buffer: good }, '追加');
  await expect(imported.getByText('新增 2 条，更新 0 条')).toBeVisible();
  await imported.getByRole('button', { name: /完\s?成/ }).click();
  await expect(page.getByRole('tree').getByText('开放时间')).toBeVisible();

  const before = await pairsOf(page, request, libraryId);
  expect(before).toHaveLength(3);
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出' }).click(),
  ]);
  const again = await importFile(
    page,
    { name: '导出.xlsx', buffer: await readFile(await exported.path()) },
    '覆盖',
  );
  await page
    .getByRole('dialog', { name: '覆盖导入会清空问答库' })
    .getByRole('button', { name: '覆盖导入' })
    .click();
  await expect(again.getByText('新增 3 条，更新 0 条，覆盖前的 3 条已清除')).toBeVisible();
  await again.getByRole('button', { name: /完\s?成/ }).click();
  expect(await pairsOf(page, request, libraryId)).toEqual(before);
});
