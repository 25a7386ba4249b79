import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { VERIFICATION_STATUSES } from '../../../src/shared/permissions';
import { tenants } from './tenants';
import { users } from './users';

/** A person's real-name certification. */
export const personalCertifications = pgTable('personal_certifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  realName: text('real_name').notNull(),
  citizenId: text('citizen_id').notNull(),
  status: text('status', { enum: VERIFICATION_STATUSES }).notNull(),
  reason: text('reason'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One enterprise certification item. It belongs to the enterprise once one exists; before that
 * (a person applying for a new enterprise) only to the person who submitted it.
 */
export const enterpriseCertifications = pgTable('enterprise_certifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  submittedBy: uuid('submitted_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  enterpriseName: text('enterprise_name').notNull(),
  registrationNo: text('registration_no').notNull(),
  status: text('status', { enum: VERIFICATION_STATUSES }).notNull(),
  reason: text('reason'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
