import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Envelope } from '../../src/shared/api/envelope';
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

/** Each resource's page under an id nobody has, what it says, and the way back it offers. */
const MISSING = [
  { path: 'knowledge-graph/nosuchbase_丢失的图谱', notFound: '知识图谱不存在', back: '返回知识图谱列表' },
  { path: 'dictionary-management/nosuchdict_丢失的词典', notFound: '词典不存在', back: '返回词典列表' },
  { path: 'intent-management/nosuchintent_丢失的意图', notFound: '意图不存在', back: '返回意图列表' },
  { path: 'speaker-management/nosuchspeaker_丢失', notFound: '发音人不存在', back: '返回发音人列表' },
  { path: 'aq-library/nosuchlib_丢失的问答库', notFound: '问答库不存在', back: '返回问答库列表' },
  { path: 'graph-template/nosuchlib_丢失', notFound: '问答模版库不存在', back: '返回问答模版库' },
  { path: 'map-management/nosuchmap_丢失的地图', notFound: '地图不存在', back: '返回地图列表' },
  { path: 'action-management/nosuchaction_丢失/main', notFound: '动作不存在', back: '返回动作列表' },
  { path: 'reveal/nosuchset_丢失', notFound: '兜底设置不存在', back: '返回兜底设置列表' },
];

test('a page of a resource that does not exist says so once, calmly, with no toast and a way back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  const name = `缺失资源${Date.now().toString().slice(-6)}`;
  const project = await createProject(page, request, name);
  const projectPath = `/home/project-management/${project.id}_${encodeURIComponent(name)}`;

  for (const missing of MISSING) {
    await page.goto(`${projectPath}/${missing.path}`);
    const state = page.locator('.ant-result');
    await expect(state.getByText(missing.notFound, { exact: true }), missing.path).toBeVisible();
    // Said once: neither repeated under the title nor raised again as a toast.
    await expect(page.getByText(missing.notFound)).toHaveCount(1);
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    if (missing.path.startsWith('dictionary')) await shoot(page, 'missing-dictionary');
  }

  // The way back leads to the area's list.
  await page.goto(`${projectPath}/${MISSING[0].path}`);
  await page.getByRole('button', { name: MISSING[0].back }).click();
  await expect(page).toHaveURL(new RegExp(`${project.id}_.*/knowledge-graph$`));
  await expect(page.getByRole('heading', { name: '领域图谱' }).first()).toBeVisible();
});

test('the Q&A template library is called 问答模版库 everywhere, and a preset graph is made by 系统预置', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  // The project's own link: its name also stands in the robots' rows, which open no project.
  await page
    .getByRole('row')
    .filter({ hasText: '展厅导览机器人' })
    .getByRole('link', { name: '展厅导览机器人' })
    .first()
    .click();
  await page.getByRole('menuitem', { name: '问答模版库' }).click();
  await expect(page.getByText('通用模版库', { exact: true })).toBeVisible();
  await expect(page.getByText('项目模版库', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '新建模版库' })).toBeVisible();
  // The console never writes it the other way (the general library's own description is the server's).
  await expect(page.getByRole('columnheader', { name: /模板/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /模板/ })).toHaveCount(0);
  await expect(page.getByText(/^(通用|项目)模板库$/)).toHaveCount(0);
  await shoot(page, 'template-libraries');

  await page.getByRole('menuitem', { name: '领域图谱' }).click();
  const preset = page.getByRole('row').filter({ hasText: '系统预置' });
  await expect(preset.first()).toBeVisible();
});
