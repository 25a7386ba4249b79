import { expect, type Page, test } from '@playwright/test';
import { FACE_GROUP_MSG } from '../../src/shared/api/face-groups';
import { MSG } from '../../src/shared/messages';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn, toast } from './support';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** Keeps a picture of the screen when E2E_SCREENSHOTS names a directory. */
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('the admin finds the demo face groups, adds a VIP group whose greeting names the person, and deletes it after confirming', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: '展厅导览机器人' })
    .getByRole('link', { name: '展厅导览机器人' })
    .click();
  await page.locator('.ant-layout-sider').getByText('人脸库', { exact: true }).click();
  await expect(page).toHaveURL(/\/face-library$/);

  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.filter({ hasText: '展厅员工' })).toContainText('员工');
  await expect(rows.filter({ hasText: '重点关注' })).toContainText('黑名单');
  await shoot(page, 'face-library-list');

  await page.getByRole('button', { name: '新建人脸库' }).first().click();
  const drawer = page.getByRole('dialog', { name: '新建人脸库' });
  await drawer.getByLabel('人脸库名称').fill('合作伙伴');
  await drawer.getByLabel('用途').click();
  await page.locator('.ant-select-item-option[title="VIP"]').click();
  await drawer.getByRole('button', { name: '插入姓名' }).click();
  await drawer.getByLabel('问候语').press('End');
  await drawer.getByLabel('问候语').pressSequentially('，欢迎回来');
  await drawer.getByRole('button', { name: /创\s?建/ }).click();
  await expect(toast(page, FACE_GROUP_MSG.created).last()).toBeVisible();

  // The new group's page says what the robot will say, with a sample name in place of ${name}.
  await expect(page.getByRole('heading', { name: '合作伙伴' })).toBeVisible();
  await expect(page.getByText('王晓明，欢迎回来')).toBeVisible();
  await shoot(page, 'face-library-detail');

  await page.getByRole('button', { name: '返回人脸库列表' }).click();
  await page.getByRole('button', { name: '合作伙伴的更多操作' }).click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('删除人脸库「合作伙伴」？');
  await confirm.getByRole('button', { name: /删\s?除/ }).click();
  await expect(toast(page, MSG.deleted)).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: '合作伙伴' })).toHaveCount(0);
});
