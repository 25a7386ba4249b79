import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { devices } from './devices';
import { projects } from './projects';

/*
 * 问答分析 reads these, not the turns: a month of a busy project is a million turns, its rollups
 * far fewer rows. A trigger on conversation_turns (migration turn-rollup-trigger) adds every
 * turn that is stored, once: a retried event batch stores nothing again (its ids conflict), so
 * it adds nothing again; triggers on turn_sessions (migration turn-rollup-sessions) count each
 * conversation in the hour of its first turn. Hours are UTC hours: a period of whole local days
 * in a whole-hour time zone is a range of them.
 */

/** Turns per robot and hour. */
export const turnHourRollup = pgTable(
  'turn_hour_rollup',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    total: integer('total').notNull(),
    unknown: integer('unknown').notNull(),
    /** Conversations whose first turn fell in the hour (turn_sessions' triggers keep it). */
    sessions: integer('sessions').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.hour, table.deviceId] })],
);

/** Turns per normalised question and UTC day, all robots together: the top lists' whole days. */
export const turnQuestionDayRollup = pgTable(
  'turn_question_day_rollup',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    day: timestamp('day', { withTimezone: true }).notNull(),
    questionKey: text('question_key').notNull(),
    question: text('question').notNull(),
    total: integer('total').notNull(),
    unknown: integer('unknown').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.day, table.questionKey] })],
);

/** Turns per normalised question and hour, all robots together: the top lists' hours at a period's ends. */
export const turnQuestionRollup = pgTable(
  'turn_question_rollup',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    questionKey: text('question_key').notNull(),
    /** The least of the key's wordings in that hour, as min(question) over its turns would pick. */
    question: text('question').notNull(),
    total: integer('total').notNull(),
    unknown: integer('unknown').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.hour, table.questionKey] })],
);

/** Turns per intent and hour, all robots together: 热门意图 (intents are few, the hours do). */
export const turnIntentRollup = pgTable(
  'turn_intent_rollup',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    intent: text('intent').notNull(),
    total: integer('total').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.hour, table.intent] })],
);

/** Each conversation (a robot's session id) once, at its first turn: turn_hour_rollup.sessions counts these. */
export const turnSessions = pgTable(
  'turn_sessions',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.sessionId] })],
);
