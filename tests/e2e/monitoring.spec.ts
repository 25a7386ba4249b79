import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEV_PAYMENT } from '../../src/shared/api/dev-payment';
import { DEVICE_API, type DeviceOrder } from '../../src/shared/api/devices';
import type { Envelope } from '../../src/shared/api/envelope';
import { MONITORING_API, type RobotDetail } from '../../src/shared/api/monitoring';
import type { Page as ListPage } from '../../src/shared/api/paging';
import { PROJECT_API, type ProjectSummary } from '../../src/shared/api/projects';
import { startRobots } from '../../src/simulator/start-robots';
import { DEMO_ADMIN, DEMO_PASSWORD, signIn, toast } from './support';

const SHOTS = process.env.E2E_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function dataOf<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await answer.json()) as Envelope<T>;
  expect(body.status, body.message).toBe(0);
  return body.data;
}

/** A new activation key of the demo project, bought and paid through the demo payment. */
async function demoProjectKey(request: APIRequestContext, headers: Record<string, string>) {
  const projects = await dataOf<ListPage<ProjectSummary>>(
    await request.get(PROJECT_API.page, { headers, params: { pageNo: 0, pageSize: 50 } }),
  );
  const demo = projects.content.find((project) => project.name === '展厅导览机器人');
  expect(demo, 'the demo project').toBeTruthy();
  const order = await dataOf<DeviceOrder>(
    await request.put(DEVICE_API.order, {
      headers,
      data: { projectId: demo?.id, model: 'guide-s1', quantity: 1, months: 1 },
    }),
  );
  await dataOf(await request.post(DEV_PAYMENT.confirm, { data: { paymentRef: order.payment?.paymentRef } }));
  const paid = await dataOf<DeviceOrder>(
    await request.get(DEVICE_API.orderDetail, { headers, params: { id: order.id } }),
  );
  return paid.activationKeys[0];
}

test('a simulated robot walks on the monitoring map, acknowledges a spoken command from the remote view, and raises the offline alarm once stopped', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/monitoring-platform/);
  const token = await page.evaluate(() => localStorage.getItem('tk'));
  const headers = { Authorization: `Bearer ${token}`, 'Is-Enterprise': 'true' };
  const key = await demoProjectKey(request, headers);

  // The simulator (device API only) activates with the key and walks the demo hall's floor plan.
  const robot = startRobots({
    url: new URL(page.url()).origin,
    keys: [key],
    serialPrefix: 'E2E',
    speedUp: 5,
  });
  let name = '';
  try {
    await expect.poll(() => robot.stats()[0].deviceId, { timeout: 30_000 }).toBeTruthy();
    const deviceId = robot.stats()[0].deviceId as string;
    ({ name } = await dataOf<RobotDetail>(
      await request.get(MONITORING_API.robot, { headers, params: { id: deviceId } }),
    ));

    // 监控平台 → 地图: the robot is on the floor, and its place changes without a reload. The feed
    // carries the robots known when the page subscribed: one activated since shows after a reload,
    // once it walks the floor map (its first beats, before its configuration, are off the map).
    await expect
      .poll(
        async () =>
          (
            await dataOf<RobotDetail>(
              await request.get(MONITORING_API.robot, { headers, params: { id: deviceId } }),
            )
          ).position?.mapId ?? null,
        { timeout: 30_000 },
      )
      .toBeTruthy();
    await page.reload();
    await page.getByRole('tab', { name: '地图' }).click();
    const onFloor = page
      .getByRole('list', { name: '此楼层的机器人' })
      .getByRole('listitem')
      .filter({ hasText: name });
    const position = onFloor.getByTestId('robot-position');
    await expect(position).toBeVisible({ timeout: 30_000 });
    const first = (await position.textContent()) ?? '';
    await expect(position).not.toHaveText(first, { timeout: 45_000 });
    // 更新于 is when the last live update arrived: it moves on with the robot, not with reloads.
    const updatedAt = page.getByText(/^更新于 \d\d:\d\d:\d\d$/);
    const before = (await updatedAt.textContent()) ?? '';
    const moved = (await position.textContent()) ?? '';
    await expect(position).not.toHaveText(moved, { timeout: 45_000 });
    await expect(updatedAt).not.toHaveText(before, { timeout: 3_000 });
    await expect(page.getByTestId('floor-plan')).toBeVisible();
    await shoot(page, 'monitoring-map');

    // Its remote view: speak a text; the command is acknowledged, then done, each step timed.
    await onFloor.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`remote-view\\?device=${deviceId}`));
    await expect(page.getByRole('heading', { name: '远程查看' })).toBeVisible();
    await page.getByLabel('播报内容').fill('欢迎来到智慧展馆');
    await page.getByRole('button', { name: /发\s?送/ }).click();
    await expect(toast(page, '指令已下发')).toBeVisible();
    const command = page.getByTestId('command-item').filter({ hasText: '欢迎来到智慧展馆' });
    await expect(command).toContainText(/已接收|已完成/, { timeout: 20_000 });
    await expect(command).toContainText('已完成', { timeout: 20_000 });
    await expect(command).toContainText(/\d+(\.\d)? (ms|s)/);
    await shoot(page, 'remote-view');
  } finally {
    await robot.stop();
  }

  // Stopped, it falls silent: the offline alarm opens on the monitoring platform, live.
  await page.goto('/home/remote-monitoring/monitoring-platform');
  const alarms = page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: /^告警$/ }) });
  const offline = alarms.getByRole('row').filter({ hasText: '离线' }).filter({ hasText: name });
  await expect(offline.first()).toBeVisible({ timeout: 60_000 });
  await shoot(page, 'monitoring-offline-alarm');
  await offline
    .first()
    .getByRole('button', { name: /确\s?认/ })
    .click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s?认/ })
    .click();
  await expect(toast(page, '告警已确认')).toBeVisible();
  await expect(offline.first()).toContainText('演示管理员');
});
