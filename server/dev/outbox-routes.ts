import type { FastifyInstance } from 'fastify';
import type { DevOutbox as DevOutboxSnapshot } from '../../src/shared/api/dev-outbox';
import { DEV_OUTBOX } from '../../src/shared/api/dev-outbox';
import { ok } from '../../src/shared/api/envelope';
import type { DevOutbox } from '../providers/dev-outbox';
import { OUTBOX_PAGE } from './outbox-page';

/** Demo mode only: the outbox as JSON (for tests and tools) and as a page (for people). */
export function outboxRoutes(app: FastifyInstance, outbox: DevOutbox): void {
  app.get(DEV_OUTBOX.json, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok<DevOutboxSnapshot>(outbox.snapshot());
  });
  app.get(DEV_OUTBOX.page, async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(OUTBOX_PAGE),
  );
}
