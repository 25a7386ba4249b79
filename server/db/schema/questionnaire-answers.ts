import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { QuestionnaireAnswer } from '../../../src/shared/skill-store/questionnaire-answers';
import { devices } from './devices';
import { skills } from './skills';

/**
 * A visitor's answers to a project's questionnaire (the store skill), as a robot posted them.
 * `(deviceId, answerId)` is the key: a robot that retries sends the same id, stored once.
 */
export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    answerId: text('answer_id').notNull(),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    answers: jsonb('answers').$type<QuestionnaireAnswer['answers']>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.deviceId, table.answerId] }),
    index('questionnaire_answers_skill_idx').on(table.skillId, table.answeredAt),
  ],
);
