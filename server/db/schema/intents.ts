import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
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
 * A dictionary (词典, resource type DICT) of a project: the words a slot accepts. The scope columns
 * repeat the project's owner so the resource permission rules read the row like any other resource.
 */
export const dictionaries = pgTable(
  'dictionaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('dictionaries_one_owner', sql`(${table.tenantId} is null) <> (${table.userId} is null)`),
    uniqueIndex('dictionaries_project_name_idx').on(table.projectId, table.name),
    index('dictionaries_tenant_idx').on(table.tenantId),
    index('dictionaries_user_idx').on(table.userId),
  ],
);

/** An entry of a dictionary: the normalised word a slot is filled with, and the words that mean it. */
export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dictionaryId: uuid('dictionary_id')
      .notNull()
      .references(() => dictionaries.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    synonyms: text('synonyms').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('dictionary_entries_value_idx').on(table.dictionaryId, table.value)],
);

/**
 * An intent (意图, resource type INTENT) of a project: what a visitor wants, recognised from example
 * utterances, answered by a reply (which may name slots as {槽位}) or by an action.
 */
export const intents = pgTable(
  'intents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    reply: text('reply').notNull().default(''),
    /** The action it triggers instead of (or beside) the reply; the actions area owns the table. */
    actionId: text('action_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('intents_one_owner', sql`(${table.tenantId} is null) <> (${table.userId} is null)`),
    uniqueIndex('intents_project_name_idx').on(table.projectId, table.name),
    index('intents_tenant_idx').on(table.tenantId),
    index('intents_user_idx').on(table.userId),
  ],
);

/** A marked span of an example: characters [start, end) of its text fill the named slot. */
export interface ExampleSlotSpan {
  start: number;
  end: number;
  slot: string;
}

/** An example utterance of an intent, with the spans that fill its slots. */
export const intentExamples = pgTable(
  'intent_examples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    intentId: uuid('intent_id')
      .notNull()
      .references(() => intents.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    slots: jsonb('slots').$type<ExampleSlotSpan[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('intent_examples_text_idx').on(table.intentId, table.text)],
);

/** A slot of an intent: filled from a dictionary; a required one is asked for with its follow-up question. */
export const intentSlots = pgTable(
  'intent_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    intentId: uuid('intent_id')
      .notNull()
      .references(() => intents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Null once its dictionary is deleted: the slot then needs a new one before it can be filled. */
    dictionaryId: uuid('dictionary_id').references(() => dictionaries.id, { onDelete: 'set null' }),
    required: boolean('required').notNull().default(false),
    followUp: text('follow_up').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('intent_slots_name_idx').on(table.intentId, table.name),
    index('intent_slots_dictionary_idx').on(table.dictionaryId),
  ],
);
