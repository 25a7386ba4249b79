import { sql } from 'drizzle-orm';
import type { TurnPage, TurnPageQuery, TurnRecord } from '../../../src/shared/api/operation';
import { pageOf } from '../../../src/shared/api/paging';
import type { Database } from '../../db/database';
import { localHour } from './local-time';
import { periodOf } from './operation-scope';
import { questionKey } from './question-key';
import { sqlRows } from './sql-rows';
import { turnsOf } from './turn-filter';

interface TurnRow {
  device_id: string;
  event_id: string;
  robot_name: string;
  occurred_at: string | Date;
  question: string;
  answer: string;
  matched: string | null;
  intent: string | null;
  unknown: boolean;
  score: number | null;
}

/**
 * `and` an hour of the day: of one day, the instants of that hour (a range of the time index);
 * of every day of the period, the local hour of each turn.
 */
function hourOf(day: string | null, hour: number) {
  if (!day) return sql`and ${localHour(sql`t.occurred_at`)} = ${hour}`;
  const start = periodOf({ from: day, to: day }).start;
  start.setHours(hour);
  const end = new Date(start.getTime() + 3_600_000);
  return sql`and t.occurred_at >= ${start.toISOString()}::timestamptz and t.occurred_at < ${end.toISOString()}::timestamptz`;
}

/** The query's turns: its period (a day of it, when one is named), hour, question, intent and answer state. */
function turnsWhere(projectId: string, query: TurnPageQuery) {
  const day = query.date && query.date >= query.from && query.date <= query.to ? query.date : null;
  const period = day ? { ...query, from: day, to: day } : query;
  const outside = query.date && !day ? sql`and false` : sql``;
  const hour = query.hour === undefined ? sql`` : hourOf(day, query.hour);
  const asked = query.question
    ? sql`and t.question_key = ${questionKey(sql`${query.question}::text`)}`
    : sql``;
  const intent = query.intent ? sql`and t.intent = ${query.intent}` : sql``;
  const answered = query.unknown ? sql`and t.unknown = ${query.unknown === 'true'}` : sql``;
  return sql`${turnsOf(projectId, period)} ${outside} ${hour} ${asked} ${intent} ${answered}`;
}

const toRecord = (row: TurnRow): TurnRecord => ({
  id: `${row.device_id}:${row.event_id}`,
  robotName: row.robot_name,
  occurredAt: new Date(row.occurred_at).toISOString(),
  question: row.question,
  answer: row.answer,
  matched: row.matched,
  intent: row.intent,
  unknown: row.unknown,
  score: row.score,
});

/** The turns behind a figure of 问答分析, newest first, one page of them. */
export async function turnPage(db: Database, projectId: string, query: TurnPageQuery): Promise<TurnPage> {
  const where = turnsWhere(projectId, query);
  const [rows, [counted]] = await Promise.all([
    sqlRows<TurnRow>(
      db,
      sql`select t.device_id, t.event_id, d.name as robot_name, t.occurred_at, t.question, t.answer,
          t.matched, t.intent, t.unknown, t.score
        from conversation_turns t join devices d on d.id = t.device_id where ${where}
        order by t.occurred_at desc, t.event_id desc
        limit ${query.pageSize} offset ${query.pageNo * query.pageSize}`,
    ),
    sqlRows<{ total: number | string }>(
      db,
      sql`select count(*) as total from conversation_turns t where ${where}`,
    ),
  ]);
  return pageOf(rows.map(toRecord), query, Number(counted?.total ?? 0));
}
