import {
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counts of the per-address limits (@fastify/rate-limit's store), shared by
 * every API process. Unlogged (migration 0016): a crash may forget a minute's counts, and commits
 * that touch only these rows wait for no WAL flush.
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('request_counts_resets_idx').on(table.resetsAt)],
);

/**
 * The device API's call budget: a token bucket per device token, shared by every API process.
 * `asked` and `granted` are the last batch's figures (the statement answers them). Unlogged too.
 */
export const deviceBudgets = pgTable(
  'device_budgets',
  {
    tokenHash: text('token_hash').primaryKey(),
    tokens: doublePrecision('tokens').notNull(),
    refilledAt: timestamp('refilled_at', { withTimezone: true }).notNull(),
    asked: integer('asked').notNull(),
    granted: integer('granted').notNull(),
  },
  (table) => [index('device_budgets_refilled_idx').on(table.refilledAt)],
);

/** Demo mode's outbox (SMS codes, image-code answers, payments), newest last, kept with a bound. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<'SMS' | 'IMAGE_CODE' | 'PAYMENT'>().notNull(),
    ref: text('ref').notNull(),
    entry: jsonb('entry').notNull(),
  },
  (table) => [index('dev_outbox_kind_idx').on(table.kind, table.id)],
);
