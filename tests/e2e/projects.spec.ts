import { expect, type Page, test } from '@playwright/test';
import { MSG } from '../../src/shared/messages';
import { toast } from './support';
import { DESIGNER_PASSWORD, signUpAndSignIn } from './support/designer';

/** A project card on the list (the card is a link named after the project). */
const card = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

test('a designer creates, finds and renames a project, adds a screen configuration, then deletes the project', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const phone = await signUpAndSignIn(page, request);

  // A new account has no project yet.
  await page.goto('/home/project-management');
  await expect(page.getByText(MSG.emptyRobotPlanet)).toBeVisible();

  // Create: the contract's rules first, then a real project.
  await page.getByRole('button', { name: '新建项目' }).first().click();
  const create = page.getByRole('dialog', { name: '新建项目' });
  await create.getByRole('button', { name: /创\s?建/ }).click();
  await expect(create.getByText('请输入项目名称')).toBeVisible();
  const name = `展厅导览${phone.slice(-4)}`;
  await create.getByLabel('项目名称').fill(name);
  await create.getByLabel('项目描述').fill('一楼展厅的迎宾与讲解机器人');
  await create.getByRole('button', { name: /创\s?建/ }).click();
  await expect(card(page, name)).toBeVisible();
  await expect(card(page, name)).toContainText('0 个屏幕配置');

  // Search: debounced, by name; nothing found shows the spec's text.
  const search = page.getByPlaceholder('搜索项目名称');
  await search.fill('没有这个项目');
  await expect(page.getByText(MSG.emptyResult)).toBeVisible();
  await search.fill(name.slice(0, 4));
  await expect(card(page, name)).toBeVisible();

  // Rename.
  const renamed = `${name}·新`;
  await page.getByRole('button', { name: `${name}的更多操作` }).click();
  await page.getByRole('menuitem', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑项目' });
  await edit.getByLabel('项目名称').fill(renamed);
  await edit.getByRole('button', { name: /保\s?存/ }).click();
  await search.fill('');
  await expect(card(page, renamed)).toBeVisible();

  // Into the project: its side menu carries the current name; then its screen configurations.
  await card(page, renamed).click();
  await expect(page.locator('.ant-layout-sider').getByText(renamed, { exact: true })).toBeVisible();
  await page.getByRole('menuitem', { name: '应用UI配置' }).click();
  await expect(page).toHaveURL(/\/ui-configuration$/);

  await page.getByRole('button', { name: '新建配置' }).first().click();
  const newScreen = page.getByRole('dialog', { name: '新建屏幕配置' });
  await newScreen.getByLabel('配置名称').fill('大厅迎宾屏');
  await newScreen.getByRole('radio', { name: /^横屏/ }).check();
  await newScreen.getByText('党建', { exact: true }).click();
  await newScreen.getByRole('radio', { name: /大图轮播/ }).check();
  await newScreen.getByRole('button', { name: /创\s?建/ }).click();
  const screenCard = page.locator('.ant-card').filter({ hasText: '大厅迎宾屏' });
  await expect(screenCard).toContainText('草稿');
  await expect(screenCard).toContainText('横屏 · 1920×1080');

  // Delete the project: its name in the confirmation, then the password (a wrong one is refused).
  await page.goto('/home/project-management');
  await expect(card(page, renamed)).toContainText('1 个屏幕配置');
  await page.getByRole('button', { name: `${renamed}的更多操作` }).click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `删除项目「${renamed}」？` });
  await expect(confirm).toContainText('其中的 1 个屏幕配置将一并删除');
  await confirm.getByRole('button', { name: /删\s?除/ }).click();

  const password = page.getByRole('dialog', { name: MSG.passwordDialogTitle });
  await password.getByRole('button', { name: /确\s?定/ }).click();
  await expect(password.getByText(MSG.passwordRequired, { exact: true }).last()).toBeVisible();
  await password.getByPlaceholder(MSG.passwordRequired).fill('wrong-pass1');
  await password.getByRole('button', { name: /确\s?定/ }).click();
  await expect(password.getByText(MSG.passwordWrong)).toBeVisible();
  await password.getByPlaceholder(MSG.passwordRequired).fill(DESIGNER_PASSWORD);
  await password.getByRole('button', { name: /确\s?定/ }).click();
  await expect(toast(page, MSG.deleted)).toBeVisible();
  await expect(card(page, renamed)).toHaveCount(0);
  await expect(page.getByText(MSG.emptyRobotPlanet)).toBeVisible();
});
