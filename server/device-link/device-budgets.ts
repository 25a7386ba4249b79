import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

type Waiter = { resolve(granted: boolean): void; reject(error: unknown): void };

/**
 * Device tokens' call budgets kept in PostgreSQL (device_budgets), so every API process takes
 * from the same bucket: `perSecond` calls a second on average, `burst` at once, per device
 * token. Only tokens of a device get a bucket (a made-up token is the gate's to refuse, and
 * leaves no row behind). Takes are written in groups: while one
 * statement runs, the takes that arrive wait and go together in the next (one statement per
 * group, whatever the number of keys; no timer, so a lone take is written at once). The
 * database's clock refills the buckets, so processes whose clocks differ still agree.
 */
export class DeviceBudgets {
  private waiting = new Map<string, Waiter[]>();
  private writing = false;

  constructor(
    private readonly db: Database,
    private readonly perSecond: number,
    private readonly burst: number,
  ) {}

  /** Takes one call from the token's bucket; false when the bucket is empty. */
  take(key: string): Promise<boolean> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(key) ?? [];
      waiters.push({ resolve, reject });
      this.waiting.set(key, waiters);
      if (!this.writing) void this.writeAll();
    });
  }

  private async writeAll(): Promise<void> {
    this.writing = true;
    while (this.waiting.size > 0) {
      const group = this.waiting;
      this.waiting = new Map();
      try {
        const granted = await this.write(group);
        for (const [key, waiters] of group) {
          const count = granted.get(key) ?? waiters.length;
          for (const [index, waiter] of waiters.entries()) waiter.resolve(index < count);
        }
      } catch (error) {
        for (const waiters of group.values()) for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.writing = false;
  }

  /** One statement for the whole group: how many of each device token's takes its bucket granted. */
  private async write(group: Map<string, Waiter[]>): Promise<Map<string, number>> {
    // Keys are token digests (hex), counts integers: array literals need no quoting.
    const keys = `{${[...group.keys()].join(',')}}`;
    const counts = `{${[...group.values()].map((waiters) => waiters.length).join(',')}}`;
    const burst = this.burst;
    const refilled = sql`least(${burst}::float8, b.tokens + greatest(0, extract(epoch from excluded.refilled_at - b.refilled_at)) * ${this.perSecond}::float8)`;
    const result = (await this.db.execute(sql`
      insert into device_budgets as b (token_hash, tokens, refilled_at, asked, granted)
      select t.k, ${burst}::float8 - least(t.n, ${burst}::int), clock_timestamp(), t.n, least(t.n, ${burst}::int)
      from unnest(${keys}::text[], ${counts}::int[]) as t(k, n) join devices d on d.token_hash = t.k
      on conflict (token_hash) do update set
        granted = least(excluded.asked, floor(${refilled}))::int,
        tokens = ${refilled} - least(excluded.asked, floor(${refilled})),
        refilled_at = excluded.refilled_at,
        asked = excluded.asked
      returning token_hash, granted`)) as unknown as { rows: { token_hash: string; granted: number }[] };
    return new Map(result.rows.map((row) => [row.token_hash, Number(row.granted)]));
  }
}
