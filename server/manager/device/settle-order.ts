import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { deviceModelOf } from '../../../src/shared/api/devices';
import type { Database } from '../../db/database';
import { deviceOrders, devices, projects } from '../../db/schema';
import { writeOperationLog } from '../../operation-log';
import type { SettlePayment } from '../../providers/payment-provider';
import { newActivationKey } from './activation-key';

type Order = typeof deviceOrders.$inferSelect;

/** A fresh key that happens to be taken already is drawn again; more than this is no accident. */
const KEY_DRAWS = 5;

const monthsAfter = (from: SQL, months: number) => sql`${from} + make_interval(months => ${months}::int)`;

/** BUY: `quantity` device slots, 待激活, each with a fresh key valid `months` from now. */
async function issueDevices(tx: Database, order: Order, now: Date): Promise<void> {
  const modelName = deviceModelOf(order.model)?.name ?? order.model;
  const [numbered] = await tx
    .select({ value: count() })
    .from(devices)
    .where(and(eq(devices.projectId, order.projectId), eq(devices.model, order.model)));
  const expiresAt = monthsAfter(sql`${now.toISOString()}::timestamptz`, order.months);
  let pending = Array.from({ length: order.quantity }, (_, index) => ({
    orderId: order.id,
    projectId: order.projectId,
    name: `${modelName} #${(numbered?.value ?? 0) + index + 1}`,
    model: order.model,
    activationKey: newActivationKey(),
    expiresAt,
    createdAt: now,
  }));
  for (let draw = 0; pending.length > 0; draw++) {
    if (draw === KEY_DRAWS) throw new Error('could not draw unused activation keys');
    const inserted = await tx
      .insert(devices)
      .values(pending)
      .onConflictDoNothing()
      .returning({ activationKey: devices.activationKey });
    const issued = new Set(inserted.map((row) => row.activationKey));
    pending = pending
      .filter((row) => !issued.has(row.activationKey))
      .map((row) => ({ ...row, activationKey: newActivationKey() }));
  }
}

/** RENEW: `months` more, counted from the old expiry, or from now when the key has expired. */
async function extendDevice(tx: Database, order: Order, now: Date): Promise<void> {
  if (!order.deviceId) return;
  const from = sql`greatest(${devices.expiresAt}, ${now.toISOString()}::timestamptz)`;
  await tx
    .update(devices)
    .set({ expiresAt: monthsAfter(from, order.months) })
    .where(eq(devices.id, order.deviceId));
}

/**
 * Applies a confirmed payment: the order becomes PAID and its keys are issued (BUY) or its key
 * extended (RENEW), all in one transaction. The order leaves PENDING in the same statement that
 * claims it, so a repeated or concurrent confirmation finds nothing left to apply.
 */
export async function settleOrder(db: Database, now: Date, paymentRef: string): ReturnType<SettlePayment> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(deviceOrders)
      .set({ status: 'PAID', paidAt: now })
      .where(and(eq(deviceOrders.paymentRef, paymentRef), eq(deviceOrders.status, 'PENDING')))
      .returning();
    if (!order) {
      const [known] = await tx
        .select({ id: deviceOrders.id })
        .from(deviceOrders)
        .where(eq(deviceOrders.paymentRef, paymentRef));
      return known ? 'ALREADY_SETTLED' : 'UNKNOWN';
    }
    if (order.kind === 'BUY') await issueDevices(tx, order, now);
    else await extendDevice(tx, order, now);
    const [project] = await tx
      .select({ tenantId: projects.tenantId })
      .from(projects)
      .where(eq(projects.id, order.projectId));
    await writeOperationLog(tx, now, {
      action: 'device.order.paid',
      userId: order.createdBy,
      tenantId: project?.tenantId ?? null,
      detail: {
        orderId: order.id,
        projectId: order.projectId,
        kind: order.kind,
        quantity: order.quantity,
        months: order.months,
        amount: order.amount,
        paymentRef,
      },
    });
    return 'SETTLED';
  });
}
