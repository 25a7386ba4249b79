import type { FastifyInstance } from 'fastify';
import type { DevOutbox as DevOutboxSnapshot } from '../../src/shared/api/dev-outbox';
import { DEV_OUTBOX } from '../../src/shared/api/dev-outbox';
import { DEV_PAYMENT, devPaymentConfirmBody } from '../../src/shared/api/dev-payment';
import { DEVICE_MSG } from '../../src/shared/api/devices';
import { ok } from '../../src/shared/api/envelope';
import { notFound } from '../http/api-error';
import { selfContainedPagePolicy } from '../http/security-headers';
import { validate } from '../http/validate';
import type { DevOutbox } from '../providers/dev-outbox';
import { OUTBOX_PAGE } from './outbox-page';

/** Its inline script and style, by their hashes, and nothing else. */
const OUTBOX_PAGE_POLICY = selfContainedPagePolicy(OUTBOX_PAGE);

/**
 * Demo mode only: the outbox as JSON (for tests and tools) and as a page (for people), and the
 * demo payment's 确认支付.
 */
export function outboxRoutes(app: FastifyInstance, outbox: DevOutbox): void {
  app.get(DEV_OUTBOX.json, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok<DevOutboxSnapshot>(await outbox.snapshot());
  });
  app.get(DEV_OUTBOX.page, async (_request, reply) =>
    reply
      .headers({ 'cache-control': 'no-store', 'content-security-policy': OUTBOX_PAGE_POLICY })
      .type('text/html; charset=utf-8')
      .send(OUTBOX_PAGE),
  );
  app.post(DEV_PAYMENT.confirm, async (request) => {
    const { paymentRef } = validate(devPaymentConfirmBody, request.body);
    const outcome = await outbox.confirmPayment(paymentRef);
    if (outcome === 'UNKNOWN') throw notFound(DEVICE_MSG.paymentNotFound);
    return ok(null, outcome === 'SETTLED' ? DEVICE_MSG.paymentConfirmed : DEVICE_MSG.paymentAlreadyConfirmed);
  });
}
