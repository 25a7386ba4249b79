import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { QaAnswer } from '../../../src/shared/qa/answer';
import { projectResourceColumns, projectResourceConstraints } from './project-resource-columns';
import { users } from './users';

/**
 * A Q&A library (知识问答库) of a project, resource type QA. The scope columns repeat the
 * project's owner so the resource permission rules read the row like any other resource.
 */
export const qaLibraries = pgTable(
  'qa_libraries',
  {
    ...projectResourceColumns(),
    description: text('description').notNull().default(''),
    /** A disabled library is not answered from (the matcher skips it). */
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [...projectResourceConstraints('qa_libraries', table)],
);

/** A category of a library: a tree (parentId null = top level), names unique among siblings. */
export const qaCategories = pgTable(
  'qa_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    libraryId: uuid('library_id')
      .notNull()
      .references(() => qaLibraries.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('qa_categories_sibling_name_key')
      .on(table.libraryId, table.parentId, table.name)
      .nullsNotDistinct(),
    index('qa_categories_parent_idx').on(table.parentId),
  ],
);

/**
 * A Q&A pair: a standard question, its similar questions (other ways of asking it) and one or
 * more answers. categoryId null: 未分类. The standard question is unique in its library.
 */
export const qaPairs = pgTable(
  'qa_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    libraryId: uuid('library_id')
      .notNull()
      .references(() => qaLibraries.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => qaCategories.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    similarQuestions: text('similar_questions').array().notNull().default(sql`'{}'::text[]`),
    answers: jsonb('answers').$type<QaAnswer[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The author of the last change (shown as 更新人). */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('qa_pairs_library_question_idx').on(table.libraryId, table.question),
    index('qa_pairs_library_updated_idx').on(table.libraryId, table.updatedAt),
    index('qa_pairs_category_idx').on(table.categoryId),
  ],
);
