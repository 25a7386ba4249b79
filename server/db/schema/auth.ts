import { bigserial, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { LoginMethod, LoginResult } from '../../../src/shared/api/uc-account';
import { users } from './users';

/** A signed-in session; only the SHA-256 of the bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * A sign-in ticket for `/login?t=` (direct token login): short-lived, spent by its first use, and
 * never a session itself; only its SHA-256 is kept.
 */
export const signInTickets = pgTable(
  'sign_in_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_tickets_expiry_idx').on(table.expiresAt)],
);

/** One-time image captcha answers. */
export const imageCodes = pgTable(
  'image_codes',
  {
    key: text('key').primaryKey(),
    text: text('text').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('image_codes_expiry_idx').on(table.expiresAt)],
);

/** The outstanding SMS code of a phone: one per phone, replaced by the next send. */
export const smsCodes = pgTable('sms_codes', {
  account: varchar('account', { length: 11 }).primaryKey(),
  service: text('service').notNull(),
  code: text('code').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
});

/** Login secrets already spent (keyed HMAC of the secret), kept until their timestamp is stale. */
export const usedLoginSecrets = pgTable(
  'used_login_secrets',
  {
    digest: text('digest').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_login_secrets_expiry_idx').on(table.expiresAt)],
);

/** Failed password checks, counted per account and address together, per account and per address (login-guard). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['pair', 'account', 'address'] }).notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_failures_key_idx').on(table.kind, table.key, table.at)],
);

/**
 * A QR login code. A scan fills unionid and nickname, and userId when a user is bound to that
 * unionid; consumedAt marks the token handed out (status 1) or the phone bound (status 2). Only
 * the browser that asked for the code may poll it: `browserKeyHash` is the SHA-256 of its cookie.
 */
export const qrLogins = pgTable(
  'qr_logins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    address: text('address'),
    browserKeyHash: text('browser_key_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }),
    unionid: text('unionid'),
    nickname: text('nickname'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('qr_logins_expiry_idx').on(table.expiresAt),
    index('qr_logins_unionid_idx').on(table.unionid),
  ],
);

/** Every sign-in of a user, successful or not, for the personal center's history. */
export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    address: text('address'),
    userAgent: text('user_agent'),
    result: text('result').$type<LoginResult>().notNull(),
    method: text('method').$type<LoginMethod>().notNull(),
  },
  (table) => [index('login_history_user_at_idx').on(table.userId, table.at)],
);
