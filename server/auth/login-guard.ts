import { and, count, eq, gt, inArray, or } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { loginFailures } from '../db/schema';

/**
 * Failed password checks within this window count (OWASP ASVS 5.0 V6.3, NIST SP 800-63B 5.2.2:
 * throttle guessing without letting anyone lock an account out for its owner).
 */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/**
 * After this many failures the image code is asked for: of one address on one account (a person
 * mistyping); of one account from any address (guessing spread over many addresses); of one
 * address on any account (stuffing a list of accounts). A person passes with the code; a script
 * is slowed to a person's pace.
 */
export const IMAGE_CODE_AFTER_FAILURES = { pair: 3, account: 10, address: 20 } as const;
/** One address is stopped (429) on one account after this many, and no one else is (NIST: at most 100). */
export const LOGIN_FAILURES_PER_PAIR = 100;

type Counts = Record<keyof typeof IMAGE_CODE_AFTER_FAILURES, number>;

const pairKey = (account: string, address: string) => `${account} ${address}`;

/** One password check, counted before it is made. */
export interface LoginAttempt {
  /** Refused whatever it sends: this address failed on this account too often. */
  stopped: boolean;
  /** A right image code must come with this attempt before its password is checked. */
  imageCodeRequired: boolean;
  /** After this attempt fails: whether the next one will need the image code. */
  nextNeedsImageCode: boolean;
  /** A right password: ends the account's run of failures and this attempt's own count. */
  succeeded(tx: Database): Promise<void>;
  /**
   * Refused before its password was checked (no image code, a wrong one): no guess was made, so it
   * does not count — or a person pressing 登录 again, or several tabs at once, would stop themselves.
   */
  withdrawn(): Promise<void>;
}

/**
 * Counts failed password checks in PostgreSQL (every server process sees them) per account and
 * address together, per account and per address. Each attempt is counted before its password is
 * checked, in its own statement, so concurrent attempts each see the ones committed before them:
 * twelve at once check no more passwords than the threshold allows.
 */
export class LoginGuard {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async begin(account: string, address: string): Promise<LoginAttempt> {
    const at = this.clock.now();
    const ids = await this.db
      .insert(loginFailures)
      .values([
        { kind: 'pair', key: pairKey(account, address), at },
        { kind: 'account', key: account, at },
        { kind: 'address', key: address, at },
      ])
      .returning({ id: loginFailures.id });
    const counts = await this.countSince(account, address, new Date(at.getTime() - LOGIN_FAILURE_WINDOW_MS));
    const over = (kind: keyof Counts, spare: number) =>
      counts[kind] + spare > IMAGE_CODE_AFTER_FAILURES[kind];
    const beyond = (spare: number) => over('pair', spare) || over('account', spare) || over('address', spare);
    const own = inArray(
      loginFailures.id,
      ids.map((row) => row.id),
    );
    return {
      stopped: counts.pair > LOGIN_FAILURES_PER_PAIR,
      imageCodeRequired: beyond(0),
      nextNeedsImageCode: beyond(1),
      succeeded: async (tx) => {
        await tx
          .delete(loginFailures)
          .where(
            or(
              own,
              and(eq(loginFailures.kind, 'pair'), eq(loginFailures.key, pairKey(account, address))),
              and(eq(loginFailures.kind, 'account'), eq(loginFailures.key, account)),
            ),
          );
      },
      withdrawn: async () => {
        await this.db.delete(loginFailures).where(own);
      },
    };
  }

  private async countSince(account: string, address: string, since: Date): Promise<Counts> {
    const rows = await this.db
      .select({ kind: loginFailures.kind, failures: count() })
      .from(loginFailures)
      .where(
        and(
          gt(loginFailures.at, since),
          or(
            and(eq(loginFailures.kind, 'pair'), eq(loginFailures.key, pairKey(account, address))),
            and(eq(loginFailures.kind, 'account'), eq(loginFailures.key, account)),
            and(eq(loginFailures.kind, 'address'), eq(loginFailures.key, address)),
          ),
        ),
      )
      .groupBy(loginFailures.kind);
    const of = (kind: keyof Counts) => rows.find((row) => row.kind === kind)?.failures ?? 0;
    return { pair: of('pair'), account: of('account'), address: of('address') };
  }
}
