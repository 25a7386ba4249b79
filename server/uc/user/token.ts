import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok, STATUS_REFUSED } from '../../../src/shared/api/envelope';
import { type LoginRefusal, type TokenResult, tokenBody, UC } from '../../../src/shared/api/uc';
import { LOGIN_TIMESTAMP_SKEW_MS } from '../../../src/shared/constants';
import { loginSecret } from '../../../src/shared/login-secret';
import { MSG } from '../../../src/shared/messages';
import { spendImageCode } from '../../codes/image-codes';
import type { AppContext } from '../../context';
import { openPasswordHash, sameDigest } from '../../crypto/password-vault';
import { loginSecretDigest } from '../../crypto/tokens';
import { usedLoginSecrets, users } from '../../db/schema';
import { badRequest, conflict, tooMany } from '../../http/api-error';
import { validate } from '../../http/validate';
import { writeOperationLog } from '../../operation-log';
import { recordLogin } from '../profile/login-history';
import { findUserByAccount } from './accounts';

/**
 * POST token (form-encoded secret, account, timestamp, granType): the password never travels;
 * the secret proves it for one timestamp, which must be recent and is accepted once. After a few
 * failures the image code is asked for too (login-guard); a refusal says so in its `data`.
 */
/** Why the image code an attempt must bring is refused (missing, wrong), or null when it is right. */
async function imageCodeRefusal(
  db: AppContext['db'],
  now: Date,
  { imageCodeKey, imageCodeContent }: { imageCodeKey?: string; imageCodeContent?: string },
): Promise<string | null> {
  if (!imageCodeKey || !imageCodeContent) return MSG.imageCodeRequired;
  return (await spendImageCode(db, now, imageCodeKey, imageCodeContent)) ? null : MSG.imageCodeWrong;
}

export function tokenRoute(app: FastifyInstance, context: AppContext): void {
  const { db, clock, keys, sessions, loginGuard } = context;

  app.post(UC.token, async (request, reply) => {
    const body = validate(tokenBody, request.body);
    const { account, secret, timestamp } = body;
    const address = request.ip;
    const now = clock.now();
    if (Math.abs(now.getTime() - timestamp) > LOGIN_TIMESTAMP_SKEW_MS) throw badRequest(MSG.loginStale);

    const attempt = await loginGuard.begin(account, address);
    if (attempt.stopped) throw tooMany(MSG.loginTooMany);
    const refuse = (message: string, imageCodeRequired: boolean) =>
      reply
        .code(400)
        .send({ status: STATUS_REFUSED, message, data: { imageCodeRequired } satisfies LoginRefusal });
    const codeRefusal = attempt.imageCodeRequired && (await imageCodeRefusal(db, now, body));
    if (codeRefusal) {
      await attempt.withdrawn();
      return refuse(codeRefusal, true);
    }

    const user = await findUserByAccount(db, account);
    const expected = user
      ? loginSecret(account, openPasswordHash(keys.passwordVault, user.passwordSecret), timestamp)
      : '';
    if (!user || !sameDigest(expected, secret)) {
      if (user)
        await recordLogin(db, request, { userId: user.id, at: now, result: 'FAILURE', method: 'password' });
      return refuse(MSG.loginFailed, attempt.nextNeedsImageCode);
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
      await attempt.succeeded(tx);
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
