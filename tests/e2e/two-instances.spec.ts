import { type APIRequestContext, type Browser, expect, request as requests, test } from '@playwright/test';
import { DEV_OUTBOX } from '../../src/shared/api/dev-outbox';
import { DEV_PAYMENT } from '../../src/shared/api/dev-payment';
import { DEV_WECHAT } from '../../src/shared/api/dev-wechat';
import { DEVICE_API, type DeviceOrder } from '../../src/shared/api/devices';
import type { Envelope } from '../../src/shared/api/envelope';
import { HOMEPAGE_API, type HomepageSummary } from '../../src/shared/api/homepage';
import type { Page as ListPage } from '../../src/shared/api/paging';
import { PROJECT_API, type ProjectSummary } from '../../src/shared/api/projects';
import { UC } from '../../src/shared/api/uc-paths';
import { MSG } from '../../src/shared/messages';
import { startRobots } from '../../src/simulator/start-robots';
import { DEMO_ADMIN, DEMO_PASSWORD, freshPhone, signIn } from './support';
import { startTwoInstances, type TwoInstances } from './support/two-instances';

/**
 * Two API processes on one PostgreSQL behind a round-robin proxy: what a user does through the
 * proxy (each request to the next process) works as on one process, and what one process
 * stores or hears, the other serves.
 */
const SMS_SENDS_PER_MINUTE = 3;
let two: TwoInstances;
let api: APIRequestContext;

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  two = await startTwoInstances({
    SMS_SENDS_PER_MINUTE: String(SMS_SENDS_PER_MINUTE),
    IMAGE_CODES_PER_MINUTE: '1000',
  });
  api = await requests.newContext({ baseURL: two.proxy });
});
test.afterAll(async () => {
  await api?.dispose();
  await two?.stop();
});

async function dataOf<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await answer.json()) as Envelope<T>;
  expect(body.status, body.message).toBe(0);
  return body.data;
}

/** A browser page whose every request goes through the proxy. */
async function pageThroughProxy(browser: Browser) {
  const context = await browser.newContext({ baseURL: two.proxy });
  return context.newPage();
}

async function signedInHeaders(browser: Browser) {
  const page = await pageThroughProxy(browser);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/monitoring-platform/);
  const token = await page.evaluate(() => localStorage.getItem('tk'));
  return {
    page,
    token: token as string,
    headers: { Authorization: `Bearer ${token}`, 'Is-Enterprise': 'true' },
  };
}

const userInfoStatus = async (base: string, token: string) =>
  (await api.get(`${base}${UC.userInfo}`, { headers: { Authorization: `Bearer ${token}` } })).status();

test('a session opened through the proxy is good on both processes, and its logout ends it on both', async ({
  browser,
}) => {
  const { page, token } = await signedInHeaders(browser);
  // The console loaded through the proxy: its calls went to both processes.
  await expect(page.getByText('监控平台').first()).toBeVisible();
  expect(await userInfoStatus(two.first, token)).toBe(200);
  expect(await userInfoStatus(two.second, token)).toBe(200);
  const out = await api.post(`${two.second}${UC.logout}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(out.status()).toBe(200);
  expect(await userInfoStatus(two.second, token)).toBe(401);
  // The other process held the session in memory, and refuses the token at once all the same.
  expect(await userInfoStatus(two.first, token)).toBe(401);
});

test('the per-address SMS limit counts sends on both processes together', async () => {
  const sends: { status: number; message: string }[] = [];
  for (let send = 0; send <= SMS_SENDS_PER_MINUTE; send++) {
    const account = freshPhone();
    // The captcha comes from one process, its answer from the outbox (both share it) …
    const image = await dataOf<{ imageCodeKey: string }>(await api.get(UC.imageCode));
    const outbox = await dataOf<{ imageCodes: Record<string, string> }>(await api.get(DEV_OUTBOX.json));
    // … and the sends alternate between the processes, from the same client address.
    const target = send % 2 === 0 ? two.first : two.second;
    const answer = await api.get(`${target}${UC.validCode}`, {
      params: {
        account,
        service: 'register',
        imageCodeKey: image.imageCodeKey,
        imageCodeContent: outbox.imageCodes[image.imageCodeKey],
      },
    });
    sends.push({ status: answer.status(), message: ((await answer.json()) as Envelope<unknown>).message });
  }
  expect(sends.slice(0, SMS_SENDS_PER_MINUTE).map((send) => send.status)).toEqual(
    Array(SMS_SENDS_PER_MINUTE).fill(200),
  );
  expect(sends.at(-1)).toEqual({ status: 429, message: MSG.tooManyRequests });
});

test('a QR code shown through one process and scanned on the other signs the page in', async ({
  browser,
}) => {
  const page = await pageThroughProxy(browser);
  await page.goto('/login');
  const [shown] = await Promise.all([
    page.waitForResponse((response) => response.url().includes(UC.wechatQrcode)),
    page.getByText('扫码登录').click(),
  ]);
  await expect(page.getByRole('img', { name: '扫码登录二维码' })).toBeVisible();
  const { qrcodeId } = ((await shown.json()) as Envelope<{ qrcodeId: string }>).data;
  for (const base of [two.first, two.second]) {
    const pending = await dataOf<{ qrcodes: { qrcodeId: string }[] }>(
      await api.get(`${base}${DEV_WECHAT.pending}`),
    );
    expect(pending.qrcodes.map((code) => code.qrcodeId)).toContain(qrcodeId);
  }
  await dataOf(
    await api.post(`${two.second}${DEV_WECHAT.scan}`, {
      data: { qrcodeId, unionid: 'demo-wx-admin', nickname: '演示管理员' },
    }),
  );
  await expect(page).toHaveURL(/monitoring-platform/, { timeout: 20_000 });
});

test('two saves of one configuration from the same version on the two processes: the second gets the conflict', async ({
  browser,
}) => {
  const { headers } = await signedInHeaders(browser);
  const projects = await dataOf<ListPage<ProjectSummary>>(
    await api.get(PROJECT_API.page, { headers, params: { pageNo: 0, pageSize: 50 } }),
  );
  const demo = projects.content.find((project) => project.name === '展厅导览机器人');
  const configurations = await dataOf<ListPage<HomepageSummary>>(
    await api.get(HOMEPAGE_API.page, {
      headers,
      params: { projectId: demo?.id ?? '', pageNo: 0, pageSize: 10 },
    }),
  );
  const [configuration] = configurations.content;
  const save = (base: string, name: string) =>
    api.post(`${base}${HOMEPAGE_API.edit}`, {
      headers,
      data: { id: configuration.id, version: configuration.version, name },
    });
  expect((await save(two.first, '展厅首页（甲）')).status()).toBe(200);
  const second = await save(two.second, '展厅首页（乙）');
  expect(second.status()).toBe(409);
  const body = (await second.json()) as Envelope<{ name: string; version: number }>;
  expect(body.message).toBe(MSG.homepageConflict);
  expect(body.data).toMatchObject({ name: '展厅首页（甲）', version: configuration.version + 1 });
});

test('a command sent through one process reaches the robot on the other, which acknowledges it; the remote view shows it done', async ({
  browser,
}) => {
  const { page, headers } = await signedInHeaders(browser);
  const projects = await dataOf<ListPage<ProjectSummary>>(
    await api.get(PROJECT_API.page, { headers, params: { pageNo: 0, pageSize: 50 } }),
  );
  const demo = projects.content.find((project) => project.name === '展厅导览机器人');
  // Bought and paid through the proxy: the payment waits in the outbox both processes share.
  const order = await dataOf<DeviceOrder>(
    await api.put(DEVICE_API.order, {
      headers,
      data: { projectId: demo?.id, model: 'guide-s1', quantity: 1, months: 1 },
    }),
  );
  await dataOf(await api.post(DEV_PAYMENT.confirm, { data: { paymentRef: order.payment?.paymentRef } }));
  const paid = await dataOf<DeviceOrder>(
    await api.get(DEVICE_API.orderDetail, { headers, params: { id: order.id } }),
  );

  // The robot talks to the first process only: its push channel is open there.
  const robot = startRobots({
    url: two.first,
    keys: [paid.activationKeys[0]],
    serialPrefix: 'TWO',
    speedUp: 5,
  });
  try {
    await expect.poll(() => robot.stats()[0].online, { timeout: 30_000 }).toBe(true);
    const deviceId = robot.stats()[0].deviceId as string;
    // The operator's command goes to the second process.
    await dataOf(
      await api.put(`${two.second}${DEVICE_API.command}`, {
        headers,
        data: { deviceId, kind: 'SPEAK', payload: { text: '两台服务器，一个机器人' } },
      }),
    );
    const statusOfCommand = async () => {
      const commands = await dataOf<ListPage<{ status: string; payload: { text?: string } }>>(
        await api.get(DEVICE_API.commandPage, { headers, params: { deviceId, pageNo: 0, pageSize: 10 } }),
      );
      return commands.content.find((command) => command.payload.text === '两台服务器，一个机器人')?.status;
    };
    await expect.poll(statusOfCommand, { timeout: 30_000 }).toBe('DONE');

    // The remote view, served through the proxy: a command spoken there is shown done, its
    // steps pushed by whichever process the feed is on.
    await page.goto(`/home/remote-monitoring/remote-view?device=${deviceId}`);
    await expect(page.getByRole('heading', { name: '远程查看' })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('播报内容').fill('欢迎来到智慧展馆');
    await page.getByRole('button', { name: /发\s?送/ }).click();
    const command = page.getByTestId('command-item').filter({ hasText: '欢迎来到智慧展馆' });
    await expect(command).toContainText('已完成', { timeout: 30_000 });
  } finally {
    await robot.stop();
  }
});
