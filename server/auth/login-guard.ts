import { and, count, eq, gt, or } from 'drizzle-orm';
import { MSG } from '../../src/shared/messages';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { loginFailures } from '../db/schema';
import { tooMany } from '../http/api-error';

/** Failed password checks tolerated per window before answering 429. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURES_PER_ADDRESS = 20;

/**
 * Slows password guessing: failures are counted in the database (so every server process sees
 * them) per account and per client address over a sliding window.
 */
export class LoginGuard {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async assertAllowed(account: string, address: string): Promise<void> {
    const since = new Date(this.clock.now().getTime() - LOGIN_FAILURE_WINDOW_MS);
    const counts = await this.db
      .select({ kind: loginFailures.kind, failures: count() })
      .from(loginFailures)
      .where(
        and(
          gt(loginFailures.at, since),
          or(
            and(eq(loginFailures.kind, 'account'), eq(loginFailures.key, account)),
            and(eq(loginFailures.kind, 'address'), eq(loginFailures.key, address)),
          ),
        ),
      )
      .groupBy(loginFailures.kind);
    const failures = (kind: 'account' | 'address') => counts.find((row) => row.kind === kind)?.failures ?? 0;
    if (
      failures('account') >= LOGIN_FAILURES_PER_ACCOUNT ||
      failures('address') >= LOGIN_FAILURES_PER_ADDRESS
    ) {
      throw tooMany(MSG.loginTooMany);
    }
  }

  async recordFailure(account: string, address: string): Promise<void> {
    const at = this.clock.now();
    await this.db.insert(loginFailures).values([
      { kind: 'account', key: account, at },
      { kind: 'address', key: address, at },
    ]);
  }

  /** A correct password ends the account's run of failures (the address keeps its count). */
  async clearAccount(tx: Database, account: string): Promise<void> {
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.kind, 'account'), eq(loginFailures.key, account)));
  }
}
