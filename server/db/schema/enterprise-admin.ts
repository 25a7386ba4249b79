import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/**
 * An account an administrator opened (or whose password they reset) that waits for its person
 * to set a password with the code of the invitation SMS. Only the code's digest is kept.
 */
export const accountInvitations = pgTable('account_invitations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeDigest: text('code_digest').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Wrong codes tried; at INVITATION_MAX_TRIES the invitation is spent and must be sent again. */
  wrongTries: integer('wrong_tries').notNull().default(0),
});

/** What an enterprise tells about itself besides its certified details; changes go to the log. */
export const tenantProfiles = pgTable('tenant_profiles', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  logoUrl: text('logo_url'),
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  address: text('address').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
