import { expect, type Page, test } from '@playwright/test';
import { configurationListPath, designerApi, signUpAndSignIn } from './support/designer';

/** Opens a card's ⋮ menu and one of its entries; answers the name dialog that opens. */
async function openNameDialog(page: Page, name: string, entry: '重命名' | '复制') {
  await page.getByRole('button', { name: `「${name}」的更多操作` }).click();
  await page.getByRole('menuitem', { name: entry }).click();
  const dialog = page.getByRole('dialog', { name: entry === '复制' ? '复制屏幕配置' : '重命名屏幕配置' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A card's title on the list. */
const cardTitle = (page: Page, name: string) => page.locator('.ant-card').getByText(name, { exact: true });

test('every rename and copy dialog opens with its own card’s name, and saves under the name typed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const phone = await signUpAndSignIn(page, request);
  const api = await designerApi(page, request);
  const project = await api.createProject(`名称对话框${phone.slice(-4)}`);
  await api.createScreen(project.id, '大厅A');
  await api.createScreen(project.id, '大厅B');
  await page.goto(configurationListPath(project));
  await expect(cardTitle(page, '大厅B')).toBeVisible();

  // Copy A, cancelled; then copy B and rename B each show B's own values.
  let dialog = await openNameDialog(page, '大厅A', '复制');
  await expect(dialog.getByLabel('配置名称')).toHaveValue('大厅A 副本');
  await dialog.getByRole('button', { name: /取\s?消/ }).click();
  await expect(dialog).toBeHidden();
  dialog = await openNameDialog(page, '大厅B', '复制');
  await expect(dialog.getByLabel('配置名称')).toHaveValue('大厅B 副本');
  await dialog.getByRole('button', { name: /取\s?消/ }).click();
  await expect(dialog).toBeHidden();
  dialog = await openNameDialog(page, '大厅B', '重命名');
  await expect(dialog.getByLabel('配置名称')).toHaveValue('大厅B');

  // Rename B to B2, then copy B2: the copy is named after B2, and B keeps no ghost.
  await dialog.getByLabel('配置名称').fill('大厅B2');
  await dialog.getByRole('button', { name: /保\s?存/ }).click();
  await expect(cardTitle(page, '大厅B2')).toBeVisible();
  dialog = await openNameDialog(page, '大厅B2', '复制');
  await expect(dialog.getByLabel('配置名称')).toHaveValue('大厅B2 副本');
  await dialog.getByRole('button', { name: /复\s?制/ }).click();
  await expect(cardTitle(page, '大厅B2 副本')).toBeVisible();
  await expect(cardTitle(page, '大厅B2')).toBeVisible();
  await expect(cardTitle(page, '大厅A')).toBeVisible();
  await expect(cardTitle(page, '大厅B')).toHaveCount(0);

  // A typed name that was cancelled does not come back in the next dialog.
  dialog = await openNameDialog(page, '大厅A', '重命名');
  await dialog.getByLabel('配置名称').fill('不要保存');
  await dialog.getByRole('button', { name: /取\s?消/ }).click();
  await expect(dialog).toBeHidden();
  dialog = await openNameDialog(page, '大厅A', '重命名');
  await expect(dialog.getByLabel('配置名称')).toHaveValue('大厅A');
});
