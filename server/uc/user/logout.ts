import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { UC } from '../../../src/shared/api/uc';
import { MSG } from '../../../src/shared/messages';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { writeOperationLog } from '../../operation-log';

/** POST logout: the token stops working at once, in every later call. */
export function logoutRoute(app: FastifyInstance, context: AppContext): void {
  app.post(UC.logout, async (request) => {
    const user = await authenticate(context, request);
    await context.db.transaction(async (tx) => {
      await context.sessions.revoke(tx, user);
      await writeOperationLog(tx, context.clock.now(), {
        action: 'user.logout',
        userId: user.userId,
        tenantId: user.tenantId,
        account: user.account,
        address: request.ip,
      });
    });
    return ok(null, MSG.logoutOk);
  });
}
