import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '../../../src/shared/api/base-configurations';
import type { SettingKind } from '../../../src/shared/api/device-settings';
import type { PersonaGender } from '../../../src/shared/api/personas';
import { devices } from './devices';
import { homepages } from './homepage';
import { projects } from './projects';
import { personalResources } from './robot-behaviour';
import { speakers } from './speakers';

/**
 * 基础配置 and 设备人设: their rows are personal_resources of kind BASE_CONFIG and PERSONA (one
 * table per resource type, BUTTOM); what is their own lives here, keyed by that row.
 */

/** A base configuration's settings: what a robot it applies to does besides its content. */
export const baseConfigurations = pgTable('base_configurations', {
  resourceId: uuid('resource_id')
    .primaryKey()
    .references(() => personalResources.id, { onDelete: 'cascade' }),
  wakeWord: text('wake_word').notNull(),
  language: text('language').$type<Language>().notNull(),
  /** Idle seconds before the screen saver; 0 never shows it. */
  screenSaverSeconds: integer('screen_saver_seconds').notNull(),
  /** A picture of the project's media library (its address), or null for the released sleep page. */
  screenSaverPicture: text('screen_saver_picture'),
  /** 'HH:MM' local time; outside [start, end) on the working days the robot sleeps. */
  workStart: text('work_start').notNull(),
  workEnd: text('work_end').notNull(),
  /** ISO weekdays, 1 (Monday) to 7. */
  workDays: integer('work_days').array().notNull(),
  /** The released screen configuration shown; null: the project's latest release. */
  homepageId: uuid('homepage_id').references(() => homepages.id, { onDelete: 'set null' }),
  /** The speaker the robot talks with; null: the project's default speaker. */
  speakerId: uuid('speaker_id').references(() => speakers.id, { onDelete: 'set null' }),
  volume: integer('volume').notNull(),
});

/** A persona's profile: who the robot says it is. */
export const personas = pgTable('personas', {
  resourceId: uuid('resource_id')
    .primaryKey()
    .references(() => personalResources.id, { onDelete: 'cascade' }),
  robotName: text('robot_name').notNull(),
  age: integer('age'),
  gender: text('gender').$type<PersonaGender>().notNull(),
  greeting: text('greeting').notNull().default(''),
  introduction: text('introduction').notNull().default(''),
});

/** One personality answer (你是谁 → 我是…), with the other ways of asking it, at `position`. */
export const personaAnswers = pgTable(
  'persona_answers',
  {
    personaId: uuid('persona_id')
      .notNull()
      .references(() => personalResources.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    similarQuestions: text('similar_questions').array().notNull(),
    answer: text('answer').notNull(),
  },
  (table) => [primaryKey({ columns: [table.personaId, table.position] })],
);

/**
 * Whom a base configuration or persona applies to: one device, every device with a tag, or (both
 * null) every device of the project nothing else names. A device, a tag and the project default
 * belong to at most one row of each kind.
 */
export const settingTargets = pgTable(
  'setting_targets',
  {
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => personalResources.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SettingKind>().notNull(),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    tag: text('tag'),
  },
  (table) => [
    check('setting_targets_device_or_tag', sql`${table.deviceId} is null or ${table.tag} is null`),
    uniqueIndex('setting_targets_device_idx')
      .on(table.projectId, table.kind, table.deviceId)
      .where(sql`${table.deviceId} is not null`),
    uniqueIndex('setting_targets_tag_idx')
      .on(table.projectId, table.kind, table.tag)
      .where(sql`${table.tag} is not null`),
    uniqueIndex('setting_targets_default_idx')
      .on(table.projectId, table.kind)
      .where(sql`${table.deviceId} is null and ${table.tag} is null`),
    index('setting_targets_resource_idx').on(table.resourceId),
  ],
);
