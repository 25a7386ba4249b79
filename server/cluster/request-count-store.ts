import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

interface Counted {
  hits: number;
  ttl: number;
}

/**
 * One more hit on `key` in its fixed window, counted in PostgreSQL so every API process counts
 * into the same window; the database's clock opens and ends windows, so processes whose clocks
 * differ still agree. Answers the hits so far and the milliseconds left.
 */
async function countHit(db: Database, key: string, windowMs: number): Promise<Counted> {
  const result = (await db.execute(sql`
    insert into request_counts as c (key, hits, resets_at)
    values (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when c.resets_at <= clock_timestamp() then 1 else c.hits + 1 end,
      resets_at = case when c.resets_at <= clock_timestamp() then excluded.resets_at else c.resets_at end
    returning hits, greatest(0, ceil(extract(epoch from resets_at - clock_timestamp()) * 1000))::int as ttl`)) as unknown as {
    rows: Counted[];
  };
  const [row] = result.rows;
  return { hits: Number(row.hits), ttl: Number(row.ttl) };
}

/**
 * @fastify/rate-limit's store on the shared database: the per-address limits (image codes, SMS
 * sends, QR codes, activations) hold across API processes behind a round-robin proxy. A route's
 * counts are apart from another's, as in the library's own stores.
 */
export function requestCountStore(db: Database): FastifyRateLimitStoreCtor {
  class RequestCountStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, this.prefix + key, timeWindow).then(
        ({ hits, ttl }) => callback(null, { current: hits, ttl }),
        (error: Error) => callback(error),
      );
    }

    /** The library hands the route's merged limit options, the route itself under `routeInfo`. */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new RequestCountStore(undefined, `${String(route.method)} ${String(route.url)} `);
    }
  }
  return RequestCountStore;
}
