import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import dayjs from 'dayjs';
import { DEV_PAYMENT } from '../../src/shared/api/dev-payment';
import type { Envelope } from '../../src/shared/api/envelope';
import { HOMEPAGE_API, type HomepageDetail, type HomepageSummary } from '../../src/shared/api/homepage';
import { PROJECT_API, type ProjectSummary } from '../../src/shared/api/projects';
import { MSG } from '../../src/shared/messages';
import { serialFor } from '../../src/simulator/simulated-robot';
import { startRobots } from '../../src/simulator/start-robots';
import { DEMO_ADMIN, DEMO_PASSWORD, readOutbox, signIn, toast } from './support';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** Keeps a picture of the screen when E2E_SCREENSHOTS names a directory. */
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function dataOf<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await answer.json()) as Envelope<T>;
  expect(body.status, body.message).toBe(0);
  return body.data;
}

/**
 * A fresh project of the demo enterprise with a released screen (主页 and 唤醒页), made through
 * the API as the signed-in admin.
 */
async function createProject(page: Page, request: APIRequestContext, name: string): Promise<ProjectSummary> {
  const token = await page.evaluate(() => localStorage.getItem('tk'));
  const headers = { Authorization: `Bearer ${token}`, 'Is-Enterprise': 'true' };
  const project = await dataOf<ProjectSummary>(
    await request.put(PROJECT_API.create, { headers, data: { name, description: '' } }),
  );
  const screen = await dataOf<HomepageDetail>(
    await request.put(HOMEPAGE_API.create, {
      headers,
      data: {
        projectId: project.id,
        name: '迎宾屏',
        screenSize: { width: 1080, height: 1920 },
        templateId: 'exhibition-vmain-page-1',
      },
    }),
  );
  await dataOf<HomepageSummary>(
    await request.put(HOMEPAGE_API.release, { headers, data: { id: screen.id, version: screen.version } }),
  );
  return project;
}

test('the admin buys a device through the demo payment, a robot activates with its key and comes online live, then the key is renewed', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(toast(page, MSG.loginOk)).toBeVisible();
  const name = `设备测试${Date.now().toString().slice(-6)}`;
  const project = await createProject(page, request, name);
  const listPath = `/home/project-management/${project.id}_${encodeURIComponent(name)}/device-management`;

  // A new project: the empty state tells what to do first.
  await page.goto(listPath);
  await expect(page.getByText('这个项目还没有设备')).toBeVisible();
  await expect(page.getByText('在机器人上输入激活码完成激活')).toBeVisible();
  await shoot(page, 'devices-empty');

  // Buy: a model, a period, the total, then the order waits for its payment.
  await page.getByRole('button', { name: '购买设备' }).first().click();
  await expect(page).toHaveURL(/\/device-management\/pay$/);
  await page.getByText('前台接待机器人 R2', { exact: true }).click();
  await page.getByRole('radiogroup', { name: '购买时长' }).getByText('3个月').click();
  await expect(page.getByRole('radio', { name: /前台接待机器人 R2/ })).toBeChecked();
  await expect(page.getByLabel('应付金额')).toHaveText('¥597.00');
  await shoot(page, 'pay');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('订单已提交，等待支付')).toBeVisible();
  await expect(page.getByText('演示模式：不会产生真实扣款')).toBeVisible();
  await shoot(page, 'pay-pending');

  // The payer confirms in the development outbox (a new tab); the pay screen moves on by itself.
  const [outbox] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /打开开发发件箱/ }).click(),
  ]);
  const row = outbox.locator('#payments tr').filter({ hasText: '前台接待机器人 R2 × 1 台 · 3 个月' });
  await expect(row).toHaveClass(/highlight/);
  await row.getByRole('button', { name: '确认支付' }).click();
  await expect(outbox.getByText('支付成功，请回到控制台查看订单')).toBeVisible();
  await expect(row.getByText('已支付')).toBeVisible();
  await outbox.close();

  await expect(page.getByText('支付成功，已发放 1 个激活码')).toBeVisible();
  const activationKey = ((await page.getByTestId('issued-key').textContent()) ?? '').trim();
  expect(activationKey).toMatch(/^RK(-[2-9A-HJ-NP-Z]{4}){4}$/);
  await shoot(page, 'pay-paid');

  // The list has the new device slot, waiting for its robot.
  await page.getByRole('button', { name: '返回设备列表' }).click();
  const device = page.getByRole('row').filter({ hasText: activationKey });
  await expect(device).toContainText('前台接待机器人 R2 #1');
  await expect(device).toContainText('待激活');

  // A simulated robot (the simulator, through the device API only) activates with the key and
  // beats: the list shows it online without a reload.
  const robot = startRobots({ url: new URL(page.url()).origin, keys: [activationKey], serialPrefix: 'E2E' });
  try {
    await expect(device).toContainText('在线', { timeout: 20_000 });
    // The serial is read in full, the page it shows by its name, and the table fits its card.
    await expect(device.getByTestId('device-serial')).toHaveText(`SN ${serialFor(activationKey, 'E2E')}`);
    await expect(device).toContainText('主页', { timeout: 20_000 });
    await expect(page).toHaveTitle(`设备管理 · ${name} · 机器人开放平台`);
    const table = page.locator('.ant-table-content');
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
      0,
    );
    await shoot(page, 'devices-online');
    // Narrower, the middle columns scroll between the device and its actions, which stay in view.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(device.getByTestId('device-serial')).toBeInViewport();
    await expect(device.getByRole('button', { name: '下发指令' })).toBeInViewport();
    await shoot(page, 'devices-1280');
    await page.setViewportSize({ width: 1440, height: 900 });

    // A command to the online robot: the robot receives it, speaks, and reports it done.
    await device.getByRole('button', { name: '下发指令' }).click();
    const drawer = page.getByRole('dialog', { name: '下发指令' });
    await drawer.getByLabel('播报内容').fill('欢迎来到展厅');
    await drawer.getByRole('button', { name: /发\s?送/ }).click();
    await expect(toast(page, '指令已下发')).toBeVisible();
    const sent = drawer.getByRole('listitem').filter({ hasText: '“欢迎来到展厅”' });
    await expect(sent).toContainText('已完成', { timeout: 20_000 });

    // 显示页面 offers the released screen's pages by name; the history and the list name it too.
    await drawer.getByText('显示页面', { exact: true }).click();
    await drawer.getByRole('combobox', { name: '页面' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: '唤醒页' }).click();
    await drawer.getByRole('button', { name: /发\s?送/ }).click();
    const shown = drawer.getByRole('listitem').filter({ hasText: '显示「唤醒页」' });
    await expect(shown).toContainText('已完成', { timeout: 20_000 });
    await shoot(page, 'command');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(device).toContainText('唤醒页', { timeout: 20_000 });
  } finally {
    await robot.stop();
  }

  // Renew the key for half a year: the new expiry shows once the payment is confirmed.
  await device.getByRole('button', { name: /更多操作/ }).click();
  await page.getByRole('menuitem', { name: '续费' }).click();
  await expect(page).toHaveURL(new RegExp(`/device-management/${activationKey}$`));
  await expect(page.getByText('前台接待机器人 R2 #1').first()).toBeVisible();
  await page.getByRole('radiogroup', { name: '续费时长' }).getByText('6个月').click();
  await expect(page.getByLabel('应付金额')).toHaveText('¥1,194.00');
  await shoot(page, 'renew');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('订单已提交，等待支付')).toBeVisible();
  const payment = (await readOutbox(request)).payments.find((entry) =>
    entry.description.includes(activationKey),
  );
  expect(payment, 'the renewal waits in the outbox').toBeTruthy();
  await dataOf(await request.post(DEV_PAYMENT.confirm, { data: { paymentRef: payment?.paymentRef } }));
  await expect(page.getByText('续费成功')).toBeVisible();
  // Three months bought, six more, each counted as calendar months (11.29 + 3 months is 02.28,
  // + 6 is 08.28, as PostgreSQL counts them): dayjs clamps to the month's end the same way.
  const date = dayjs().add(3, 'month').add(6, 'month').format('YYYY.MM.DD');
  await expect(page.getByText(`有效期已延长至 ${date}`)).toBeVisible();
  await shoot(page, 'renew-paid');
});
