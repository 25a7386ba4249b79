import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MarkState } from '../../../src/shared/api/operation';
import { projects } from './projects';
import { qaPairs } from './qa';
import { users } from './users';

/**
 * 问答标注: what an operator decided about a question the robots could not answer, per project
 * and normalised question (the turns stay as the robots reported them). A question without a row
 * is still 待标注.
 */
export const qaMarks = pgTable(
  'qa_marks',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    questionKey: text('question_key').notNull(),
    state: text('state').$type<Exclude<MarkState, 'PENDING'>>().notNull(),
    /** The question as a visitor asked it, when it was marked. */
    question: text('question').notNull(),
    /** The pair the question now belongs to (标注为相似问); null when ignored. */
    pairId: uuid('pair_id').references(() => qaPairs.id, { onDelete: 'set null' }),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.questionKey] }),
    index('qa_marks_project_state_idx').on(table.projectId, table.state),
  ],
);
