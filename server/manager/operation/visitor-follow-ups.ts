import { sql } from 'drizzle-orm';
import { LOW_ANSWER_SCORE, type OperationFilter, type PairChoice } from '../../../src/shared/api/operation';
import type { Database } from '../../db/database';
import { UNSURE_TURN_OF_T } from './question-key';
import { sqlRows } from './sql-rows';
import { turnsOf } from './turn-filter';

/**
 * How soon the next question of a conversation must come to say what the unanswered one meant:
 * a tap on the robot's 您是不是想问, or the same question asked again in other words, comes
 * within seconds; a new question minutes later is about something else.
 */
export const FOLLOW_UP_WINDOW_SECONDS = 90;

/** A pair visitors got right after asking a group's question, and how many times. */
export interface FollowUp extends PairChoice {
  visitors: number;
}

interface FollowUpRow {
  key: string;
  pair_id: string;
  library_name: string;
  question: string;
  visitors: number | string;
}

/**
 * For each of `keys` (问答标注's groups), the pairs of `libraryIds` that surely answered the very
 * next question of the same robot's conversation within FOLLOW_UP_WINDOW_SECONDS, most often
 * first. The robot names the pair it answered from by its standard question. Turns without a
 * conversation (no session id) say nothing of what came next.
 */
export async function visitorFollowUps(
  db: Database,
  projectId: string,
  filter: OperationFilter,
  keys: readonly string[],
  libraryIds: readonly string[],
): Promise<Map<string, FollowUp[]>> {
  const followUps = new Map<string, FollowUp[]>();
  if (keys.length === 0 || libraryIds.length === 0) return followUps;
  const rows = await sqlRows<FollowUpRow>(
    db,
    sql`select t.question_key as key, p.id as pair_id, l.name as library_name, p.question,
        count(*) as visitors
      from conversation_turns t
      join lateral (
        select n.matched, n.unknown, n.score, n.question_key
        from conversation_turns n
        where n.device_id = t.device_id and n.session_id = t.session_id
          and n.occurred_at > t.occurred_at
          and n.occurred_at <= t.occurred_at + make_interval(secs => ${FOLLOW_UP_WINDOW_SECONDS})
        order by n.occurred_at
        limit 1
      ) next on true
      join qa_pairs p on p.question = next.matched
        and p.library_id in (${sql.join(
          libraryIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
      join qa_libraries l on l.id = p.library_id
      where ${turnsOf(projectId, filter)} and ${UNSURE_TURN_OF_T} and t.session_id is not null
        and t.question_key in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})
        and not next.unknown and coalesce(next.score, 1) >= ${LOW_ANSWER_SCORE}
        and next.question_key <> t.question_key
      group by 1, 2, 3, 4
      order by visitors desc, p.question`,
  );
  for (const row of rows) {
    const followUp: FollowUp = {
      pairId: row.pair_id,
      libraryName: row.library_name,
      question: row.question,
      visitors: Number(row.visitors),
    };
    followUps.set(row.key, [...(followUps.get(row.key) ?? []), followUp]);
  }
  return followUps;
}
