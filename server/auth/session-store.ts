import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { TOKEN_TTL_MS } from '../../src/shared/constants';
import type { Clock } from '../clock';
import { newBearerToken, tokenDigest } from '../crypto/tokens';
import type { Database } from '../db/database';
import { sessions, tenants, users } from '../db/schema';

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

/** Every call checks the token; a few seconds of memory spare the database most lookups. */
const CACHE_TTL_MS = 5_000;
const CACHE_MAX_ENTRIES = 10_000;

interface CachedSession {
  user: SessionUser;
  cachedUntil: number;
}

/**
 * Sessions live in the database (only the token's SHA-256 is kept). Lookups, with the user's
 * profile, are cached in memory for CACHE_TTL_MS: logout and password changes in this process drop
 * the entries at once; another server process sees a logout within CACHE_TTL_MS, and a profile
 * change (a later login's count, say) may show that long after it happened.
 */
export class SessionStore {
  private readonly cache = new Map<string, CachedSession>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Opens a session inside the caller's transaction and returns the bearer token. */
  async open(tx: Database, userId: string, address: string): Promise<string> {
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

  async resolve(token: string): Promise<SessionUser | null> {
    const tokenHash = tokenDigest(token);
    const now = this.clock.now();
    const cached = this.cache.get(tokenHash);
    if (cached && cached.cachedUntil > now.getTime() && cached.user.expiresAt > now) return cached.user;
    this.cache.delete(tokenHash);

    const [row] = await this.db
      .select({
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
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(tenants, eq(tenants.id, users.tenantId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
    if (!row) return null;
    const user = { ...row, tokenHash };
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.clear();
    this.cache.set(tokenHash, { user, cachedUntil: now.getTime() + CACHE_TTL_MS });
    return user;
  }

  async revoke(tx: Database, session: SessionUser): Promise<void> {
    await tx.update(sessions).set({ revokedAt: this.clock.now() }).where(eq(sessions.id, session.sessionId));
    this.cache.delete(session.tokenHash);
  }

  /** After a change to what a session shows (nickname, avatar, phone, enterprise): read it again. */
  forgetUser(userId: string): void {
    for (const [hash, entry] of this.cache) if (entry.user.userId === userId) this.cache.delete(hash);
  }

  /** After a password change: every session of the user ends, except `keep` when given. */
  async revokeAllOf(tx: Database, userId: string, keep?: SessionUser): Promise<void> {
    const open = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
    await tx
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(keep ? and(open, ne(sessions.id, keep.sessionId)) : open);
    for (const [hash, entry] of this.cache) {
      if (entry.user.userId === userId && hash !== keep?.tokenHash) this.cache.delete(hash);
    }
  }
}
