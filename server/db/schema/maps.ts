import { sql } from 'drizzle-orm';
import {
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
 * A floor map (地图) of a project: a picture of one floor from the media library and its size in
 * pixels, the frame every point and robot position is given in. The scope columns repeat the
 * project's owner like every project content row.
 */
export const maps = pgTable(
  'maps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The floor as people say it: 1F, B1, 一楼展厅. */
    floor: text('floor').notNull().default(''),
    pictureUrl: text('picture_url').notNull(),
    pictureWidth: integer('picture_width').notNull(),
    pictureHeight: integer('picture_height').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('maps_one_owner', sql`(${table.tenantId} is null) <> (${table.userId} is null)`),
    check('maps_picture_size', sql`${table.pictureWidth} > 0 and ${table.pictureHeight} > 0`),
    uniqueIndex('maps_project_name_idx').on(table.projectId, table.name),
    index('maps_tenant_idx').on(table.tenantId),
    index('maps_user_idx').on(table.userId),
  ],
);

/** A named point (点位) of a map, in the picture's pixels: where robots go, stop and charge. */
export const mapPoints = pgTable(
  'map_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mapId: uuid('map_id')
      .notNull()
      .references(() => maps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** One of MAP_POINT_TYPES (src/shared/api/maps.ts). */
    type: text('type').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('map_points_map_name_idx').on(table.mapId, table.name)],
);
