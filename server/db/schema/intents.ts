import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projectResourceColumns, projectResourceConstraints } from './project-resource-columns';

/**
 * A dictionary (词典, resource type DICT) of a project: the words a slot accepts. The scope columns
 * repeat the project's owner so the resource permission rules read the row like any other resource.
 */
export const dictionaries = pgTable(
  'dictionaries',
  {
    ...projectResourceColumns(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [...projectResourceConstraints('dictionaries', table)],
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
    ...projectResourceColumns(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    reply: text('reply').notNull().default(''),
    /** The action it triggers instead of (or beside) the reply; the actions area owns the table. */
    actionId: text('action_id'),
  },
  (table) => [...projectResourceConstraints('intents', table)],
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
