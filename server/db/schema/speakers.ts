import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A speaker (发音人) of a project: a voice of the platform's catalogue and its tuning. The scope
 * columns repeat the project's owner so the resource permission rules (type PRONOUNCE) read the
 * row like any other resource. At most one speaker of a project is its default.
 */
export const speakers = pgTable(
  'speakers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    voice: text('voice').notNull(),
    speed: doublePrecision('speed').notNull().default(1),
    pitch: integer('pitch').notNull().default(0),
    volume: integer('volume').notNull().default(80),
    sampleText: text('sample_text').notNull().default(''),
    /** Device tags whose robots use it; empty: every device of the project. */
    deviceTags: text('device_tags').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    /** Who created it: the owner in the resource permission rules (null for seeded rows). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('speakers_one_owner', sql`(${table.tenantId} is null) <> (${table.userId} is null)`),
    uniqueIndex('speakers_project_name_idx').on(table.projectId, table.name),
    uniqueIndex('speakers_one_default_idx').on(table.projectId).where(sql`${table.isDefault}`),
    index('speakers_tenant_idx').on(table.tenantId),
    index('speakers_user_idx').on(table.userId),
  ],
);
