import type { FastifyRequest } from 'fastify';
import { MSG } from '../../src/shared/messages';
import type { AppContext } from '../context';
import { badRequest, forbidden, unauthorized } from '../http/api-error';
import type { SessionUser, SessionWithStanding } from './session-store';
import { PERSONAL_STANDING, type Standing } from './standing';

/** Whose data a call sees: the user's enterprise, or the person alone. */
export type Scope = { kind: 'enterprise'; tenantId: string } | { kind: 'personal'; userId: string };

/** A signed-in caller in the scope they act in, with what they hold there (read with the session). */
export interface ScopedUser extends SessionUser {
  scope: Scope;
  standing: Standing;
}

const BEARER = /^Bearer\s+(\S+)$/i;

const tokenOf = (request: FastifyRequest) => BEARER.exec(request.headers.authorization ?? '')?.[1];

/** The user behind `Authorization: Bearer`; a missing, unknown, expired or revoked token is 401. */
export async function authenticate(
  context: AppContext,
  request: FastifyRequest,
): Promise<SessionWithStanding> {
  const token = tokenOf(request);
  const user = token ? await context.sessions.resolve(token) : null;
  if (!user) throw unauthorized();
  return user;
}

/**
 * Like authenticate, plus the scope picked by `Is-Enterprise` and what the caller holds in it.
 * Asking for the enterprise scope without belonging to an enterprise (a forged header) is refused.
 */
export async function authenticateInScope(context: AppContext, request: FastifyRequest): Promise<ScopedUser> {
  const header = request.headers['is-enterprise'];
  const user = await authenticate(context, request);
  if (header === undefined || header === 'false') {
    return { ...user, scope: { kind: 'personal', userId: user.userId }, standing: PERSONAL_STANDING };
  }
  if (header !== 'true') throw badRequest();
  if (!user.tenantId) throw forbidden(MSG.enterpriseScopeRefused);
  return { ...user, scope: { kind: 'enterprise', tenantId: user.tenantId } };
}
