import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { type TokenResult, tokenBody, UC } from '../../../src/shared/api/uc';
import { LOGIN_TIMESTAMP_SKEW_MS } from '../../../src/shared/constants';
import { loginSecret } from '../../../src/shared/login-secret';
import { MSG } from '../../../src/shared/messages';
import type { AppContext } from '../../context';
import { openPasswordHash, sameDigest } from '../../crypto/password-vault';
import { loginSecretDigest } from '../../crypto/tokens';
import { usedLoginSecrets, users } from '../../db/schema';
import { badRequest, conflict } from '../../http/api-error';
import { validate } from '../../http/validate';
import { writeOperationLog } from '../../operation-log';
import { recordLogin } from '../profile/login-history';
import { findUserByAccount } from './accounts';

/**
 * POST token (form-encoded secret, account, timestamp, granType): the password never travels;
 * the secret proves it for one timestamp, which must be recent and is accepted once.
 */
export function tokenRoute(app: FastifyInstance, context: AppContext): void {
  const { db, clock, keys, sessions, loginGuard } = context;

  app.post(UC.token, async (request) => {
    const { account, secret, timestamp } = validate(tokenBody, request.body);
    const address = request.ip;
    const now = clock.now();
    await loginGuard.assertAllowed(account, address);
    if (Math.abs(now.getTime() - timestamp) > LOGIN_TIMESTAMP_SKEW_MS) throw badRequest(MSG.loginStale);

    const user = await findUserByAccount(db, account);
    const expected = user
      ? loginSecret(account, openPasswordHash(keys.passwordVault, user.passwordSecret), timestamp)
      : '';
    if (!user || !sameDigest(expected, secret)) {
      await loginGuard.recordFailure(account, address);
      if (user)
        await recordLogin(db, request, { userId: user.id, at: now, result: 'FAILURE', method: 'password' });
      throw badRequest(MSG.loginFailed);
    }

    const token = await db.transaction(async (tx) => {
      // Kept until the timestamp itself would be refused as stale.
      const [fresh] = await tx
        .insert(usedLoginSecrets)
        .values({
          digest: loginSecretDigest(keys.loginSecretDigest, secret),
          expiresAt: new Date(timestamp + LOGIN_TIMESTAMP_SKEW_MS),
        })
        .onConflictDoNothing()
        .returning({ digest: usedLoginSecrets.digest });
      if (!fresh) throw conflict(MSG.loginReplayed);
      await tx
        .update(users)
        .set({ loginTimes: sql`${users.loginTimes} + 1` })
        .where(eq(users.id, user.id));
      await loginGuard.clearAccount(tx, account);
      await writeOperationLog(tx, now, {
        action: 'user.login',
        userId: user.id,
        tenantId: user.tenantId,
        account,
        address,
      });
      await recordLogin(tx, request, { userId: user.id, at: now, result: 'SUCCESS', method: 'password' });
      return sessions.open(tx, user.id, address);
    });
    return ok<TokenResult>({ token }, MSG.loginOk);
  });
}
