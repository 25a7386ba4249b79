import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { passwordBody, UC } from '../../../src/shared/api/uc';
import { passwordHash } from '../../../src/shared/login-secret';
import { MSG } from '../../../src/shared/messages';
import { authenticate } from '../../auth/authenticate';
import type { SessionUser } from '../../auth/session-store';
import { checkSmsCode, spendSmsCode } from '../../codes/sms-codes';
import type { AppContext } from '../../context';
import { sealPasswordHash } from '../../crypto/password-vault';
import { users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { writeOperationLog } from '../../operation-log';
import { findUserByAccount } from './accounts';

/**
 * PUT password. forget_password: anyone holding the phone (its SMS code) sets a new password and
 * every session ends. change_password: the signed-in owner of the account does the same, with
 * the same SMS code, and keeps the current session.
 */
export function passwordRoute(app: FastifyInstance, context: AppContext): void {
  const { db, clock, keys, sessions } = context;

  app.put(UC.password, async (request) => {
    const { account, validCode, password, service } = validate(passwordBody, request.body);
    let current: SessionUser | undefined;
    if (service === 'change_password') {
      current = await authenticate(context, request);
      if (current.account !== account) throw forbidden(MSG.accountMismatch);
    }
    const user = await findUserByAccount(db, account);
    if (!user) throw notFound(MSG.accountMissing);
    const now = clock.now();
    await checkSmsCode(db, now, account, 'forget_password', validCode);

    await db.transaction(async (tx) => {
      if (!(await spendSmsCode(tx, account, 'forget_password', validCode)))
        throw badRequest(MSG.smsCodeWrong);
      await tx
        .update(users)
        .set({ passwordSecret: sealPasswordHash(keys.passwordVault, passwordHash(password)), updatedAt: now })
        .where(eq(users.id, user.id));
      await sessions.revokeAllOf(tx, user.id, current);
      await writeOperationLog(tx, now, {
        action: service === 'change_password' ? 'user.password.change' : 'user.password.reset',
        userId: user.id,
        tenantId: user.tenantId,
        account,
        address: request.ip,
      });
    });
    return ok(null);
  });
}
