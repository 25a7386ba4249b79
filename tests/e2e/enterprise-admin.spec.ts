import { type Browser, expect, type Page, test } from '@playwright/test';
import type { Page as ListPage } from '../../src/shared/api/paging';
import { PROJECT_API, type ProjectSummary } from '../../src/shared/api/projects';
import { DEMO_ADMIN, DEMO_PASSWORD, freshPhone, latestSms, signIn, toast } from './support';

const BUSINESS = '/home/business-management';
const option = (page: Page, text: string) =>
  page.locator('.ant-select-item-option').filter({ hasText: text });
const treeBox = (page: Page, title: string) =>
  page
    .locator('.ant-tree-treenode')
    .filter({ hasText: new RegExp(`^${title}$`) })
    .locator('.ant-tree-checkbox');
/** An entry of the project's side menu (a link, or a group's title). */
const menuEntry = (page: Page, title: string) => page.getByRole('menuitem', { name: new RegExp(title) });

/** A call as the page's signed-in person, in the enterprise scope. */
async function callAs(page: Page, url: string) {
  const token = await page.evaluate(() => localStorage.getItem('tk'));
  return page.request.get(url, { headers: { Authorization: `Bearer ${token}`, 'Is-Enterprise': 'true' } });
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('an administrator governs a colleague through a role: menus, routes and calls follow it at once', async ({
  browser,
  page: admin,
}) => {
  // Two people, a role edited twice, an invitation and the log: more steps than most tests.
  test.setTimeout(150_000);
  const phone = freshPhone();
  const roleName = `展厅运营${phone.slice(-4)}`;

  // A role with projects (all of the enterprise's, to view) and Q&A, but no 知识图谱.
  await signIn(admin, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(admin).toHaveURL(/\/home/);
  await admin.goto(`${BUSINESS}/role`);
  await admin.getByRole('button', { name: '新建角色' }).click();
  await admin.getByRole('dialog').getByLabel('角色名称').fill(roleName);
  await admin
    .getByRole('dialog')
    .getByRole('button', { name: /确\s?定|OK/ })
    .click();
  await expect(admin).toHaveURL(/\/business-management\/role\/[0-9a-f-]{36}$/);
  await treeBox(admin, '知识问答库').click();
  await admin.getByLabel('项目-查看').check();
  await admin.getByRole('button', { name: /保\s?存/ }).click();
  await expect(toast(admin, '角色已保存，成员的下一次操作即按新权限生效')).toBeVisible();

  // The account, invited by SMS (the outbox in demo mode).
  await admin.goto(`${BUSINESS}/account/create`);
  await admin.getByLabel('手机号').fill(phone);
  await admin.getByLabel('姓名').fill('林晓');
  await admin.getByLabel('角色').click();
  await option(admin, roleName).click();
  await admin.keyboard.press('Escape');
  await admin.getByRole('button', { name: '发送邀请' }).click();
  await expect(toast(admin, `邀请短信已发送至 ${phone}`)).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: phone })).toContainText('待激活');

  // The person sets a password with the invitation's code and is signed in.
  const member = await newPage(browser);
  const { code } = await latestSms(member.request, phone, 'invitation');
  await member.goto('/login');
  await member.getByRole('link', { name: '收到邀请？设置密码' }).click();
  await member.getByPlaceholder('请输入收到邀请的手机号码').fill(phone);
  await member.getByLabel('邀请码').fill(code);
  await member.getByPlaceholder('设置8-20位数字字母密码').fill('welcome2026');
  await member.getByRole('button', { name: '设置密码并登录' }).click();
  await expect(member).toHaveURL(/\/home/);

  const projects = await callAs(member, `${PROJECT_API.page}?pageNo=0&pageSize=10`);
  const [project] = ((await projects.json()).data as ListPage<ProjectSummary>).content;
  const projectPath = `/home/project-management/${encodeURIComponent(`${project.id}_${project.name}`)}`;
  await member.goto(`${projectPath}/aq-library`);
  await expect(menuEntry(member, '知识问答库')).toBeVisible();
  await expect(menuEntry(member, '知识图谱')).toHaveCount(0);
  expect(
    (await callAs(member, `/kg/v1/basePage?pageNo=0&pageSize=10&projectId=${project.id}`)).status(),
  ).toBe(403);
  await member.goto(`${projectPath}/knowledge-graph`);
  await expect(toast(member, '您暂无权限进入此功能')).toBeVisible();

  // The administrator grants 知识图谱 (领域图谱): the member sees it on the next load, still signed in.
  await admin.goto(`${BUSINESS}/role`);
  await admin.getByRole('link', { name: roleName }).click();
  await treeBox(admin, '领域图谱').click();
  await admin.getByRole('button', { name: /保\s?存/ }).click();
  await expect(toast(admin, '角色已保存，成员的下一次操作即按新权限生效')).toBeVisible();

  expect(
    (await callAs(member, `/kg/v1/basePage?pageNo=0&pageSize=10&projectId=${project.id}`)).status(),
  ).toBe(200);
  await member.goto(`${projectPath}/aq-library`);
  await expect(menuEntry(member, '知识图谱')).toBeVisible();
  await member.goto(`${projectPath}/knowledge-graph`);
  await expect(member).toHaveURL(/knowledge-graph$/);

  // Both changes are in the operation log, with who made them.
  await admin.goto(`${BUSINESS}/operation-log`);
  await admin.getByLabel('按功能筛选').click();
  await option(admin, '企业管理').click();
  const rows = admin.getByRole('row');
  await expect(rows.filter({ hasText: '企业管理 · 新建账号' }).filter({ hasText: phone })).toHaveCount(1);
  await expect(
    rows.filter({ hasText: '企业管理 · 修改角色' }).filter({ hasText: '领域图谱' }).first(),
  ).toBeVisible();
  await expect(rows.filter({ hasText: '企业管理 · 新建账号' }).first()).toContainText('演示管理员');

  // The action picker offers the area's actions in words; an edit opens to its before and after.
  await admin.getByLabel('按操作筛选').click();
  await option(admin, '修改角色').click();
  await expect(rows.filter({ hasText: '企业管理 · 新建账号' })).toHaveCount(0);
  const edit = rows.filter({ hasText: '企业管理 · 修改角色' }).filter({ hasText: '领域图谱' }).first();
  await edit.getByRole('button', { name: /展开行|Expand row/ }).click();
  await expect(admin.getByRole('columnheader', { name: '修改前' })).toBeVisible();
  await expect(admin.getByRole('cell', { name: '菜单权限' }).first()).toBeVisible();
});
