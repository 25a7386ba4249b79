import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AccountImageKind } from '../../../src/shared/api/uc-account';
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
  /** The messaging app's unionid bound by QR login; one account per unionid. */
  wechatUnionid: text('wechat_unionid').unique(),
  /** Set by an enterprise administrator: the person cannot sign in, and their sessions ended. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A picture a user uploaded for the account (avatar or certification photo). The bytes live in
 * the file storage under `storageKey`; the row says who may see them through `user/image`.
 */
export const accountImages = pgTable(
  'account_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AccountImageKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_images_kind_key_owner_idx').on(table.kind, table.storageKey, table.ownerId),
    index('account_images_owner_idx').on(table.ownerId),
  ],
);
