import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Envelope } from '../../src/shared/api/envelope';
import { FALLBACK_MSG } from '../../src/shared/api/fallback';
import { HOT_WORD_MSG } from '../../src/shared/api/hot-words';
import { PROJECT_API, type ProjectSummary } from '../../src/shared/api/projects';
import { MSG } from '../../src/shared/messages';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn, toast } from './support';

/** A fresh project of the demo enterprise, made through the API as the signed-in admin. */
async function createProject(page: Page, request: APIRequestContext, name: string): Promise<ProjectSummary> {
  const token = await page.evaluate(() => localStorage.getItem('tk'));
  const headers = { Authorization: `Bearer ${token}`, 'Is-Enterprise': 'true' };
  const body = (await (
    await request.put(PROJECT_API.create, { headers, data: { name, description: '' } })
  ).json()) as Envelope<ProjectSummary>;
  expect(body.status, body.message).toBe(0);
  return body.data;
}

test('a fallback set with two answers in turn, previewed; a hot word file uploaded and its words searched', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  const name = `行为测试${Date.now().toString().slice(-6)}`;
  const project = await createProject(page, request, name);
  const projectPath = `/home/project-management/${project.id}_${encodeURIComponent(name)}`;

  // 个性兜底: a new set, two answers for 未识别, in turn.
  await page.goto(`${projectPath}/reveal`);
  // The first screen of a fresh project waits on three calls: generous on a loaded machine.
  await expect(page.getByText(MSG.emptyRobotPlanet)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '新建兜底设置' }).first().click();
  await page.getByRole('dialog', { name: '新建兜底设置' }).getByLabel('名称').fill('前台兜底');
  await page.getByRole('button', { name: /保\s?存/ }).click();
  await expect(toast(page, FALLBACK_MSG.created)).toBeVisible();
  await expect(page.getByRole('heading', { name: '前台兜底' })).toBeVisible();

  await page.getByRole('button', { name: '添加回答' }).click();
  await page.getByLabel('第1条回答', { exact: true }).fill('这个问题我还在学习');
  await page.getByRole('button', { name: '添加回答' }).click();
  await page.getByLabel('第2条回答', { exact: true }).fill('您可以换个说法问我');
  await page.getByLabel('轮流').check();
  await page.getByRole('button', { name: /保\s?存/ }).click();
  await expect(toast(page, FALLBACK_MSG.saved)).toBeVisible();

  const next = page.getByRole('button', { name: '下一条回答' });
  const answer = page.getByTestId('fallback-preview-answer');
  await next.click();
  await expect(answer).toHaveText('这个问题我还在学习');
  await next.click();
  await expect(answer).toHaveText('您可以换个说法问我');
  await next.click();
  await expect(answer).toHaveText('这个问题我还在学习');

  // 热词: a new list, a word file uploaded, its words searched.
  await page.goto(`${projectPath}/hotWord`);
  await page.getByRole('button', { name: '新建热词表' }).first().click();
  await page.getByRole('dialog', { name: '新建热词表' }).getByLabel('热词表名称').fill('展厅热词');
  await page.getByRole('button', { name: /保\s?存/ }).click();
  await expect(toast(page, HOT_WORD_MSG.created)).toBeVisible();
  await expect(page).toHaveURL(/hotWord\/fileManage\//);

  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: '展区.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('科技馆\n机器人展区 5\n天文台\n', 'utf8'),
    });
  await expect(toast(page, `${MSG.uploadOk}：3 个词`)).toBeVisible();
  await page.getByRole('button', { name: '词条' }).first().click();
  const drawer = page.getByRole('dialog', { name: /词条/ });
  await expect(drawer.getByText('共 3 个词')).toBeVisible();
  await drawer.getByLabel('搜索词条').fill('展区');
  await expect(drawer.getByRole('cell', { name: '机器人展区' })).toBeVisible();
  await expect(drawer.getByRole('cell', { name: '科技馆' })).toHaveCount(0);

  // A file of another type is refused before it is sent.
  await page.keyboard.press('Escape');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: '展区.docx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('PK'),
    });
  await expect(toast(page, MSG.fileTypeWrong)).toBeVisible();
});
