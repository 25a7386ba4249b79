import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { devices } from './devices';
import { projects } from './projects';
import { skills } from './skills';
import { users } from './users';

/**
 * Every saved version of a scene's flow (版本), so an operator can look back and restore one: the
 * skill's row holds the current flow and version, this the history with who saved each.
 */
export const sceneSkillVersions = pgTable(
  'scene_skill_versions',
  {
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<unknown>().notNull(),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.skillId, table.version] })],
);

/**
 * A run of a scene a robot reported (a sceneRun event): what started it, the nodes it went
 * through and how it ended. `(deviceId, eventId)` is the key, so a retried batch stores it once.
 */
export const sceneSkillRuns = pgTable(
  'scene_skill_runs',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    trigger: text('trigger').notNull(),
    path: jsonb('path').$type<string[]>().notNull(),
    outcome: text('outcome').$type<'completed' | 'failed'>().notNull(),
    failure: text('failure'),
  },
  (table) => [
    primaryKey({ columns: [table.deviceId, table.eventId] }),
    index('scene_skill_runs_skill_time_idx').on(table.skillId, table.occurredAt),
  ],
);
