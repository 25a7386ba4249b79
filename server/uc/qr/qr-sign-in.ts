import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { writeOperationLog } from '../../operation-log';
import { recordLogin } from '../profile/login-history';

/** Signs a user in by QR code inside the caller's transaction, as POST token does by password. */
export async function signInByQr(
  tx: Database,
  { clock, sessions }: AppContext,
  request: FastifyRequest,
  user: { id: string; account: string; tenantId: string | null },
): Promise<string> {
  const now = clock.now();
  await tx
    .update(users)
    .set({ loginTimes: sql`${users.loginTimes} + 1` })
    .where(eq(users.id, user.id));
  await writeOperationLog(tx, now, {
    action: 'user.login',
    userId: user.id,
    tenantId: user.tenantId,
    account: user.account,
    address: request.ip,
    detail: { method: 'qrcode' },
  });
  await recordLogin(tx, request, { userId: user.id, at: now, result: 'SUCCESS', method: 'qrcode' });
  return sessions.open(tx, user.id, request.ip);
}
