import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { ENTERPRISE_MSG } from '../../src/shared/api/enterprise-admin';
import { TOKEN_TTL_MS } from '../../src/shared/constants';
import type { Clock } from '../clock';
import { newBearerToken, tokenDigest } from '../crypto/tokens';
import type { Database } from '../db/database';
import { sessions, tenants, users } from '../db/schema';
import { forbidden } from '../http/api-error';
import type { SessionCache } from './session-cache';
import { rolesOfSessionUser, type Standing, standingOf } from './standing';

/** The signed-in user behind a bearer token, with what user_info shows about them. */
export interface SessionUser {
  sessionId: string;
  tokenHash: string;
  userId: string;
  account: string;
  nickname: string;
  avatarPath: string | null;
  tenantId: string | null;
  tenantName: string | null;
  loginTimes: number;
  isReviewer: boolean;
  expiresAt: Date;
}

/** A session with what the user's roles give them in their enterprise, read in the same statement. */
export interface SessionWithStanding extends SessionUser {
  standing: Standing;
}

/**
 * What a session is read with. Each process keeps what it read (session-cache.ts) until the
 * database notifies a change: migration 0017's triggers watch every table and column that
 * sessionStatement reads, so reading another one needs its trigger too (a test checks).
 */
const sessionColumns = {
  sessionId: sessions.id,
  userId: users.id,
  account: users.account,
  nickname: users.nickname,
  avatarPath: users.avatarPath,
  tenantId: users.tenantId,
  tenantName: tenants.name,
  loginTimes: users.loginTimes,
  isReviewer: users.isReviewer,
  expiresAt: sessions.expiresAt,
};

/** The session of the token, neither revoked nor expired at `now`. */
const LIVE_SESSION = and(
  eq(sessions.tokenHash, sql.placeholder('tokenHash')),
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, sql.placeholder('now')),
);

/** The statement that reads a live session with its user, enterprise and the user's roles. */
export const sessionStatement = (db: Database) =>
  db
    .select({ ...sessionColumns, roles: rolesOfSessionUser() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(LIVE_SESSION);

/**
 * Sessions live in the database (only the token's SHA-256 is kept). A call's session comes from
 * this process's cache (session-cache.ts), which every process empties when the database
 * notifies a change of anything read here, so a logout, a password change or any change of the
 * user made by any server process or tool holds at every process's next call. On a miss: one
 * prepared statement (parsed and planned once per connection) that also brings the user's roles.
 */
export class SessionStore {
  private readonly byToken;

  constructor(
    db: Database,
    private readonly clock: Clock,
    private readonly cache: SessionCache<SessionWithStanding>,
  ) {
    this.byToken = sessionStatement(db).prepare('session_by_token');
  }

  /** Opens a session inside the caller's transaction and returns the bearer token. */
  async open(tx: Database, userId: string, address: string): Promise<string> {
    // A disabled account signs in by no way at all (password, QR, ticket, invitation).
    const [user] = await tx.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId));
    if (user?.disabledAt) throw forbidden(ENTERPRISE_MSG.accountDisabled);
    const token = newBearerToken();
    const now = this.clock.now();
    await tx.insert(sessions).values({
      tokenHash: tokenDigest(token),
      userId,
      address,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
    });
    return token;
  }

  /** The user of a live session, with what their roles give them in their enterprise; or null. */
  resolve(token: string): Promise<SessionWithStanding | null> {
    const tokenHash = tokenDigest(token);
    return this.cache.read(tokenHash, async () => {
      const [row] = await this.byToken.execute({ tokenHash, now: this.clock.now() });
      if (!row) return null;
      const { roles, ...user } = row;
      return { ...user, tokenHash, standing: standingOf(roles) };
    });
  }

  async revoke(tx: Database, session: SessionUser): Promise<void> {
    await tx.update(sessions).set({ revokedAt: this.clock.now() }).where(eq(sessions.id, session.sessionId));
  }

  /** After a password change: every session of the user ends, except `keep` when given. */
  async revokeAllOf(tx: Database, userId: string, keep?: SessionUser): Promise<void> {
    const open = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
    await tx
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(keep ? and(open, ne(sessions.id, keep.sessionId)) : open);
  }
}
