import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { VisitorKind } from '../../../src/shared/api/device-link';
import { questionKey, UNSURE_TURN_SQL } from '../../manager/operation/question-key';
import { devices } from './devices';
import { facePeople } from './faces';
import { projects } from './projects';

/**
 * A question a visitor asked a robot and what it answered. `(deviceId, eventId)` is the key: a
 * robot that retries a batch sends the same ids, and the retry stores nothing twice.
 */
export const conversationTurns = pgTable(
  'conversation_turns',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** What the answer came from (a Q&A pair, a skill…), as the robot names it. */
    matched: text('matched'),
    /** The intent the answer came from (the project's intent or a store skill), as the robot names it. */
    intent: text('intent'),
    unknown: boolean('unknown').notNull(),
    /** How sure the matcher was of the answer (0–1), when the robot said; 问答标注 lists the low ones. */
    score: real('score'),
    sessionId: text('session_id'),
    /** The question as 问答标注 and 问答分析 group it, computed once when the turn is stored. */
    questionKey: text('question_key').notNull().generatedAlwaysAs(questionKey(sql`question`)),
  },
  (table) => [
    primaryKey({ columns: [table.deviceId, table.eventId] }),
    // The overview counts a project's turns by day: an index-only scan of this.
    index('conversation_turns_project_time_idx').on(table.projectId, table.occurredAt, table.unknown),
    // How often a marked question was answered since its mark.
    index('conversation_turns_project_key_idx').on(table.projectId, table.questionKey, table.occurredAt),
    // One robot's turns of a period (问答分析 of a robot, the turns behind a figure).
    index('conversation_turns_device_time_idx').on(table.deviceId, table.occurredAt),
    // The turns behind a 热门意图 figure.
    index('conversation_turns_project_intent_idx')
      .on(table.projectId, table.intent, table.occurredAt)
      .where(sql`intent is not null`),
    // 问答标注's turns of a period, grouped by question without reading the table (index-only).
    index('conversation_turns_unsure_idx')
      .on(table.projectId, table.occurredAt, table.questionKey, table.unknown, table.deviceId)
      .where(UNSURE_TURN_SQL),
  ],
);

/** A visitor a robot noticed (approached, greeted, recognised), with the same idempotent key. */
export const visitorEvents = pgTable(
  'visitor_events',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    kind: text('kind').$type<VisitorKind>().notNull(),
    /** Seconds the visitor stayed with the robot. */
    dwellSeconds: integer('dwell_seconds'),
    faceGroup: text('face_group'),
    /** The face group person face search recognised (RECOGNISED); null: a stranger or no search. */
    personId: uuid('person_id').references(() => facePeople.id, { onDelete: 'set null' }),
    /** The face as the robot saw it: a small JPEG as a data URL. */
    thumbnail: text('thumbnail'),
  },
  (table) => [
    primaryKey({ columns: [table.deviceId, table.eventId] }),
    // The overview counts a project's arrivals by day: with the kind in it, an index-only scan.
    index('visitor_events_project_time_idx').on(table.projectId, table.occurredAt, table.kind),
    // Attendance reads a person's recognitions by day.
    index('visitor_events_person_time_idx').on(table.personId, table.occurredAt),
  ],
);
