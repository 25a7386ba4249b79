import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ResourceCategory, ResourceType } from '../../../src/shared/api/material';
import type { MediaFormat, MediaKind } from '../../../src/shared/media/media-formats';
import { projects } from './projects';
import { tenants } from './tenants';
import { users } from './users';

/** A stored file, once per content: the SHA-256 of its bytes is its name in the file storage. */
export const mediaBlobs = pgTable('media_blobs', {
  sha256: text('sha256').primaryKey(),
  md5: text('md5').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  format: text('format').$type<MediaFormat>().notNull(),
  kind: text('kind').$type<MediaKind>().notNull(),
  contentType: text('content_type').notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One upload by a scope (an enterprise or a person, like a project's owner): what binding a
 * stored file's address to a project checks, so nobody binds a file they never uploaded.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blobSha256: text('blob_sha256')
      .notNull()
      .references(() => mediaBlobs.sha256),
    fileName: text('file_name').notNull(),
    /** MD5 of the file as the person chose it (before the browser recompressed it). */
    sourceMd5: text('source_md5').notNull(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('media_uploads_one_owner', sql`(${table.tenantId} is null) <> (${table.userId} is null)`),
    index('media_uploads_blob_idx').on(table.blobSha256),
  ],
);

/** A file of a project's own library (my pictures, my videos): a stored file bound to it. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    blobSha256: text('blob_sha256')
      .notNull()
      .references(() => mediaBlobs.sha256),
    resourceName: text('resource_name').notNull(),
    resourceType: text('resource_type').$type<ResourceType>().notNull(),
    sourceMd5: text('source_md5').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('media_files_project_blob_idx').on(table.projectId, table.blobSha256),
    index('media_files_project_md5_idx').on(table.projectId, table.sourceMd5),
    index('media_files_project_type_created_idx').on(table.projectId, table.resourceType, table.createdAt),
  ],
);

/** The stock libraries shipped with the product, kept in step with the stock manifest. */
export const stockMaterials = pgTable(
  'stock_materials',
  {
    id: text('id').primaryKey(),
    resourceName: text('resource_name').notNull(),
    resourceUrl: text('resource_url').notNull(),
    /** Words besides the name that find it (背景, 党建, …), space-separated. */
    keywords: text('keywords').notNull().default(''),
    resourceCategory: smallint('resource_category').$type<ResourceCategory>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [index('stock_materials_category_order_idx').on(table.resourceCategory, table.sortOrder)],
);
