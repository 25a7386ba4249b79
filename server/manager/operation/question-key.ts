import { type SQL, sql } from 'drizzle-orm';
import { LOW_ANSWER_SCORE } from '../../../src/shared/api/operation';

/**
 * A question's key for grouping what visitors asked, in SQL so that a period's turns group on the
 * server: lower case without spaces and punctuation (ASCII and full-width), as the matcher's
 * normalisation (server/matcher/normalise.ts) reads a question. 洗手间在哪？ and 洗手间 在哪 are one.
 */
export const questionKey = (column: SQL | unknown): SQL<string> =>
  sql<string>`regexp_replace(lower(${column}), '[[:space:][:punct:]？！，。、；：“”‘’（）《》【】…～·]+', '', 'g')`;

/**
 * A turn 问答标注 lists: the robot had no answer, or answered with less than LOW_ANSWER_SCORE. The
 * score is written into the SQL, not bound: the partial index on these turns then serves the query.
 */
export const UNSURE_TURN_SQL = sql`(unknown or score < ${sql.raw(String(LOW_ANSWER_SCORE))})`;

/**
 * The same turns as UNSURE_TURN_SQL, of the turns aliased `t`, with the score bound, not written:
 * for one question's turns the planner cannot use the partial index (the whole period's unsure
 * turns) and takes the (project, question, time) index instead.
 */
export const UNSURE_TURN_OF_T = sql`(t.unknown or t.score < ${LOW_ANSWER_SCORE})`;
