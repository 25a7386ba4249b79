import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ActionPageType, ActionStep, StepKind } from '../../../src/shared/api/actions';
import type { FallbackMode } from '../../../src/shared/api/fallback';
import { projectResourceColumns, projectResourceConstraints } from './project-resource-columns';
import { users } from './users';

/**
 * What a robot does and says beyond its knowledge: actions (动作管理, resource type ACTION), hot
 * word lists (热词) and fallback sets (个性兜底). The scope columns repeat the project's owner so
 * the resource permission rules read these rows like any other resource.
 */

/** An action of a project; its steps are per page type in action_steps. */
export const actions = pgTable(
  'actions',
  {
    ...projectResourceColumns(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [...projectResourceConstraints('actions', table)],
);

/** One step of an action on one page type, at `position` (0, 1, …) in the order it runs. */
export const actionSteps = pgTable(
  'action_steps',
  {
    actionId: uuid('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    pageType: text('page_type').$type<ActionPageType>().notNull(),
    position: integer('position').notNull(),
    kind: text('kind').$type<StepKind>().notNull(),
    /** The whole step as the contract's actionStep validated it (kind included). */
    step: jsonb('step').$type<ActionStep>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.actionId, table.pageType, table.position] })],
);

export type PersonalResourceKind = 'HOT_WORD' | 'REVEAL' | 'BASE_CONFIG' | 'PERSONA';

/**
 * The resources of 个性设置 (resource type BUTTOM, which the spec gives both 个性兜底 and 热词):
 * hot word lists (kind HOT_WORD) and fallback sets (kind REVEAL) share this table, so one
 * RESOURCE_TABLES entry serves the type. `fallbackMode` belongs to fallback sets only.
 */
export const personalResources = pgTable(
  'personal_resources',
  {
    ...projectResourceColumns(),
    kind: text('kind').$type<PersonalResourceKind>().notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    fallbackMode: text('fallback_mode').$type<FallbackMode>(),
  },
  (table) => [
    ...projectResourceConstraints('personal_resources', table, [table.projectId, table.kind, table.name]),
    check(
      'personal_resources_mode_of_reveal',
      sql`(${table.kind} = 'REVEAL') = (${table.fallbackMode} is not null)`,
    ),
  ],
);

/** An answer of a fallback set, tagged with its situation, at `position` in the set's order. */
export const fallbackAnswers = pgTable(
  'fallback_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    setId: uuid('set_id')
      .notNull()
      .references(() => personalResources.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    situation: text('situation').notNull(),
    text: text('text').notNull(),
  },
  (table) => [uniqueIndex('fallback_answers_order_idx').on(table.setId, table.position)],
);

/**
 * A word file of a hot word list, stored in the file storage under its content address; the
 * parsed word count is kept so lists need not read the file.
 */
export const hotWordFiles = pgTable(
  'hot_word_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => personalResources.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    wordCount: integer('word_count').notNull(),
    skippedCount: integer('skipped_count').notNull().default(0),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('hot_word_files_list_name_idx').on(table.listId, table.name),
    index('hot_word_files_key_idx').on(table.storageKey),
  ],
);
