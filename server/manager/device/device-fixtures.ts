import { eq } from 'drizzle-orm';
import { DEV_PAYMENT } from '../../../src/shared/api/dev-payment';
import { DEVICE_API, type DeviceModelId, type DeviceOrder } from '../../../src/shared/api/devices';
import { devices } from '../../db/schema';
import { envelopeOf } from '../../test-support/api-calls';
import type { Caller, ManagerTestApp } from '../test-support/manager-test-app';

/** Test steps of the device calls: buying through the demo payment, a robot coming online. */

function succeeded<T>(answer: { statusCode: number; body: { status: number; data: T } }, what: string): T {
  if (answer.statusCode !== 200 || answer.body.status !== 0) {
    throw new Error(`${what} answered ${answer.statusCode}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.data;
}

/** 确认支付 in the development outbox, as the demo payer does. */
export function confirmPayment(app: ManagerTestApp, paymentRef: string) {
  return app.app.inject({ method: 'POST', url: DEV_PAYMENT.confirm, payload: { paymentRef } });
}

export async function orderDetail(app: ManagerTestApp, caller: Caller, id: string): Promise<DeviceOrder> {
  const answer = await app.call<DeviceOrder>(caller, {
    method: 'GET',
    url: DEVICE_API.orderDetail,
    query: { id },
  });
  return succeeded(answer, 'order detail');
}

/** Orders `quantity` keys and pays for them: answers the paid order with its keys. */
export async function buyDevices(
  app: ManagerTestApp,
  caller: Caller,
  projectId: string,
  {
    model = 'guide-s1',
    quantity = 1,
    months = 12,
  }: { model?: DeviceModelId; quantity?: number; months?: number } = {},
): Promise<DeviceOrder> {
  const placed = succeeded(
    await app.call<DeviceOrder>(caller, {
      method: 'PUT',
      url: DEVICE_API.order,
      payload: { projectId, model, quantity, months },
    }),
    'order',
  );
  const paymentRef = placed.payment?.paymentRef;
  if (!paymentRef) throw new Error('the order opened no payment');
  const confirmed = await confirmPayment(app, paymentRef);
  if (envelopeOf(confirmed).status !== 0) throw new Error(`confirm answered ${confirmed.body}`);
  return orderDetail(app, caller, placed.id);
}

/** What activation and a heartbeat leave on the device row (the device API is tested on its own). */
export async function bringOnline(
  app: ManagerTestApp,
  activationKey: string,
  serial: string,
): Promise<string> {
  const now = app.clock.now();
  const [device] = await app.db
    .update(devices)
    .set({
      serial,
      activatedAt: now,
      lastSeenAt: now,
      battery: 76,
      charging: 1,
      volume: 40,
      currentPage: 'main',
    })
    .where(eq(devices.activationKey, activationKey))
    .returning({ id: devices.id });
  return device.id;
}
