import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { deviceChangeCalls } from './device-change-calls';
import { deviceCommandCalls } from './device-command-calls';
import { deviceOrderCalls } from './device-order-calls';
import { deviceReadCalls } from './device-read-calls';
import { settleOrder } from './settle-order';

/**
 * The console's device calls (DEVICE_API but `fleet`), and where the payment provider's
 * confirmations go: each settles its order.
 */
export function deviceCalls(app: FastifyInstance, context: AppContext): void {
  deviceReadCalls(app, context);
  deviceChangeCalls(app, context);
  deviceCommandCalls(app, context);
  deviceOrderCalls(app, context);
  context.providers.payment?.onConfirmed((paymentRef) =>
    settleOrder(context.db, context.clock.now(), paymentRef),
  );
}
