import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { projectResourceColumns, projectResourceConstraints } from './project-resource-columns';

/**
 * A speaker (发音人) of a project: a voice of the platform's catalogue and its tuning. The scope
 * columns repeat the project's owner so the resource permission rules (type PRONOUNCE) read the
 * row like any other resource. At most one speaker of a project is its default.
 */
export const speakers = pgTable(
  'speakers',
  {
    ...projectResourceColumns(),
    voice: text('voice').notNull(),
    speed: doublePrecision('speed').notNull().default(1),
    pitch: integer('pitch').notNull().default(0),
    volume: integer('volume').notNull().default(80),
    sampleText: text('sample_text').notNull().default(''),
    /** Device tags whose robots use it; empty: every device of the project. */
    deviceTags: text('device_tags').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [
    ...projectResourceConstraints('speakers', table),
    uniqueIndex('speakers_one_default_idx').on(table.projectId).where(sql`${table.isDefault}`),
  ],
);
