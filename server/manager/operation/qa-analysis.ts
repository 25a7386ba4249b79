import { sql } from 'drizzle-orm';
import {
  type AskedQuestion,
  type OperationFilter,
  type QaAnalysis,
  TOP_QUESTIONS,
} from '../../../src/shared/api/operation';
import type { Database } from '../../db/database';
import { localDate } from '../overview/day-buckets';
import { periodOf } from './operation-scope';
import { questionKey } from './question-key';
import { sqlRows } from './sql-rows';
import { turnsOf } from './turn-filter';

interface CountRow {
  total: number | string;
  unknown: number | string;
}

/** Days are the server's calendar days (as the overview's), whatever the database's time zone. */
const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every day of the period, oldest first, the days without turns as zeros. */
async function perDay(db: Database, projectId: string, filter: OperationFilter) {
  const rows = await sqlRows<CountRow & { day: string }>(
    db,
    sql`select to_char(t.occurred_at at time zone ${SERVER_TIME_ZONE}, 'YYYY-MM-DD') as day, count(*) as total, count(*) filter (where t.unknown) as unknown
      from conversation_turns t where ${turnsOf(projectId, filter)} group by 1`,
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const { start, end } = periodOf(filter);
  const days: QaAnalysis['days'] = [];
  for (
    let day = new Date(start);
    day < end;
    day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
  ) {
    const row = byDay.get(localDate(day));
    const total = Number(row?.total ?? 0);
    const unknown = Number(row?.unknown ?? 0);
    days.push({ date: localDate(day), answered: total - unknown, unknown });
  }
  return days;
}

/** The most asked questions (only the unanswered ones with `onlyUnknown`), by normalised text. */
async function topQuestions(db: Database, projectId: string, filter: OperationFilter, onlyUnknown: boolean) {
  const rows = await sqlRows<CountRow & { question: string }>(
    db,
    sql`select mode() within group (order by t.question) as question, count(*) as total,
        count(*) filter (where t.unknown) as unknown
      from conversation_turns t where ${turnsOf(projectId, filter)} ${onlyUnknown ? sql`and t.unknown` : sql``}
      group by ${questionKey(sql`t.question`)}
      order by count(*) desc, 1 limit ${TOP_QUESTIONS}`,
  );
  return rows.map(
    (row): AskedQuestion => ({
      question: row.question,
      count: Number(row.total),
      unknown: Number(row.unknown),
    }),
  );
}

async function perRobot(db: Database, projectId: string, filter: OperationFilter) {
  const rows = await sqlRows<CountRow & { device_id: string; name: string }>(
    db,
    sql`select t.device_id, d.name, count(*) as total, count(*) filter (where t.unknown) as unknown
      from conversation_turns t join devices d on d.id = t.device_id
      where ${turnsOf(projectId, filter)} group by t.device_id, d.name order by count(*) desc, d.name`,
  );
  return rows.map((row) => ({
    deviceId: row.device_id,
    robotName: row.name,
    conversations: Number(row.total),
    unknown: Number(row.unknown),
  }));
}

async function totals(db: Database, projectId: string, filter: OperationFilter) {
  const [row] = await sqlRows<CountRow & { sessions: number | string }>(
    db,
    sql`select count(*) as total, count(*) filter (where t.unknown) as unknown,
        count(distinct t.session_id) as sessions
      from conversation_turns t where ${turnsOf(projectId, filter)}`,
  );
  return {
    conversations: Number(row?.total ?? 0),
    unknown: Number(row?.unknown ?? 0),
    sessions: Number(row?.sessions ?? 0),
  };
}

/** 问答分析 of the filter's robots and days. */
export async function qaAnalysis(
  db: Database,
  projectId: string,
  filter: OperationFilter,
): Promise<QaAnalysis> {
  const [counts, days, top, topUnknown, robots] = await Promise.all([
    totals(db, projectId, filter),
    perDay(db, projectId, filter),
    topQuestions(db, projectId, filter, false),
    topQuestions(db, projectId, filter, true),
    perRobot(db, projectId, filter),
  ]);
  return { ...counts, days, topQuestions: top, topUnknown, robots };
}
