import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  type SignInTicket,
  type SignInTicketHolder,
  signInTicketBody,
  type TokenResult,
  UC,
} from '../../../src/shared/api/uc';
import { MSG } from '../../../src/shared/messages';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { tokenDigest } from '../../crypto/tokens';
import { signInTickets, users } from '../../db/schema';
import { badRequest } from '../../http/api-error';
import { validate } from '../../http/validate';
import { writeOperationLog } from '../../operation-log';

/** Long enough to follow a link or a reload, too short to be worth sending to someone. */
export const SIGN_IN_TICKET_TTL_MS = 60_000;

/** 13800000001 → 138****0001: enough for its owner to know it, not a list of numbers for others. */
const maskedPhone = (account: string) => `${account.slice(0, 3)}****${account.slice(-4)}`;

/**
 * Direct token login (accounts spec: query `t`) without login CSRF: `t` is a ticket a signed-in
 * client asks for, which names its account (the login page asks the person to confirm it) and is
 * spent by its first use within a minute. It is never a session token, nor the reverse.
 */
export function signInTicketRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, clock, sessions } = context;
  const live = (ticket: string) =>
    and(eq(signInTickets.ticketHash, tokenDigest(ticket)), gt(signInTickets.expiresAt, clock.now()));

  app.post(UC.signInTicket, async (request) => {
    const user = await authenticate(context, request);
    const ticket = randomBytes(24).toString('base64url');
    await db.insert(signInTickets).values({
      ticketHash: tokenDigest(ticket),
      userId: user.userId,
      expiresAt: new Date(clock.now().getTime() + SIGN_IN_TICKET_TTL_MS),
    });
    return ok<SignInTicket>({ ticket });
  });

  app.get(UC.signInTicket, async (request) => {
    const { ticket } = validate(signInTicketBody, request.query);
    const [holder] = await db
      .select({ account: users.account, nickname: users.nickname })
      .from(signInTickets)
      .innerJoin(users, eq(users.id, signInTickets.userId))
      .where(live(ticket));
    if (!holder) throw badRequest(MSG.signInTicketInvalid);
    return ok<SignInTicketHolder>({ account: maskedPhone(holder.account), nickname: holder.nickname });
  });

  app.post(UC.signInTicketRedeem, async (request) => {
    const { ticket } = validate(signInTicketBody, request.body);
    const token = await db.transaction(async (tx) => {
      const [spent] = await tx
        .delete(signInTickets)
        .where(live(ticket))
        .returning({ userId: signInTickets.userId });
      if (!spent) throw badRequest(MSG.signInTicketInvalid);
      const [user] = await tx
        .select({ account: users.account, tenantId: users.tenantId })
        .from(users)
        .where(eq(users.id, spent.userId));
      await writeOperationLog(tx, clock.now(), {
        action: 'user.login',
        userId: spent.userId,
        tenantId: user.tenantId,
        account: user.account,
        address: request.ip,
      });
      return sessions.open(tx, spent.userId, request.ip);
    });
    return ok<TokenResult>({ token }, MSG.loginOk);
  });
}
