import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { VERIFICATION_STATUSES } from '../../../src/shared/permissions';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A person's real-name certification. `id` names the current submission: a resubmission after a
 * refusal gets a new one, so a reviewer's decision on the old one cannot land on the new one.
 */
export const personalCertifications = pgTable('personal_certifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  id: uuid('id').notNull().unique().defaultRandom(),
  realName: text('real_name').notNull(),
  citizenId: text('citizen_id').notNull(),
  /** `certification/<storage key>` paths of the two ID card photos. */
  idFrontImage: text('id_front_image'),
  idBackImage: text('id_back_image'),
  status: text('status', { enum: VERIFICATION_STATUSES }).notNull(),
  reason: text('reason'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One enterprise certification item. It belongs to the enterprise once one exists; before that
 * (a person applying for a new enterprise) only to the person who submitted it.
 */
export const enterpriseCertifications = pgTable(
  'enterprise_certifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enterpriseName: text('enterprise_name').notNull(),
    registrationNo: text('registration_no').notNull(),
    /** `certification/<storage key>` path of the business licence photo. */
    licenceImage: text('licence_image'),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull(),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('enterprise_certifications_name_idx').on(table.enterpriseName),
    index('enterprise_certifications_no_idx').on(table.registrationNo),
    index('enterprise_certifications_submitter_idx').on(table.submittedBy),
  ],
);
