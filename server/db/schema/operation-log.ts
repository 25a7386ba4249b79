import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Who did what, when: written by every mutating call, in the same transaction. */
export const operationLog = pgTable(
  'operation_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: uuid('user_id'),
    tenantId: uuid('tenant_id'),
    account: text('account'),
    action: text('action').notNull(),
    address: text('address'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('operation_log_tenant_at_idx').on(table.tenantId, table.at),
    // 操作日志 filtered by person, by action, by area (the action's first part), newest first.
    index('operation_log_tenant_user_at_idx').on(table.tenantId, table.userId, table.at),
    index('operation_log_tenant_action_at_idx').on(table.tenantId, table.action, table.at),
    index('operation_log_tenant_area_at_idx').on(
      table.tenantId,
      sql`split_part(${table.action}, '.', 1)`,
      table.at,
    ),
  ],
);
