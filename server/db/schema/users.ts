import { boolean, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/**
 * A person signing in with a phone number. `passwordSecret` is UPPER(MD5(password)) sealed with
 * the server key (server/crypto/password-vault.ts), never the hash itself.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  account: varchar('account', { length: 11 }).notNull().unique(),
  nickname: text('nickname').notNull(),
  avatarPath: text('avatar_path'),
  passwordSecret: text('password_secret').notNull(),
  loginTimes: integer('login_times').notNull().default(0),
  tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
  isReviewer: boolean('is_reviewer').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
