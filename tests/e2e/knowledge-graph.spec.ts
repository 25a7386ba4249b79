import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { Envelope } from '../../src/shared/api/envelope';
import { KG_MSG } from '../../src/shared/api/knowledge-graph';
import { PROJECT_API, type ProjectSummary } from '../../src/shared/api/projects';
import { MSG } from '../../src/shared/messages';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn, toast } from './support';

const SHOTS = process.env.E2E_SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function createProject(page: Page, request: APIRequestContext, name: string): Promise<ProjectSummary> {
  const token = await page.evaluate(() => localStorage.getItem('tk'));
  const headers = { Authorization: `Bearer ${token}`, 'Is-Enterprise': 'true' };
  const body = (await (
    await request.put(PROJECT_API.create, { headers, data: { name, description: '' } })
  ).json()) as Envelope<ProjectSummary>;
  expect(body.status, body.message).toBe(0);
  return body.data;
}

/** 新建概念 or 编辑概念 drawer; attributes and relations are added row by row. */
async function createConcept(
  page: Page,
  name: string,
  extra: { attribute?: [string, string]; relation?: [string, string] } = {},
) {
  await page.getByRole('button', { name: '新建概念' }).click();
  const drawer = page.getByRole('dialog', { name: '新建概念' });
  await drawer.getByLabel('概念名称').fill(name);
  if (extra.attribute) {
    await drawer.getByRole('button', { name: '添加属性' }).click();
    await drawer.getByLabel('属性名称').fill(extra.attribute[0]);
    await drawer.getByLabel('数据类型').click();
    await page.locator('.ant-select-item-option').filter({ hasText: extra.attribute[1] }).click();
  }
  if (extra.relation) {
    await drawer.getByRole('button', { name: '添加关系' }).click();
    await drawer.getByLabel('关系名称').fill(extra.relation[0]);
    await drawer.getByLabel('目标概念').click();
    await page.locator('.ant-select-item-option').filter({ hasText: extra.relation[1] }).click();
  }
  await drawer.getByRole('button', { name: /创\s?建/ }).click();
  await expect(toast(page, '概念已创建').last()).toBeVisible();
}

/** An option of an antd Segmented control (its radio input is visually hidden). */
const segment = (scope: Page | Locator, label: string) =>
  scope.locator('.ant-segmented-item').filter({ hasText: new RegExp(`^${label}$`) });

const treeNode = (page: Page, name: string) =>
  page.getByRole('tree', { name: '概念树' }).locator('.ant-tree-title').getByText(name, { exact: true });

test('an operator builds a small graph, sees it, asks the query test and round-trips the entities through xlsx', async ({
  page,
  request,
}) => {
  test.setTimeout(200_000);
  // The entity guides are not what this test is about; the concept guide shows once and is skipped.
  await page.addInitScript(() => {
    for (const flag of [
      'tConceptCreateFlag',
      'tConceptModifyFlag',
      'tEntityFlag',
      'tEntityCreateFlag',
      'tEntityModifyFlag',
    ]) {
      if (localStorage.getItem(flag) === null) localStorage.setItem(flag, 'false');
    }
  });
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  const projectName = `图谱测试${Date.now().toString().slice(-6)}`;
  const project = await createProject(page, request, projectName);
  await page.goto(
    `/home/project-management/${project.id}_${encodeURIComponent(projectName)}/knowledge-graph`,
  );
  await expect(page.getByText(MSG.emptyRobotPlanet)).toBeVisible({ timeout: 30_000 });

  // A new base opens on its own page.
  await page.getByRole('button', { name: '新建知识图谱' }).first().click();
  await page.getByRole('dialog', { name: '新建知识图谱' }).getByLabel('知识图谱名称').fill('景点图谱');
  await page
    .getByRole('dialog', { name: '新建知识图谱' })
    .getByRole('button', { name: /创\s?建/ })
    .click();
  await expect(page.getByRole('heading', { name: '景点图谱' })).toBeVisible();
  await expect(page.getByText('未构建')).toBeVisible();

  // The first visit's concept guide, skipped, is remembered under its spec name.
  await page.getByRole('button', { name: '跳过' }).click();
  expect(await page.evaluate(() => localStorage.getItem('tConceptFlag'))).toBe('false');

  await createConcept(page, '城市');
  await createConcept(page, '景点', { attribute: ['门票价格', '数字'], relation: ['位于', '城市'] });
  await expect(page.getByRole('table', { name: '属性' })).toContainText('门票价格');
  await expect(page.getByRole('table', { name: '关系' })).toContainText('城市');
  await shoot(page, 'kg-concepts');

  // Entities: a city, then a sight with a checked value and a relation to the city.
  await segment(page, '实体').click();
  await treeNode(page, '城市').click();
  await page.getByRole('button', { name: '新建实体' }).click();
  await page
    .getByRole('dialog', { name: /新建实体/ })
    .getByLabel('实体名称')
    .fill('北京');
  await page
    .getByRole('dialog', { name: /新建实体/ })
    .getByRole('button', { name: /创\s?建/ })
    .click();
  await expect(toast(page, '实体「北京」已创建')).toBeVisible();

  await treeNode(page, '景点').click();
  await page.getByRole('button', { name: '新建实体' }).click();
  const drawer = page.getByRole('dialog', { name: /新建实体/ });
  await drawer.getByLabel('实体名称').fill('故宫');
  await drawer.getByLabel('门票价格（数字）').fill('六十');
  await drawer.getByRole('button', { name: /创\s?建/ }).click();
  await expect(drawer.getByText('请输入数字，如 60 或 3.5')).toBeVisible();
  await drawer.getByLabel('门票价格（数字）').fill('60');
  await drawer.getByLabel('位于的目标实体').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '北京' }).click();
  await expect(drawer.locator('.ant-select-selection-item').filter({ hasText: '北京' })).toBeVisible();
  await drawer.getByRole('button', { name: /创\s?建/ }).click();
  await expect(toast(page, '实体「故宫」已创建')).toBeVisible();

  // The entity graph around 故宫, read through its table: the city and the value are there.
  const graphCard = page.locator('.ant-card').filter({ hasText: '实体图谱' });
  await segment(graphCard, '列表').click();
  const nodes = graphCard.getByRole('table', { name: '图谱节点列表' });
  await expect(nodes).toContainText('故宫');
  await expect(nodes).toContainText('北京');
  await expect(nodes).toContainText('位于 → 北京');
  await expect(nodes).toContainText('60');
  await shoot(page, 'kg-entities');

  // In the drawn graph: a node searched comes to the middle, and a click there opens it.
  await segment(graphCard, '图谱').click();
  await graphCard.getByLabel('搜索节点').fill('北京');
  await page.locator('.ant-select-item-option').filter({ hasText: '北京' }).click();
  const editCity = page.getByRole('dialog', { name: '编辑实体「北京」' });
  // Until the camera has arrived (half a second), the middle may hold no node yet.
  await expect(async () => {
    await graphCard.getByTestId('graph-canvas').click();
    await expect(editCity).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(editCity).toBeHidden();

  // Build, then ask as a visitor would.
  await page
    .getByRole('button', { name: /构\s?建/ })
    .first()
    .click();
  await expect(toast(page, KG_MSG.buildStarted)).toBeVisible();
  await expect(page.getByText('已构建')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '查询测试' }).click();
  await page.getByLabel('测试问题').fill('故宫的门票多少钱');
  await page.getByRole('button', { name: /提\s?问/ }).click();
  const result = page.getByLabel('查询结果');
  await expect(result).toContainText('60');
  await expect(result).toContainText('门票价格');
  const testDrawer = page.getByRole('dialog', { name: '查询测试' });
  await segment(testDrawer, '列表').click();
  const onPath = testDrawer
    .getByRole('table', { name: '图谱节点列表' })
    .locator('tr')
    .filter({ hasText: '路径' });
  await expect(onPath.filter({ hasText: '故宫' })).toHaveCount(1);
  await shoot(page, 'kg-query-test');
  await testDrawer
    .getByRole('button', { name: 'Close' })
    .or(testDrawer.locator('.ant-drawer-close'))
    .first()
    .click();

  // Export the entities and import the same file over them: nothing changes.
  await page.getByRole('button', { name: /导入导出/ }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('导出实体').click()]);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
  await page.getByRole('button', { name: /导入导出/ }).click();
  await page.getByText('导入实体（覆盖）').click();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('dialog').getByRole('button', { name: '选择文件' }).click(),
  ]);
  await chooser.setFiles({
    name: '景点图谱-实体.xlsx',
    mimeType: 'application/octet-stream',
    buffer: readFileSync(file),
  });
  await expect(toast(page, '导入成功：2 个实体、1 个属性值、1 条关系')).toBeVisible();
  await expect(page.getByText('2 个概念 · 2 个实体')).toBeVisible();
});
