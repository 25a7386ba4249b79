import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn } from './support';
import { signUpAndSignIn } from './support/designer';

const DEMO_PROJECT = '展厅导览机器人';

/** The project side menu as the spec lists it: entries in order, groups with their children. */
const SPEC_SIDE_MENU: [string, string[]][] = [
  ['概览', []],
  ['设备相关', ['设备管理', '发音人管理']],
  ['地图管理', []],
  ['知识问答库', []],
  ['知识图谱', ['领域图谱', '问答模版库']],
  ['技能管理', ['商店技能', '场景技能', '意图管理', '词典管理', '动作管理']],
  ['人脸库', []],
  ['前端管理', ['基础配置', '应用UI配置']],
  ['个性化设置', ['个性化兜底', '热词', '设备人设']],
];

/** The side menu on screen, read the same way: top-level entries and each group's children. */
function sideMenuOf(page: Page): Promise<[string, string[]][]> {
  return page.locator('.ant-layout-sider ul.ant-menu-root').evaluate((root) =>
    [...root.children].map((entry): [string, string[]] => {
      const title = (element: Element | null) =>
        element?.querySelector('.ant-menu-title-content')?.textContent?.trim() ?? '';
      const children = [...entry.querySelectorAll('ul .ant-menu-item')].map((child) => title(child));
      return [title(entry.querySelector('.ant-menu-submenu-title') ?? entry), children];
    }),
  );
}

const breadcrumbs = (page: Page) => page.locator('.ant-breadcrumb');

test('the demo admin lands on the live monitoring screen and opens the demo project on 概览', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home\/remote-monitoring\/monitoring-platform$/);
  await expect(page.getByRole('heading', { name: '监控平台' })).toBeVisible();
  await expect(page.getByText('在线机器人')).toBeVisible();
  // The projects card's row (the robots table names the project on every robot's row too).
  const demoRow = page
    .getByRole('row')
    .filter({ hasText: DEMO_PROJECT })
    .filter({ has: page.getByRole('link', { name: '概览' }) });
  await expect(demoRow).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: '告警状态' })).toBeVisible();

  await demoRow.getByRole('link', { name: '概览' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('heading', { name: '概览' })).toBeVisible();
  await expect(breadcrumbs(page)).toContainText(DEMO_PROJECT);
  for (const figure of ['在线设备', '已发布屏幕', '问答对', '技能', '今日对话', '未知问题率', '今日访客']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${figure}`) })).toBeVisible();
  }
  await expect(
    page.getByRole('img', { name: '近 7 日每天的对话数与访客数' }).locator('canvas'),
  ).toBeVisible();

  await page.getByRole('link', { name: /^在线设备/ }).click();
  await expect(page).toHaveURL(/\/device-management$/);
});

test('the project side menu is the spec’s, and every entry opens its area under the project’s name', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/monitoring-platform$/);
  await page
    .getByRole('row')
    .filter({ hasText: DEMO_PROJECT })
    .getByRole('link', { name: DEMO_PROJECT })
    .click();
  await expect(page).toHaveURL(/\/overview$/);
  expect(await sideMenuOf(page)).toEqual(SPEC_SIDE_MENU);

  const leaves = SPEC_SIDE_MENU.flatMap(([title, children]) => (children.length > 0 ? children : [title]));
  for (const leaf of leaves) {
    await page.locator('.ant-layout-sider').getByText(leaf, { exact: true }).click();
    await expect(breadcrumbs(page).locator('.ant-breadcrumb-item').last(), leaf).toHaveText(leaf);
    await expect(breadcrumbs(page)).toContainText(DEMO_PROJECT);
    // The browser tab names the page and the project, so a person with several tabs finds theirs.
    await expect(page).toHaveTitle(`${leaf} · ${DEMO_PROJECT} · 机器人开放平台`);
  }

  // Opened by its address, the last entry (far below a 900 px window) is scrolled into view in
  // the menu, and a short page does not scroll the document: the footer sits in its column.
  await page.goto(page.url());
  await expect(page.locator('.ant-layout-sider .ant-menu-item-selected')).toBeInViewport();
  await expect(page.locator('.ant-layout-sider .ant-menu-item-selected')).toHaveText('设备人设');
  await expect(page.getByText(/机器人开放平台 版权所有/).filter({ visible: true })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBe(0);
});

test('someone without a project is told so on the monitoring screen and starts one there', async ({
  page,
  request,
}) => {
  const phone = await signUpAndSignIn(page, request);
  await page.goto('/home');
  await expect(page).toHaveURL(/monitoring-platform$/);
  // A newcomer's first visit home opens the console tour; this test is about the screen under it.
  await page.getByRole('button', { name: '跳过' }).click();
  await expect(page.getByText('你还没有项目', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: '新建项目' }).click();
  const dialog = page.getByRole('dialog', { name: '新建项目' });
  const name = `新项目${phone.slice(-4)}`;
  await dialog.getByLabel('项目名称').fill(name);
  await dialog.getByRole('button', { name: /创\s?建/ }).click();

  // A new project opens on its overview, which says what to do first, each step a link.
  await expect(page).toHaveURL(/\/overview$/);
  await expect(breadcrumbs(page)).toContainText(name);
  await expect(page.getByText('三步让机器人上岗')).toBeVisible();
  await expect(page.getByRole('link', { name: '购买设备' })).toHaveAttribute(
    'href',
    /\/device-management\/pay$/,
  );
  await expect(page.getByRole('link', { name: '建立问答库' })).toHaveAttribute('href', /\/aq-library$/);
  await page.getByRole('link', { name: '编排应用UI' }).click();
  await expect(page).toHaveURL(/\/ui-configuration$/);
});
