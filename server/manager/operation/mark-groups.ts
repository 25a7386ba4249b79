import { and, eq, sql } from 'drizzle-orm';
import {
  LOW_ANSWER_SCORE,
  type MarkGroup,
  type MarkPage,
  type MarkState,
  type OperationFilter,
} from '../../../src/shared/api/operation';
import type { PageQuery } from '../../../src/shared/api/paging';
import type { Database } from '../../db/database';
import { qaLibraries } from '../../db/schema';
import { markSuggester } from './mark-suggestions';
import { UNSURE_TURN_OF_T, UNSURE_TURN_SQL } from './question-key';
import { sqlRows } from './sql-rows';
import { turnsOf } from './turn-filter';
import { visitorFollowUps } from './visitor-follow-ups';

const STATE_WHERE: Record<MarkState, ReturnType<typeof sql>> = {
  PENDING: sql`m.state is null`,
  MARKED: sql`m.state = 'MARKED'`,
  IGNORED: sql`m.state = 'IGNORED'`,
};

interface GroupRow {
  key: string;
  question: string;
  total: number | string;
  low_score: number | string;
  robots: string[];
  first_at: string | Date;
  last_at: string | Date;
  state: 'MARKED' | 'IGNORED' | null;
  pair_question: string | null;
  answered_since: number | string;
  groups: number | string;
}

/**
 * The filter's unanswered and unsurely answered turns grouped by normalised question, newest
 * group first, one page of them with the project's decision on each. The groups are counted from
 * the partial index of those turns alone; only the page's groups read their turns (the wording
 * used most, the robots). How often a marked question was answered since its mark counts every
 * robot of the project.
 */
async function groupRows(
  db: Database,
  projectId: string,
  filter: OperationFilter,
  state: MarkState,
  page: PageQuery,
) {
  return sqlRows<GroupRow>(
    db,
    sql`with groups as (
        select t.question_key as key, count(*) as total, count(*) filter (where not t.unknown) as low_score,
          min(t.occurred_at) as first_at, max(t.occurred_at) as last_at
        from conversation_turns t
        where ${turnsOf(projectId, filter)} and ${UNSURE_TURN_SQL}
        group by 1
      ), page as (
        select g.*, m.state, m.pair_id, m.marked_at, count(*) over () as groups
        from groups g
        left join qa_marks m on m.project_id = ${projectId}::uuid and m.question_key = g.key
        where ${STATE_WHERE[state]}
        order by g.last_at desc, g.key
        limit ${page.pageSize} offset ${page.pageNo * page.pageSize}
      )
      select page.*, asked.question, asked.robots, p.question as pair_question,
        case when page.state = 'MARKED' then (
          select count(*) from conversation_turns a
          where a.project_id = ${projectId}::uuid and a.question_key = page.key
            and a.occurred_at >= page.marked_at and not a.unknown and coalesce(a.score, 1) >= ${LOW_ANSWER_SCORE}
        ) else 0 end as answered_since
      from page
      left join qa_pairs p on p.id = page.pair_id
      left join lateral (
        select mode() within group (order by t.question) as question,
          array_agg(distinct d.name order by d.name) as robots
        from conversation_turns t join devices d on d.id = t.device_id
        where ${turnsOf(projectId, filter)} and t.question_key = page.key and ${UNSURE_TURN_OF_T}
      ) asked on true
      order by page.last_at desc, page.key`,
  );
}

/** 问答标注's list: a page of groups in `state`, each with the library's nearest pairs. */
export async function markGroups(
  db: Database,
  projectId: string,
  filter: OperationFilter,
  state: MarkState,
  page: PageQuery,
): Promise<MarkPage> {
  const [rows, libraries] = await Promise.all([
    groupRows(db, projectId, filter, state, page),
    db
      .select({ id: qaLibraries.id, name: qaLibraries.name })
      .from(qaLibraries)
      .where(and(eq(qaLibraries.projectId, projectId), qaLibraries.enabled)),
  ]);
  const pending = rows.filter((row) => row.state === null).map((row) => row.key);
  const [suggest, followUps] = await Promise.all([
    markSuggester(db, projectId, libraries),
    visitorFollowUps(
      db,
      projectId,
      filter,
      pending,
      libraries.map((library) => library.id),
    ),
  ]);
  const content = await Promise.all(
    rows.map(
      async (row): Promise<MarkGroup> => ({
        key: row.key,
        question: row.question,
        count: Number(row.total),
        lowScore: Number(row.low_score),
        robots: row.robots,
        firstAt: new Date(row.first_at).toISOString(),
        lastAt: new Date(row.last_at).toISOString(),
        state: row.state ?? 'PENDING',
        markedPair: row.pair_question,
        answeredSince: Number(row.answered_since),
        suggestions: row.state === null ? await suggest(row.question, followUps.get(row.key) ?? []) : [],
      }),
    ),
  );
  return { content, size: page.pageSize, number: page.pageNo, totalElements: Number(rows[0]?.groups ?? 0) };
}
