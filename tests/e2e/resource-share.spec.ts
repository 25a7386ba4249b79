import { type APIResponse, type Browser, expect, type Page, test } from '@playwright/test';
import type { Envelope } from '../../src/shared/api/envelope';
import { HOMEPAGE_API, type HomepageDetail } from '../../src/shared/api/homepage';
import type { Page as ListPage } from '../../src/shared/api/paging';
import { PROJECT_API, type ProjectSummary } from '../../src/shared/api/projects';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn, toast } from './support';

/** The demo enterprise's operator (seeded): no grant on projects, so only shares let them in. */
const COLLEAGUE = { account: '13800000003', nickname: '运营专员小林' };

/** Screenshots for a human look when SCREENSHOT_DIR is set; nothing is written otherwise. */
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png` });
};

/** An option of the open antd Select (its role="option" twins are for screen readers only). */
const option = (page: Page, text: string) =>
  page.locator('.ant-select-item-option').filter({ hasText: text });
const card = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
const menuOf = (page: Page, name: string) => page.getByRole('button', { name: `${name}的更多操作` });

async function signedIn(browser: Browser, account: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home/);
  await page.goto('/home/project-management');
  return page;
}

async function dataOf<T>(answer: APIResponse): Promise<T> {
  const body = (await answer.json()) as Envelope<T>;
  expect(body.status, body.message).toBe(0);
  return body.data;
}

/** A screen configuration made in the project (found by name) through the administrator's API. */
async function createScreen(admin: Page, projectName: string) {
  const token = await admin.evaluate(() => localStorage.getItem('tk'));
  const headers = { Authorization: `Bearer ${token}`, 'Is-Enterprise': 'true' };
  const projects = await dataOf<ListPage<ProjectSummary>>(
    await admin.request.get(PROJECT_API.page, { headers, params: { pageNo: 0, pageSize: 100 } }),
  );
  const projectId = projects.content.find((project) => project.name === projectName)?.id ?? '';
  const screen = await dataOf<HomepageDetail>(
    await admin.request.put(HOMEPAGE_API.create, {
      headers,
      data: {
        projectId,
        name: '大厅迎宾屏',
        screenSize: { width: 1080, height: 1920 },
        templateId: 'exhibition-vmain-page-1',
      },
    }),
  );
  return { projectId, screen };
}

/** The admin opens the project's 共享 dialog. */
async function openShareDialog(page: Page, name: string) {
  await menuOf(page, name).click();
  await page.getByRole('menuitem', { name: '共享' }).click();
  return page.getByRole('dialog', { name: `共享项目「${name}」` });
}

test('the administrator shares a project with a colleague to view, then to edit, and the colleague sees the flags change', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `共享演示${Date.now().toString().slice(-5)}`;
  const admin = await signedIn(browser, DEMO_ADMIN);

  // The administrator creates the project and tags it.
  await admin.getByRole('button', { name: '新建项目' }).first().click();
  const create = admin.getByRole('dialog', { name: '新建项目' });
  await create.getByLabel('项目名称').fill(name);
  await create.getByRole('button', { name: /创\s?建/ }).click();
  await expect(card(admin, name)).toBeVisible();
  await menuOf(admin, name).click();
  await admin.getByRole('menuitem', { name: '标签' }).click();
  const tags = admin.getByRole('dialog', { name: '编辑标签' });
  await tags.getByLabel('标签').fill('一楼展厅');
  await tags.getByLabel('标签').press('Enter');
  await tags.getByRole('button', { name: /保\s?存/ }).click();
  await expect(toast(admin, '标签已保存')).toBeVisible();
  await expect(card(admin, name)).toContainText('一楼展厅');

  // Shared to view.
  const share = await openShareDialog(admin, name);
  await expect(share).toContainText('还没有共享给任何同事');
  await share.getByLabel('选择同事').fill('小林');
  await option(admin, COLLEAGUE.nickname).click();
  await share.getByRole('button', { name: /添\s?加/ }).click();
  await expect(share).toContainText(`${COLLEAGUE.nickname}（138****0003）`);
  await shot(admin, 'share-dialog');
  await share.getByRole('button', { name: /保\s?存/ }).click();
  await expect(toast(admin, '共享设置已保存')).toBeVisible();

  // The colleague sees it, may not create, and finds 编辑 disabled with the reason on hover.
  const colleague = await signedIn(browser, COLLEAGUE.account);
  await expect(card(colleague, name)).toContainText('共享给我 · 可查看');
  await expect(colleague.getByRole('button', { name: '新建项目' })).toHaveCount(0);
  await menuOf(colleague, name).click();
  const edit = colleague.getByRole('menuitem', { name: '编辑' });
  await expect(edit).toHaveAttribute('aria-disabled', 'true');
  await edit.getByText('编辑').hover();
  await expect(colleague.getByRole('tooltip')).toContainText(`您没有编辑项目「${name}」的权限`);
  await shot(colleague, 'colleague-view-only');
  await colleague.keyboard.press('Escape');

  // The colleague is told: the bell counts the notice, the message centre lists it as 项目共享.
  await colleague.getByRole('button', { name: '消息中心' }).click();
  const notice = colleague.getByRole('row').filter({ hasText: `项目「${name}」已共享给您` });
  await expect(notice).toContainText('项目共享');
  await shot(colleague, 'share-notice');

  // Opened by its address, the project's screen editor is read-only and says why: the canvas,
  // pages and properties are there; changing, saving and publishing are not.
  const reason = `您没有编辑项目「${name}」的权限`;
  const { projectId, screen } = await createScreen(admin, name);
  const screens = `/home/project-management/${projectId}_${encodeURIComponent(name)}/ui-configuration`;
  const saves: string[] = [];
  colleague.on('request', (request) => {
    if (request.url().includes(HOMEPAGE_API.edit)) saves.push(request.url());
  });
  await colleague.goto(`${screens}/${screen.id}`);
  await expect(colleague.getByRole('alert').filter({ hasText: `只读：${reason}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(colleague.locator('iframe[title="机器人屏幕画布"]')).toBeVisible();
  await expect(colleague.getByRole('button', { name: '唤醒页', exact: true })).toBeEnabled();
  const saveButton = colleague.getByRole('button', { name: /保\s?存$/ });
  for (const control of [saveButton, colleague.getByRole('button', { name: /发\s?布$/ })])
    await expect(control).toBeDisabled();
  await expect(colleague.getByRole('button', { name: '添加页面' })).toBeDisabled();
  await expect(colleague.getByRole('button', { name: '添加贴纸' })).toBeDisabled();
  await saveButton.locator('..').focus();
  await expect(colleague.getByRole('tooltip').filter({ hasText: reason })).toBeVisible();
  await expect(colleague.locator('[data-save-status]')).toHaveText('只读');
  await shot(colleague, 'editor-read-only');

  // Its settings and its publish screen likewise: nothing to save, nothing to release.
  await colleague.goto(`${screens}/globalSetting/${screen.id}`);
  await expect(colleague.getByRole('alert').filter({ hasText: `只读：${reason}` })).toBeVisible();
  await expect(colleague.getByLabel('唤醒词')).toBeDisabled();
  await expect(colleague.getByRole('button', { name: /保存设置/ })).toBeDisabled();
  await shot(colleague, 'settings-read-only');
  await colleague.goto(`${screens}/publish/${screen.id}`);
  await expect(colleague.getByRole('alert').filter({ hasText: `只读：${reason}` })).toBeVisible();
  await expect(colleague.getByRole('button', { name: /发\s?布$/ })).toBeDisabled();
  await expect(colleague.getByRole('button', { name: '查看页面' })).toBeEnabled();
  await shot(colleague, 'publish-read-only');
  expect(saves, 'a viewer never tries to save').toEqual([]);

  // Changed to edit.
  const again = await openShareDialog(admin, name);
  await again.getByLabel(`${COLLEAGUE.nickname}（138****0003）的共享权限`).click();
  await option(admin, '可编辑').click();
  await again.getByRole('button', { name: /保\s?存/ }).click();
  await expect(toast(admin, '共享设置已保存')).toBeVisible();

  // The colleague now edits the project.
  await colleague.goto('/home/project-management');
  await expect(card(colleague, name)).toContainText('共享给我 · 可编辑');
  await menuOf(colleague, name).click();
  await expect(colleague.getByRole('menuitem', { name: '编辑' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await colleague.getByRole('menuitem', { name: '编辑' }).click();
  const form = colleague.getByRole('dialog', { name: '编辑项目' });
  await form.getByLabel('项目描述').fill('小林补充的说明');
  await form.getByRole('button', { name: /保\s?存/ }).click();
  await expect(toast(colleague, '项目已保存')).toBeVisible();
  await expect(card(colleague, name)).toContainText('小林补充的说明');

  // The administrator's batch tools: select cards, tag them together.
  await admin.reload();
  await admin.getByRole('button', { name: '批量管理' }).click();
  await admin.getByRole('checkbox', { name }).click();
  await expect(admin.getByRole('toolbar', { name: '批量操作' })).toContainText('已选择 1 个项目');
  await shot(admin, 'project-list-selection');
  await admin.getByRole('button', { name: '批量标签' }).click();
  const batch = admin.getByRole('dialog', { name: /批量标签/ });
  await batch.getByLabel('标签').fill('已共享');
  await batch.getByLabel('标签').press('Enter');
  await shot(admin, 'batch-tag-dialog');
  await batch.getByRole('button', { name: /保\s?存/ }).click();
  await expect(toast(admin, '标签已保存')).toBeVisible();
  await expect(batch).toBeHidden();
  await expect(card(admin, name)).toContainText('已共享');
  await shot(admin, 'project-list');
});
