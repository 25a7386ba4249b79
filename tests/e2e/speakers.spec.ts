import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Envelope } from '../../src/shared/api/envelope';
import { PROJECT_API, type ProjectSummary } from '../../src/shared/api/projects';
import { SPEAKER_MSG } from '../../src/shared/api/speakers';
import { MSG } from '../../src/shared/messages';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn, toast } from './support';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** Keeps a picture of the screen when E2E_SCREENSHOTS names a directory. */
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

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

/** 新建发音人 in the drawer; the new speaker's page opens. */
async function createSpeaker(page: Page, name: string) {
  await page.getByRole('button', { name: '新建发音人' }).first().click();
  const drawer = page.getByRole('dialog', { name: '新建发音人' });
  await drawer.getByLabel('发音人名称').fill(name);
  await drawer.getByRole('button', { name: /创\s?建/ }).click();
  await expect(toast(page, SPEAKER_MSG.created).last()).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test('the admin creates two speakers, tunes one, makes it the default and deletes the other after confirming', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  const name = `发音人测试${Date.now().toString().slice(-6)}`;
  const project = await createProject(page, request, name);
  const listPath = `/home/project-management/${project.id}_${encodeURIComponent(name)}/speaker-management`;

  await page.goto(listPath);
  await expect(page.getByText(MSG.emptyRobotPlanet)).toBeVisible();

  // The first speaker becomes the project's default by itself.
  await createSpeaker(page, '前台迎宾');
  await expect(page.locator('.ant-tag').getByText('默认')).toBeVisible();
  await page.getByRole('button', { name: '返回发音人列表' }).click();
  await createSpeaker(page, '展厅讲解');

  // Tune the speed with the keyboard: 1.0 → 1.3, then save.
  const speed = page.getByRole('slider', { name: '语速' });
  await speed.focus();
  for (let step = 0; step < 3; step += 1) await speed.press('ArrowRight');
  await expect(page.getByText('语速 1.3 倍').first()).toBeVisible();
  await page.getByRole('button', { name: /保\s?存/ }).click();
  await expect(toast(page, SPEAKER_MSG.saved)).toBeVisible();
  await expect(page.getByText('语速 1.3 倍 · 音调 0 · 音量 80')).toBeVisible();
  // Without a browser voice (headless Chromium) 试听 says why instead of doing nothing.
  await expect(
    page
      .getByText('当前浏览器没有可用的中文语音，无法试听')
      .or(page.getByRole('button', { name: /试\s?听/ })),
  ).toBeVisible();
  await shoot(page, 'speaker-detail');

  await page.getByRole('button', { name: '设为默认' }).click();
  await expect(toast(page, SPEAKER_MSG.madeDefault)).toBeVisible();
  await expect(page.getByRole('button', { name: '设为默认' })).toHaveCount(0);

  // In the list the new default comes first; the old one can now be deleted, after confirming.
  await page.getByRole('button', { name: '返回发音人列表' }).click();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('展厅讲解');
  await expect(rows.first()).toContainText('默认');
  await shoot(page, 'speaker-list');
  await page.getByRole('button', { name: '前台迎宾的更多操作' }).click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('删除发音人「前台迎宾」？');
  await confirm.getByRole('button', { name: /删\s?除/ }).click();
  await expect(toast(page, MSG.deleted)).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('展厅讲解');
});
