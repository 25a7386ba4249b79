import { type SQL, sql } from 'drizzle-orm';
import {
  type AskedIntent,
  type AskedQuestion,
  type HourCount,
  type OperationFilter,
  type QaAnalysis,
  TOP_QUESTIONS,
} from '../../../src/shared/api/operation';
import type { Database } from '../../db/database';
import { localDate } from '../overview/day-buckets';
import { localDay, localHour } from './local-time';
import { periodOf } from './operation-scope';
import { sqlRows } from './sql-rows';
import { ofRobot, turnsOf } from './turn-filter';

interface CountRow {
  total: number | string;
  unknown: number | string;
}

/**
 * The filter's rows of a rollup (server/db/schema/turn-rollups.ts): its hours of the period, of
 * the robot when one is picked (`deviceColumn` null: the rollup is of all robots together).
 */
function rollupOf(projectId: string, filter: OperationFilter, deviceColumn: SQL | null) {
  const { start, end } = periodOf(filter);
  const robot = deviceColumn ? ofRobot(deviceColumn, filter.deviceId) : sql``;
  return sql`r.project_id = ${projectId}::uuid and r.hour >= ${start.toISOString()}::timestamptz
    and r.hour < ${end.toISOString()}::timestamptz ${robot}`;
}

const hours = (projectId: string, filter: OperationFilter) =>
  sql`turn_hour_rollup r where ${rollupOf(projectId, filter, sql`r.device_id`)}`;

/** Every day of the period, oldest first, the days without turns as zeros. */
function perDay(filter: OperationFilter, cells: readonly (HourCount & { unknown: number })[]) {
  const byDay = new Map<string, { total: number; unknown: number }>();
  for (const cell of cells) {
    const day = byDay.get(cell.date) ?? { total: 0, unknown: 0 };
    day.total += cell.count;
    day.unknown += cell.unknown;
    byDay.set(cell.date, day);
  }
  const { start, end } = periodOf(filter);
  const days: QaAnalysis['days'] = [];
  for (
    let day = new Date(start);
    day < end;
    day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
  ) {
    const counts = byDay.get(localDate(day)) ?? { total: 0, unknown: 0 };
    days.push({ date: localDate(day), answered: counts.total - counts.unknown, unknown: counts.unknown });
  }
  return days;
}

/**
 * Turns per local day and hour, with the unanswered among them and the conversations begun: the
 * rollup's rows summed per hour first, so that only those hours are turned into local time.
 */
async function perHour(db: Database, projectId: string, filter: OperationFilter) {
  const rows = await sqlRows<CountRow & { day: string; hour: number; sessions: number | string }>(
    db,
    sql`select ${localDay(sql`h.hour`)} as day, ${localHour(sql`h.hour`)} as hour,
        sum(h.total) as total, sum(h.unknown) as unknown, sum(h.sessions) as sessions
      from (select r.hour, sum(r.total) as total, sum(r.unknown) as unknown, sum(r.sessions) as sessions
        from ${hours(projectId, filter)} group by r.hour) h
      group by 1, 2 order by 1, 2`,
  );
  return rows.map((row) => ({
    date: row.day,
    hour: Number(row.hour),
    count: Number(row.total),
    unknown: Number(row.unknown),
    sessions: Number(row.sessions),
  }));
}

const DAY_MS = 86_400_000;

/**
 * The question rollups' rows of a period: its whole UTC days from the day rollup, the hours
 * before the first and after the last from the hour rollup (a server east or west of UTC starts
 * its days between two UTC days).
 */
function questionRollupsOf(projectId: string, filter: OperationFilter) {
  const { start, end } = periodOf(filter);
  const firstDay = Math.ceil(start.getTime() / DAY_MS) * DAY_MS;
  const lastDay = Math.max(firstDay, Math.floor(end.getTime() / DAY_MS) * DAY_MS);
  const instant = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  return sql`(
    select r.question_key, r.question, r.total, r.unknown from turn_question_day_rollup r
    where r.project_id = ${projectId}::uuid and r.day >= ${instant(firstDay)} and r.day < ${instant(lastDay)}
    union all
    select r.question_key, r.question, r.total, r.unknown from turn_question_rollup r
    where r.project_id = ${projectId}::uuid and (
      (r.hour >= ${instant(start.getTime())} and r.hour < ${instant(Math.min(firstDay, end.getTime()))})
      or (r.hour >= ${instant(Math.max(lastDay, start.getTime()))} and r.hour < ${instant(end.getTime())}))
  ) r`;
}

/**
 * The most asked questions and the most often unanswered ones, by normalised text, in one pass:
 * from the question rollups for all robots; for one robot, from its own turns (a robot's month
 * is a fiftieth of the project's, read through its (device, time) index).
 */
async function topQuestions(db: Database, projectId: string, filter: OperationFilter) {
  const source = filter.deviceId
    ? sql`(select t.question_key, t.question, 1 as total, t.unknown::int as unknown
        from conversation_turns t where ${turnsOf(projectId, filter)}) r`
    : questionRollupsOf(projectId, filter);
  const rows = await sqlRows<CountRow & { question: string; list: 'top' | 'unknown' }>(
    db,
    sql`with asked as (
        select min(r.question) as question, sum(r.total) as total, sum(r.unknown) as unknown
        from ${source} group by r.question_key)
      (select 'top' as list, * from asked order by total desc, question limit ${TOP_QUESTIONS})
      union all
      (select 'unknown', * from asked where unknown > 0 order by unknown desc, question limit ${TOP_QUESTIONS})`,
  );
  const listed = (list: 'top' | 'unknown') =>
    rows
      .filter((row) => row.list === list)
      .map(
        (row): AskedQuestion => ({
          question: row.question,
          count: Number(list === 'unknown' ? row.unknown : row.total),
          unknown: Number(row.unknown),
        }),
      );
  return { top: listed('top'), topUnknown: listed('unknown') };
}

/**
 * The intents carried out most: from the intent rollup for all robots; for one robot, from its
 * own turns, as the top questions are.
 */
async function topIntents(db: Database, projectId: string, filter: OperationFilter): Promise<AskedIntent[]> {
  const source = filter.deviceId
    ? sql`(select t.intent, 1 as total from conversation_turns t
        where ${turnsOf(projectId, filter)} and t.intent is not null) r`
    : sql`turn_intent_rollup r where ${rollupOf(projectId, filter, null)}`;
  const rows = await sqlRows<{ intent: string; total: number | string }>(
    db,
    sql`select r.intent, sum(r.total) as total from ${source}
      group by r.intent order by sum(r.total) desc, r.intent limit ${TOP_QUESTIONS}`,
  );
  return rows.map((row) => ({ intent: row.intent, count: Number(row.total) }));
}

async function perRobot(db: Database, projectId: string, filter: OperationFilter) {
  const rows = await sqlRows<CountRow & { device_id: string; name: string }>(
    db,
    sql`select r.device_id, d.name, sum(r.total) as total, sum(r.unknown) as unknown
      from turn_hour_rollup r join devices d on d.id = r.device_id
      where ${rollupOf(projectId, filter, sql`r.device_id`)}
      group by r.device_id, d.name order by sum(r.total) desc, d.name`,
  );
  return rows.map((row) => ({
    deviceId: row.device_id,
    robotName: row.name,
    conversations: Number(row.total),
    unknown: Number(row.unknown),
  }));
}

/** 问答分析 of the filter's robots and days. */
export async function qaAnalysis(
  db: Database,
  projectId: string,
  filter: OperationFilter,
): Promise<QaAnalysis> {
  const [cells, { top, topUnknown }, intents, robots] = await Promise.all([
    perHour(db, projectId, filter),
    topQuestions(db, projectId, filter),
    topIntents(db, projectId, filter),
    perRobot(db, projectId, filter),
  ]);
  const sum = (figure: 'count' | 'unknown' | 'sessions') =>
    cells.reduce((total, cell) => total + cell[figure], 0);
  return {
    conversations: sum('count'),
    unknown: sum('unknown'),
    sessions: sum('sessions'),
    days: perDay(filter, cells),
    topQuestions: top,
    topUnknown,
    topIntents: intents,
    robots,
    hours: cells.map(({ date, hour, count }) => ({ date, hour, count })),
  };
}
