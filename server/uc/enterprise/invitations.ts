import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENTERPRISE_MSG, invitationBody, TENANT_API } from '../../../src/shared/api/enterprise-admin';
import { ok } from '../../../src/shared/api/envelope';
import type { TokenResult } from '../../../src/shared/api/uc';
import { passwordHash } from '../../../src/shared/login-secret';
import { MSG } from '../../../src/shared/messages';
import type { AppContext } from '../../context';
import { sameDigest, sealPasswordHash } from '../../crypto/password-vault';
import { tokenDigest } from '../../crypto/tokens';
import type { Database } from '../../db/database';
import { accountInvitations, users } from '../../db/schema';
import { badRequest, unavailable } from '../../http/api-error';
import { validate } from '../../http/validate';
import { writeOperationLog } from '../../operation-log';
import { recordLogin } from '../profile/login-history';

/** How long an invitation's code is good for. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Wrong codes an invitation survives; then the administrator sends a new one. */
export const INVITATION_MAX_TRIES = 5;

/** A password nobody knows: the account cannot be signed in to until its person sets one. */
export const unusablePassword = (key: Buffer): string =>
  sealPasswordHash(key, passwordHash(randomBytes(24).toString('base64')));

/** Stores a fresh invitation for the user (replacing any) inside the caller's transaction; returns its code. */
export async function openInvitation(tx: Database, userId: string, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const fresh = {
    userId,
    codeDigest: tokenDigest(`${userId}:${code}`),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    wrongTries: 0,
  };
  await tx
    .insert(accountInvitations)
    .values(fresh)
    .onConflictDoUpdate({ target: accountInvitations.userId, set: fresh });
  return code;
}

/** Sends the invitation's code (after the transaction that stored it committed). */
export async function sendInvitation(
  { providers }: AppContext,
  request: FastifyRequest,
  phone: string,
  code: string,
): Promise<void> {
  try {
    await providers.sms.send({ phone, service: 'invitation', code });
  } catch (error) {
    request.log.warn({ err: error }, 'invitation SMS delivery failed');
    throw unavailable(MSG.smsSendFailed);
  }
}

/**
 * POST user/invitation/accept: the invited person proves the phone with the SMS code, sets a
 * password and is signed in (a session opens, like a password sign-in). A wrong code costs a try.
 */
export function invitationRoute(app: FastifyInstance, context: AppContext): void {
  const { db, clock, keys, sessions } = context;

  app.post(
    TENANT_API.invitationAccept,
    { config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (request) => {
      const { account, code, password } = validate(invitationBody, request.body);
      const now = clock.now();
      const [invited] = await db
        .select({ userId: users.id, tenantId: users.tenantId, codeDigest: accountInvitations.codeDigest })
        .from(users)
        .innerJoin(accountInvitations, eq(accountInvitations.userId, users.id))
        .where(and(eq(users.account, account), gt(accountInvitations.expiresAt, now)));
      if (!invited) throw badRequest(ENTERPRISE_MSG.invitationWrong);
      if (!sameDigest(invited.codeDigest, tokenDigest(`${invited.userId}:${code}`))) {
        await countWrongTry(db, invited.userId);
        throw badRequest(ENTERPRISE_MSG.invitationWrong);
      }
      const token = await db.transaction(async (tx) => {
        const spent = await tx
          .delete(accountInvitations)
          .where(eq(accountInvitations.userId, invited.userId))
          .returning({ userId: accountInvitations.userId });
        if (spent.length === 0) throw badRequest(ENTERPRISE_MSG.invitationWrong);
        await tx
          .update(users)
          .set({
            passwordSecret: sealPasswordHash(keys.passwordVault, passwordHash(password)),
            loginTimes: sql`${users.loginTimes} + 1`,
            updatedAt: now,
          })
          .where(eq(users.id, invited.userId));
        await writeOperationLog(tx, now, {
          action: 'user.invitation.accept',
          userId: invited.userId,
          tenantId: invited.tenantId,
          account,
          address: request.ip,
        });
        await recordLogin(tx, request, {
          userId: invited.userId,
          at: now,
          result: 'SUCCESS',
          method: 'password',
        });
        return sessions.open(tx, invited.userId, request.ip);
      });
      return ok<TokenResult>({ token }, MSG.loginOk);
    },
  );
}

async function countWrongTry(db: Database, userId: string): Promise<void> {
  const [counted] = await db
    .update(accountInvitations)
    .set({ wrongTries: sql`${accountInvitations.wrongTries} + 1` })
    .where(eq(accountInvitations.userId, userId))
    .returning({ wrongTries: accountInvitations.wrongTries });
  if (counted && counted.wrongTries >= INVITATION_MAX_TRIES)
    await db.delete(accountInvitations).where(eq(accountInvitations.userId, userId));
}
