import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_PAYMENT } from '../../../src/shared/api/dev-payment';
import {
  DEVICE_API,
  DEVICE_MSG,
  type DeviceOrder,
  type DeviceSummary,
} from '../../../src/shared/api/devices';
import { deviceOrders, devices, operationLog } from '../../db/schema';
import { envelopeOf } from '../../test-support/api-calls';
import { TEST_APP_TIMEOUT_MS, withSecondApp } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';
import { buyDevices, confirmPayment, orderDetail } from './device-fixtures';

let app: ManagerTestApp;
beforeAll(async () => {
  app = await createManagerTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

/** The date `months` calendar months after `date` (UTC), as PostgreSQL adds an interval. */
function monthsLater(date: Date | string, months: number): string {
  const later = new Date(date);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later.toISOString();
}

const KEY = /^RK(-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}){4}$/;
const DAY_MS = 86_400_000;

const placeOrder = (projectId: string, fields: Record<string, unknown> = {}) =>
  app.call<DeviceOrder>(app.enterpriseA, {
    method: 'PUT',
    url: DEVICE_API.order,
    payload: { projectId, model: 'guide-s1', quantity: 2, months: 12, ...fields },
  });

const renew = (projectId: string, activationKey: string, months = 3, caller = app.enterpriseA) =>
  app.call<DeviceOrder>(caller, {
    method: 'PUT',
    url: DEVICE_API.renew,
    payload: { projectId, activationKey, months },
  });

const deviceByKey = async (activationKey: string) =>
  (await app.db.select().from(devices).where(eq(devices.activationKey, activationKey)))[0];

const projectDeviceCount = async (projectId: string) =>
  (await app.db.select({ id: devices.id }).from(devices).where(eq(devices.projectId, projectId))).length;

describe('device orders', () => {
  it('orders keys at the model price, pending in the demo outbox until 确认支付 issues the devices', async () => {
    const project = await createProject(app, app.enterpriseA, '购买测试');
    const placed = await placeOrder(project.id);
    expect(placed.statusCode).toBe(200);
    expect(placed.body.data).toMatchObject({
      projectId: project.id,
      kind: 'BUY',
      model: 'guide-s1',
      quantity: 2,
      months: 12,
      amount: 29_900 * 2 * 12,
      status: 'PENDING',
      paidAt: null,
      activationKeys: [],
      payment: { demo: true },
    });
    const { paymentRef, payUrl } = placed.body.data.payment ?? { paymentRef: '', payUrl: '' };
    expect(payUrl).toBe(`/dev/outbox?paymentRef=${paymentRef}`);
    expect((await app.outbox.snapshot()).payments[0]).toMatchObject({
      paymentRef,
      orderId: placed.body.data.id,
      amount: 717_600,
      description: '迎宾讲解机器人 S1 × 2 台 · 12 个月',
      confirmed: false,
    });
    expect(await projectDeviceCount(project.id)).toBe(0);

    app.clock.advance(60_000);
    const confirmed = await confirmPayment(app, paymentRef);
    expect(envelopeOf(confirmed)).toEqual({ status: 0, message: DEVICE_MSG.paymentConfirmed, data: null });
    expect((await app.outbox.snapshot()).payments[0].confirmed).toBe(true);

    const paid = await orderDetail(app, app.enterpriseA, placed.body.data.id);
    expect(paid).toMatchObject({ status: 'PAID', paidAt: app.clock.now().toISOString(), payment: null });
    expect(paid.activationKeys).toHaveLength(2);
    expect(new Set(paid.activationKeys).size).toBe(2);
    for (const key of paid.activationKeys) expect(key).toMatch(KEY);

    const issued = await Promise.all(paid.activationKeys.map(deviceByKey));
    expect(issued.map((device) => device.name)).toEqual(['迎宾讲解机器人 S1 #1', '迎宾讲解机器人 S1 #2']);
    for (const device of issued) {
      expect(device).toMatchObject({
        projectId: project.id,
        model: 'guide-s1',
        activatedAt: null,
        tokenHash: null,
      });
      expect(device.expiresAt.toISOString()).toBe(monthsLater(paid.paidAt ?? '', 12));
    }
    const logged = await app.db
      .select()
      .from(operationLog)
      .where(inArray(operationLog.action, ['device.order', 'device.order.paid']));
    expect(logged.filter((entry) => entry.detail?.orderId === paid.id).map((entry) => entry.action)).toEqual([
      'device.order',
      'device.order.paid',
    ]);

    // The next order of the same model numbers on.
    const more = await buyDevices(app, app.enterpriseA, project.id, { quantity: 1 });
    expect((await deviceByKey(more.activationKeys[0])).name).toBe('迎宾讲解机器人 S1 #3');
  });

  it('settles an order once, however often and however concurrently the payment is confirmed', async () => {
    const project = await createProject(app, app.enterpriseA, '重复确认');
    const placed = (await placeOrder(project.id, { quantity: 3 })).body.data;
    const paymentRef = placed.payment?.paymentRef ?? '';
    const answers = await Promise.all([confirmPayment(app, paymentRef), confirmPayment(app, paymentRef)]);
    expect(answers.map((answer) => envelopeOf(answer).message).sort()).toEqual(
      [DEVICE_MSG.paymentConfirmed, DEVICE_MSG.paymentAlreadyConfirmed].sort(),
    );
    const again = await confirmPayment(app, paymentRef);
    expect(again.statusCode).toBe(200);
    expect(envelopeOf(again).message).toBe(DEVICE_MSG.paymentAlreadyConfirmed);
    expect(await projectDeviceCount(project.id)).toBe(3);
    expect((await orderDetail(app, app.enterpriseA, placed.id)).activationKeys).toHaveLength(3);
    const paidLogs = await app.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.action, 'device.order.paid'));
    expect(paidLogs.filter((entry) => entry.detail?.orderId === placed.id)).toHaveLength(1);
  });

  it('offers 确认支付 on the outbox page, for the payment the console links to as well', async () => {
    const page = await app.app.inject({ method: 'GET', url: '/dev/outbox?paymentRef=DEMO-x' });
    expect(page.body).toContain('模拟支付');
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain(DEV_PAYMENT.confirm);
  });

  it('refuses confirmations of payments nobody opened and malformed ones', async () => {
    const unknown = await confirmPayment(app, 'DEMO-00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown).message).toBe(DEVICE_MSG.paymentNotFound);
    expect((await confirmPayment(app, 'ALIPAY-123')).statusCode).toBe(404);
    for (const payload of [{}, { paymentRef: '' }, { paymentRef: 'x'.repeat(101) }, { paymentRef: 42 }]) {
      const refused = await app.app.inject({ method: 'POST', url: DEV_PAYMENT.confirm, payload });
      expect(refused.statusCode).toBe(400);
    }
  });

  it('renews a valid key from its expiry and an expired key from the day of payment', async () => {
    const project = await createProject(app, app.enterpriseA, '续费测试');
    const [valid, lapsing] = (await buyDevices(app, app.enterpriseA, project.id, { quantity: 2, months: 1 }))
      .activationKeys;
    const before = (await deviceByKey(valid)).expiresAt;

    const placed = await renew(project.id, valid.toLowerCase(), 3);
    expect(placed.body.data).toMatchObject({
      kind: 'RENEW',
      quantity: 1,
      months: 3,
      amount: 29_900 * 3,
      status: 'PENDING',
      deviceId: (await deviceByKey(valid)).id,
    });
    expect((await deviceByKey(valid)).expiresAt).toEqual(before);
    await confirmPayment(app, placed.body.data.payment?.paymentRef ?? '');
    expect((await deviceByKey(valid)).expiresAt.toISOString()).toBe(monthsLater(before, 3));
    expect((await orderDetail(app, app.enterpriseA, placed.body.data.id)).activationKeys).toEqual([valid]);

    // Its month ran out ten days ago (moving the clock that far would end the test's sessions).
    const lapsed = new Date(app.clock.now().getTime() - 10 * DAY_MS);
    await app.db.update(devices).set({ expiresAt: lapsed }).where(eq(devices.activationKey, lapsing));
    const late = await renew(project.id, lapsing, 1);
    await confirmPayment(app, late.body.data.payment?.paymentRef ?? '');
    expect((await deviceByKey(lapsing)).expiresAt.toISOString()).toBe(monthsLater(app.clock.now(), 1));
  });

  it('answers 400, never 500, to bad orders and renewals, and stores nothing', async () => {
    const project = await createProject(app, app.enterpriseA, '错误输入');
    const orders = (await app.db.select().from(deviceOrders)).length;
    for (const fields of [
      { quantity: 0 },
      { quantity: 101 },
      { quantity: 1.5 },
      { quantity: '2' },
      { months: 5 },
      { months: null },
      { model: 'robot-x' },
      { projectId: '' },
      { projectId: undefined },
    ]) {
      const refused = await placeOrder(project.id, fields);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
      expect(refused.body.status).toBe(-1);
    }
    expect((await placeOrder(project.id, { months: 5 })).body.message).toBe('请选择购买时长');
    for (const key of ['', 'RK-1234', 'XX-AAAA-BBBB-CCCC-DDDD', 'RK-AAAA-BBBB-CCCC-DDDD-EEEE']) {
      expect((await renew(project.id, key)).statusCode).toBe(400);
    }
    expect((await renew(project.id, 'RK-AAAA-BBBB-CCCC-DDDD', 7)).statusCode).toBe(400);
    const unknownKey = await renew(project.id, 'RK-AAAA-BBBB-CCCC-DDDD');
    expect(unknownKey.statusCode).toBe(404);
    expect(unknownKey.body.message).toBe(DEVICE_MSG.keyNotFound);
    for (const id of ['', 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const detail = await app.call(app.enterpriseA, {
        method: 'GET',
        url: DEVICE_API.orderDetail,
        query: { id },
      });
      expect(detail.statusCode).toBe(id ? 404 : 400);
    }
    expect((await app.db.select().from(deviceOrders)).length).toBe(orders);
  });

  it('keeps orders and keys of one enterprise away from another', async () => {
    const project = await createProject(app, app.enterpriseA, '隔离测试');
    const paid = await buyDevices(app, app.enterpriseA, project.id);
    const pending = (await placeOrder(project.id)).body.data;
    const theirs = await createProject(app, app.enterpriseC, '别家项目');
    const orders = (await app.db.select().from(deviceOrders)).length;
    const expiresAt = (await deviceByKey(paid.activationKeys[0])).expiresAt;

    const foreignOrder = await app.call(app.enterpriseC, {
      method: 'PUT',
      url: DEVICE_API.order,
      payload: { projectId: project.id, model: 'guide-s1', quantity: 1, months: 1 },
    });
    expect(foreignOrder.statusCode).toBe(404);
    for (const id of [paid.id, pending.id]) {
      const detail = await app.call(app.enterpriseC, {
        method: 'GET',
        url: DEVICE_API.orderDetail,
        query: { id },
      });
      expect(detail.statusCode).toBe(404);
      expect(detail.body.message).toBe(DEVICE_MSG.orderNotFound);
    }
    expect((await renew(project.id, paid.activationKeys[0], 1, app.enterpriseC)).statusCode).toBe(404);
    // Their own project does not reach our key either.
    const viaOwn = await renew(theirs.id, paid.activationKeys[0], 1, app.enterpriseC);
    expect(viaOwn.statusCode).toBe(404);
    expect(viaOwn.body.message).toBe(DEVICE_MSG.keyNotFound);
    const personal = await app.call(app.personB, {
      method: 'GET',
      url: DEVICE_API.orderDetail,
      query: { id: paid.id },
    });
    expect(personal.statusCode).toBe(404);

    expect((await app.db.select().from(deviceOrders)).length).toBe(orders);
    expect((await deviceByKey(paid.activationKeys[0])).expiresAt).toEqual(expiresAt);
  });

  it('refuses to order without a payment provider and keeps no order', async () => {
    const project = await createProject(app, app.enterpriseA, '无支付');
    await withSecondApp(app, async (production) => {
      const refused = await production.inject({
        method: 'PUT',
        url: DEVICE_API.order,
        headers: app.enterpriseA.headers,
        payload: { projectId: project.id, model: 'patrol-p1', quantity: 1, months: 1 },
      });
      expect(refused.statusCode).toBe(503);
      expect(envelopeOf(refused).message).toBe(DEVICE_MSG.paymentUnavailable);
      expect(
        (await production.inject({ method: 'POST', url: DEV_PAYMENT.confirm, payload: {} })).statusCode,
      ).toBe(404);
    });
    const stored = await app.db.select().from(deviceOrders).where(eq(deviceOrders.projectId, project.id));
    expect(stored).toEqual([]);
  });

  it('answers the renewal page: a device by its key in the project', async () => {
    const project = await createProject(app, app.enterpriseA, '按激活码');
    const [key] = (await buyDevices(app, app.enterpriseA, project.id, { model: 'delivery-d3' }))
      .activationKeys;
    const found = await app.call<DeviceSummary>(app.enterpriseA, {
      method: 'GET',
      url: DEVICE_API.key,
      query: { projectId: project.id, activationKey: key },
    });
    expect(found.body.data).toMatchObject({
      activationKey: key,
      model: 'delivery-d3',
      modelName: '配送机器人 D3',
      state: 'INACTIVE',
    });
    const other = await createProject(app, app.enterpriseA, '另一个项目');
    const elsewhere = await app.call(app.enterpriseA, {
      method: 'GET',
      url: DEVICE_API.key,
      query: { projectId: other.id, activationKey: key },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body.message).toBe(DEVICE_MSG.keyNotFound);
  });
});
