import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEV_PAYMENT } from '../../../src/shared/api/dev-payment';
import { DEVICE_API, type DeviceOrder } from '../../../src/shared/api/devices';
import type { Envelope } from '../../../src/shared/api/envelope';

/** Keeps a picture of the screen when E2E_SCREENSHOTS names a directory. */
export async function shoot(page: Page, name: string) {
  const shots = process.env.E2E_SCREENSHOTS;
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** The data of an API answer that succeeded (status 0). */
export async function dataOf<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await answer.json()) as Envelope<T>;
  expect(body.status, body.message).toBe(0);
  return body.data;
}

/** A new activation key of `projectId`, bought and paid through the demo payment. */
export async function paidActivationKey(
  request: APIRequestContext,
  headers: Record<string, string>,
  projectId: string,
): Promise<string> {
  const order = await dataOf<DeviceOrder>(
    await request.put(DEVICE_API.order, {
      headers,
      data: { projectId, model: 'guide-s1', quantity: 1, months: 1 },
    }),
  );
  await dataOf(await request.post(DEV_PAYMENT.confirm, { data: { paymentRef: order.payment?.paymentRef } }));
  const paid = await dataOf<DeviceOrder>(
    await request.get(DEVICE_API.orderDetail, { headers, params: { id: order.id } }),
  );
  return paid.activationKeys[0];
}
