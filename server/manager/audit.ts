import type { FastifyRequest } from 'fastify';
import type { ScopedUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { type OperationEntry, writeOperationLog } from '../operation-log';

/** Writes the operation log of a change made by a signed-in user, in the change's transaction. */
export function logChange(
  tx: Database,
  at: Date,
  user: ScopedUser,
  request: FastifyRequest,
  action: string,
  detail: OperationEntry['detail'],
): Promise<void> {
  return writeOperationLog(tx, at, {
    action,
    userId: user.userId,
    tenantId: user.scope.kind === 'enterprise' ? user.scope.tenantId : null,
    account: user.account,
    address: request.ip,
    detail,
  });
}
