import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AlarmDetail, AlarmKind } from '../../../src/shared/api/monitoring';
import { devices } from './devices';
import { projects } from './projects';
import { users } from './users';

/**
 * A robot's state over time: battery and position, at most one row per device every
 * SAMPLE_EVERY_SECONDS (written by the heartbeat writer in its grouped statement) and kept
 * SAMPLE_KEEP_HOURS. The remote view draws the recent track and the day's battery from it.
 */
export const deviceSamples = pgTable(
  'device_samples',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    battery: integer('battery').notNull(),
    mapId: text('map_id'),
    x: doublePrecision('x'),
    y: doublePrecision('y'),
  },
  (table) => [index('device_samples_device_time_idx').on(table.deviceId, table.at)],
);

/**
 * An alarm about a robot: it began when the evaluator saw the condition and ends when the
 * condition is gone (ended_at). `subject` tells apart several alarms of one kind on one robot
 * (a COMMAND_UNACKED names its command); at most one of each is open at a time.
 */
export const alarms = pgTable(
  'alarms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AlarmKind>().notNull(),
    subject: text('subject').notNull().default(''),
    beganAt: timestamp('began_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    detail: jsonb('detail').$type<AlarmDetail>().notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [
    uniqueIndex('alarms_open_idx')
      .on(table.deviceId, table.kind, table.subject)
      .where(sql`${table.endedAt} is null`),
    index('alarms_project_time_idx').on(table.projectId, table.beganAt),
    index('alarms_device_time_idx').on(table.deviceId, table.beganAt),
  ],
);
