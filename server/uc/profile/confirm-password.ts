import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MSG } from '../../../src/shared/messages';
import type { SessionUser } from '../../auth/session-store';
import type { AppContext } from '../../context';
import { openPasswordHash, sameDigest } from '../../crypto/password-vault';
import { users } from '../../db/schema';
import { badRequest, tooMany } from '../../http/api-error';

/**
 * Checks the signed-in user's password (UPPER(MD5(password))) before a sensitive change. Misses
 * count like failed logins, so a stolen session does not become a way to guess the password.
 */
export async function confirmPassword(
  { db, keys, loginGuard }: AppContext,
  request: FastifyRequest,
  session: SessionUser,
  passwordDigest: string,
): Promise<void> {
  // The dialog shows no image code: where the sign-in would ask for one, the dialog is refused.
  const attempt = await loginGuard.begin(session.account, request.ip);
  if (attempt.imageCodeRequired) {
    await attempt.withdrawn();
    throw tooMany(MSG.loginTooMany);
  }
  const [user] = await db
    .select({ passwordSecret: users.passwordSecret })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!user || !sameDigest(openPasswordHash(keys.passwordVault, user.passwordSecret), passwordDigest)) {
    throw badRequest(MSG.passwordWrong);
  }
  await attempt.succeeded(db);
}
