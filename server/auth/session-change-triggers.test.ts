import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../test-support/test-database';
import { sessionStatement } from './session-store';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

/**
 * A new session, user or enterprise row changes no session read before it existed (those rows
 * are reached from the session's own row); a new role, membership or grant changes what an
 * existing session's user holds.
 */
const INSERT_CHANGES_NOTHING_READ = new Set(['sessions', 'users', 'tenants']);

interface WatchingTrigger {
  table: string;
  insert: boolean;
  update: boolean;
  deletes: boolean;
  truncate: boolean;
  /** The columns an UPDATE must set to fire it; empty: any. */
  columns: string[];
}

describe('the session-change triggers', () => {
  it('watch every table and column the session statement reads', async () => {
    const read = new Map<string, Set<string>>();
    for (const [, table, column] of sessionStatement(database.db)
      .toSQL()
      .sql.matchAll(/"(\w+)"\."(\w+)"/g)) {
      read.set(table, (read.get(table) ?? new Set()).add(column));
    }
    const { rows } = (await database.db.execute(sql`
      select c.relname as "table",
        (t.tgtype & 4) <> 0 as "insert", (t.tgtype & 16) <> 0 as "update",
        (t.tgtype & 8) <> 0 as "deletes", (t.tgtype & 32) <> 0 as "truncate",
        coalesce((select array_agg(a.attname::text) from pg_attribute a
          where a.attrelid = t.tgrelid and a.attnum = any(t.tgattr)), '{}') as "columns"
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'notify_session_changes'`)) as unknown as { rows: WatchingTrigger[] };

    const unwatched: string[] = [];
    for (const [table, columns] of read) {
      const trigger = rows.find((row) => row.table === table);
      if (!trigger) {
        unwatched.push(`${table}: no trigger`);
        continue;
      }
      if (!trigger.deletes || !trigger.truncate || !trigger.update) unwatched.push(`${table}: events`);
      if (!trigger.insert && !INSERT_CHANGES_NOTHING_READ.has(table)) unwatched.push(`${table}: insert`);
      for (const column of columns)
        if (trigger.columns.length > 0 && !trigger.columns.includes(column))
          unwatched.push(`${table}.${column}`);
    }
    expect(read.size).toBe(6);
    expect(unwatched).toEqual([]);
  });
});
