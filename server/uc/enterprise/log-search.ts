import { and, desc, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LOG_COUNT_CAP,
  type LogEntry,
  type LogPage,
  type operationLogQuery,
} from '../../../src/shared/api/enterprise-admin';
import type { Database } from '../../db/database';
import { operationLog, users } from '../../db/schema';
import { sqlRows } from '../../manager/operation/sql-rows';
import { isRowId } from '../../manager/row-id';

type LogQuery = z.output<typeof operationLogQuery>;

/** The action's first part, as its index has it (schema/operation-log.ts). */
const logArea = sql`split_part(${operationLog.action}, '.', 1)`;

/** The entries of the enterprise a search names: person, area (the action's first part), action, period. */
export function logFilter(tenantId: string, query: LogQuery): SQL {
  return and(
    eq(operationLog.tenantId, tenantId),
    query.userId ? (isRowId(query.userId) ? eq(operationLog.userId, query.userId) : sql`false`) : undefined,
    query.area ? eq(logArea, query.area) : undefined,
    query.action ? eq(operationLog.action, query.action) : undefined,
    query.from ? gte(operationLog.at, new Date(query.from)) : undefined,
    query.to ? lte(operationLog.at, new Date(query.to)) : undefined,
  ) as SQL;
}

const entryColumns = {
  id: operationLog.id,
  at: operationLog.at,
  userId: operationLog.userId,
  account: operationLog.account,
  nickname: users.nickname,
  action: operationLog.action,
  address: operationLog.address,
  detail: operationLog.detail,
};

const entryOf = (row: { at: Date } & Omit<LogEntry, 'at'>): LogEntry => ({
  ...row,
  at: row.at.toISOString(),
});

/** Newest first, `limit` entries older than `before` (keyset: at, id) or from the start. */
export async function logEntries(
  db: Database,
  filter: SQL,
  page: { limit: number; offset?: number; before?: { at: Date; id: number } },
): Promise<LogEntry[]> {
  const { before } = page;
  const rows = await db
    .select(entryColumns)
    .from(operationLog)
    .leftJoin(users, eq(users.id, operationLog.userId))
    .where(
      and(
        filter,
        // `at ≤` bounds the index scan; the rest takes the entries of the same instant past `id`.
        before
          ? and(
              lte(operationLog.at, before.at),
              or(lt(operationLog.at, before.at), lt(operationLog.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(operationLog.at), desc(operationLog.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  return rows.map(entryOf);
}

/** 操作日志 page: counting stops at LOG_COUNT_CAP, so a search over millions answers as fast as a page. */
export async function logPage(db: Database, tenantId: string, query: LogQuery): Promise<LogPage> {
  const filter = logFilter(tenantId, query);
  const counted = db
    .select({ one: sql`1` })
    .from(operationLog)
    .where(filter)
    .limit(LOG_COUNT_CAP + 1)
    .as('counted');
  const [content, [{ total }]] = await Promise.all([
    logEntries(db, filter, { limit: query.pageSize, offset: query.pageNo * query.pageSize }),
    db.select({ total: sql<number>`count(*)::int` }).from(counted),
  ]);
  return {
    content,
    size: query.pageSize,
    number: query.pageNo,
    totalElements: Math.min(total, LOG_COUNT_CAP),
    totalCapped: total > LOG_COUNT_CAP,
  };
}

/** Every matching entry (up to `max`), newest first, read in batches so none is held for long. */
export async function* allLogEntries(
  db: Database,
  filter: SQL,
  max: number,
  batch = 2_000,
): AsyncGenerator<LogEntry> {
  let before: { at: Date; id: number } | undefined;
  let left = max;
  while (left > 0) {
    const rows = await logEntries(db, filter, { limit: Math.min(batch, left), before });
    yield* rows;
    if (rows.length < Math.min(batch, left)) return;
    left -= rows.length;
    const last = rows[rows.length - 1];
    before = { at: new Date(last.at), id: last.id };
  }
}

/**
 * The actions the enterprise's log holds, for the action picker: a skip scan over the
 * (tenant, action, at) index, one probe per action, so a log of millions answers at once.
 */
export async function loggedActions(db: Database, tenantId: string): Promise<string[]> {
  const rows = await sqlRows<{ action: string }>(
    db,
    sql`
    with recursive actions(action) as (
      (select action from operation_log where tenant_id = ${tenantId} order by action limit 1)
      union all
      select (select o.action from operation_log o
              where o.tenant_id = ${tenantId} and o.action > actions.action
              order by o.action limit 1)
      from actions where actions.action is not null
    )
    select action from actions where action is not null`,
  );
  return rows.map((row) => row.action);
}
