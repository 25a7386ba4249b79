import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEVICE_API,
  DEVICE_MSG,
  type DeviceOrder,
  deviceModelOf,
  orderAmount,
  orderBody,
  orderIdQuery,
  renewBody,
} from '../../../src/shared/api/devices';
import { ok } from '../../../src/shared/api/envelope';
import { authenticateInScope, type ScopedUser } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { deviceOrders, devices } from '../../db/schema';
import { badRequest, notFound, unavailable } from '../../http/api-error';
import { validate } from '../../http/validate';
import { logChange } from '../audit';
import { isRowId } from '../row-id';
import { deviceProject, projectOfRow } from './device-access';
import { readOrder } from './order-summary';

type NewOrder = Pick<
  typeof deviceOrders.$inferInsert,
  'projectId' | 'kind' | 'model' | 'quantity' | 'months' | 'amount' | 'deviceId'
>;

/**
 * Orders for activation keys: BUY (new device slots) and RENEW (more time for a key). An order
 * is PENDING until the payment provider confirms it; the keys come from the settlement
 * (settle-order.ts), never from this call. Placing one spends the enterprise's money to keep
 * robots running, so it needs the project's enableAuth, as 启用/停用 does (an EDIT share does not
 * hold it; README, "Permissions").
 */
export function deviceOrderCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const payment = context.providers.payment;

  async function orderAnswer(id: string): Promise<DeviceOrder> {
    const order = await readOrder(db, payment, id);
    if (!order) throw notFound(DEVICE_MSG.orderNotFound);
    return order;
  }

  /** Stores the order, then opens its payment; an order whose payment cannot open is CANCELLED. */
  async function placeOrder(
    user: ScopedUser,
    request: FastifyRequest,
    order: NewOrder,
    description: string,
  ): Promise<DeviceOrder> {
    if (!payment) throw unavailable(DEVICE_MSG.paymentUnavailable);
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(deviceOrders)
        .values({ ...order, createdBy: user.userId, createdAt: now })
        .returning({ id: deviceOrders.id });
      await logChange(tx, now, user, request, order.kind === 'BUY' ? 'device.order' : 'device.renew', {
        orderId: stored.id,
        projectId: order.projectId,
        model: order.model,
        quantity: order.quantity,
        months: order.months,
        amount: order.amount,
        deviceId: order.deviceId ?? null,
      });
      return stored.id;
    });
    try {
      const opened = await payment.open({ orderId: id, amount: order.amount, description });
      await db.update(deviceOrders).set({ paymentRef: opened.paymentRef }).where(eq(deviceOrders.id, id));
    } catch (error) {
      request.log.warn({ err: error, orderId: id }, 'the payment provider could not open a payment');
      await db.update(deviceOrders).set({ status: 'CANCELLED' }).where(eq(deviceOrders.id, id));
      throw unavailable(DEVICE_MSG.paymentUnavailable);
    }
    return orderAnswer(id);
  }

  app.put(DEVICE_API.order, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(orderBody, request.body);
    const projectId = await deviceProject(db, user, body.projectId, 'enableAuth');
    const model = deviceModelOf(body.model);
    if (!model) throw badRequest(DEVICE_MSG.modelRetired);
    const order = await placeOrder(
      user,
      request,
      {
        projectId,
        kind: 'BUY',
        model: model.id,
        quantity: body.quantity,
        months: body.months,
        amount: orderAmount(model.monthlyPrice, body.quantity, body.months),
      },
      `${model.name} × ${body.quantity} 台 · ${body.months} 个月`,
    );
    return ok(order);
  });

  app.put(DEVICE_API.renew, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(renewBody, request.body);
    const projectId = await deviceProject(db, user, body.projectId, 'enableAuth');
    const [device] = await db
      .select({ id: devices.id, name: devices.name, model: devices.model })
      .from(devices)
      .where(and(eq(devices.projectId, projectId), eq(devices.activationKey, body.activationKey)));
    if (!device) throw notFound(DEVICE_MSG.keyNotFound);
    const model = deviceModelOf(device.model);
    if (!model) throw badRequest(DEVICE_MSG.modelRetired);
    const order = await placeOrder(
      user,
      request,
      {
        projectId,
        kind: 'RENEW',
        model: model.id,
        quantity: 1,
        months: body.months,
        amount: orderAmount(model.monthlyPrice, 1, body.months),
        deviceId: device.id,
      },
      `续费 ${device.name}（${body.activationKey}）· ${body.months} 个月`,
    );
    return ok(order);
  });

  app.get(DEVICE_API.orderDetail, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(orderIdQuery, request.query);
    const [order] = isRowId(id)
      ? await db
          .select({ projectId: deviceOrders.projectId })
          .from(deviceOrders)
          .where(eq(deviceOrders.id, id))
      : [];
    await projectOfRow(db, user, order?.projectId, 'accessAuth', DEVICE_MSG.orderNotFound);
    return ok(await orderAnswer(id));
  });
}
