import { eq, sql } from 'drizzle-orm';
import type { DeviceOrder } from '../../../src/shared/api/devices';
import type { Database } from '../../db/database';
import { deviceOrders, devices } from '../../db/schema';
import type { PaymentProvider } from '../../providers/payment-provider';

type Order = typeof deviceOrders.$inferSelect;

/** The keys a paid order issued (BUY, in their numbering order) or renewed (RENEW). */
async function keysOf(db: Database, order: Order): Promise<string[]> {
  if (order.status !== 'PAID') return [];
  const rows = await db
    .select({ activationKey: devices.activationKey })
    .from(devices)
    .where(order.kind === 'BUY' ? eq(devices.orderId, order.id) : eq(devices.id, order.deviceId ?? order.id))
    // Issued as 型号 #1, #2 … #10: their numbering order is by length, then by name.
    .orderBy(sql`length(${devices.name})`, devices.name);
  return rows.map((row) => row.activationKey);
}

/** An order as the console sees it: its keys once paid, where to pay while pending. */
export async function readOrder(
  db: Database,
  payment: PaymentProvider | undefined,
  id: string,
): Promise<DeviceOrder | null> {
  const [order] = await db.select().from(deviceOrders).where(eq(deviceOrders.id, id));
  if (!order) return null;
  const openPayment = order.status === 'PENDING' ? order.paymentRef : null;
  return {
    id: order.id,
    projectId: order.projectId,
    kind: order.kind,
    model: order.model,
    quantity: order.quantity,
    months: order.months,
    amount: order.amount,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    activationKeys: await keysOf(db, order),
    deviceId: order.deviceId,
    payment:
      openPayment && payment
        ? { paymentRef: openPayment, payUrl: payment.payUrlOf(openPayment), demo: payment.demo }
        : null,
  };
}
