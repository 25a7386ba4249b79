import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/shared/api/envelope';
import { type SystemMode, UC } from '../../src/shared/api/uc';
import type { AppContext } from '../context';

/** GET system/mode (no token): whether codes go to the development outbox, for the login notice. */
export function systemModeRoute(app: FastifyInstance, context: AppContext): void {
  app.get(UC.systemMode, async () => ok<SystemMode>({ demo: context.providers.outbox !== null }));
}
