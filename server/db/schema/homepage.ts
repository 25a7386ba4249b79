import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ScreenDocument, ScreenPage } from '../../../src/shared/screen/document';
import type { Orientation } from '../../../src/shared/screen/orientation';
import { projects } from './projects';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A screen configuration (the spec's "homepage") of a project. The document lives in one jsonb
 * column so a save is one row write; lists select the summary columns only. `version` counts
 * saves (optimistic concurrency); `releasedVersion` is the version frozen by the last release,
 * so a configuration edited since its release reads as CHANGED.
 */
export const homepages = pgTable(
  'homepages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    screenWidth: integer('screen_width').notNull(),
    screenHeight: integer('screen_height').notNull(),
    document: jsonb('document').$type<ScreenDocument>().notNull(),
    thumbnail: text('thumbnail'),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    releasedDocument: jsonb('released_document').$type<ScreenDocument>(),
    releasedName: text('released_name'),
    releasedVersion: integer('released_version'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** The robot player's unguessable address; made at the first release and kept after. */
    playerKey: text('player_key').unique(),
  },
  (table) => [index('homepages_project_updated_idx').on(table.projectId, table.updatedAt)],
);

/** 我的页面: a page saved for reuse, owned by one scope (an enterprise or a person). */
export const myPages = pgTable(
  'my_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    orientation: text('orientation').$type<Orientation>().notNull(),
    page: jsonb('page').$type<ScreenPage>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('my_pages_one_owner', sql`(${table.tenantId} is null) <> (${table.userId} is null)`),
    index('my_pages_tenant_idx').on(table.tenantId, table.createdAt),
    index('my_pages_user_idx').on(table.userId, table.createdAt),
  ],
);
