import { expect, test } from '@playwright/test';
import { MSG } from '../../src/shared/messages';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_PERSONAL, openUserMenu, signIn, toast } from './support';

const topMenu = (page: import('@playwright/test').Page) => page.locator('.ant-layout-header .ant-menu');

test('a personal user is kept out of enterprise administration', async ({ page }) => {
  await signIn(page, DEMO_PERSONAL, DEMO_PASSWORD);
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  await page.goto('/home');
  await expect(topMenu(page).getByText('项目', { exact: true })).toBeVisible();
  await expect(topMenu(page).getByText('企业管理')).toHaveCount(0);

  await page.goto('/home/business-management/account');
  await expect(toast(page, MSG.noPermission)).toBeVisible();
  await expect(page).toHaveURL(/\/home\//);
  await expect(page).not.toHaveURL(/business-management/);

  // Without an enterprise there is no role to switch to.
  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: /个人中心/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: MSG.switchToPersonal })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: MSG.switchToEnterprise })).toHaveCount(0);
});

test('the enterprise administrator switches role, then logs out', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  await page.goto('/home');
  await expect(topMenu(page).getByText('企业管理')).toBeVisible();

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: MSG.switchToPersonal }).click();
  await expect(page.getByTestId('user-menu').getByText('个人身份')).toBeVisible();
  await expect(topMenu(page).getByText('项目', { exact: true })).toBeVisible();
  await expect(topMenu(page).getByText('企业管理')).toHaveCount(0);

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: MSG.switchToEnterprise }).click();
  await expect(page.getByTestId('user-menu').getByText('企业身份')).toBeVisible();
  await expect(topMenu(page).getByText('企业管理')).toBeVisible();

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: /退出登录/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, MSG.logoutOk)).toBeVisible();
  // The session is gone: a console address leads back to login.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('the user menu stays under the header while the page scrolls under it', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  await page.goto('/home');
  await expect(topMenu(page).getByText('企业管理')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - innerHeight))
    .toBeGreaterThan(100);

  await openUserMenu(page);
  const logout = page.getByRole('menuitem', { name: /退出登录/ });
  await expect(logout).toBeVisible();
  // Read in the same task as the scroll: a menu left in the page's flow moves with it until it is
  // placed again, and a click meant for it lands elsewhere (the header stays where it is).
  const moved = await logout.evaluate((item) => {
    const before = item.getBoundingClientRect().top;
    window.scrollBy(0, 100);
    return item.getBoundingClientRect().top - before;
  });
  expect(moved).toBe(0);
  await logout.click();
  await expect(page).toHaveURL(/\/login$/);
});
