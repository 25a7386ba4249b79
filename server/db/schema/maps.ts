import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projectResourceColumns, projectResourceConstraints } from './project-resource-columns';

/**
 * A floor map (地图) of a project: a picture of one floor from the media library and its size in
 * pixels, the frame every point and robot position is given in. The scope columns repeat the
 * project's owner like every project content row.
 */
export const maps = pgTable(
  'maps',
  {
    ...projectResourceColumns(),
    /** The floor as people say it: 1F, B1, 一楼展厅. */
    floor: text('floor').notNull().default(''),
    pictureUrl: text('picture_url').notNull(),
    pictureWidth: integer('picture_width').notNull(),
    pictureHeight: integer('picture_height').notNull(),
  },
  (table) => [
    ...projectResourceConstraints('maps', table),
    check('maps_picture_size', sql`${table.pictureWidth} > 0 and ${table.pictureHeight} > 0`),
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
