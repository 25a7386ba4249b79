import { and, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { OVERVIEW_DAYS, type ProjectOverview } from '../../../src/shared/api/overview';
import type { Database } from '../../db/database';
import { conversationTurns, devices, visitorEvents } from '../../db/schema';
import { deviceStateSql } from '../device/device-state';
import { countWhere } from './attention-sql';
import { type DayBucket, lastDays } from './day-buckets';
import { contentFigures } from './figure-sources';

/** A visit begins when a robot notices someone approach; its later events belong to the same visit. */
const VISIT_START = 'APPROACHED';

type TimedTable = typeof conversationTurns | typeof visitorEvents;

/** One count per day, `day0` oldest, each `count(*) filter` over the same index range. */
function perDay(table: TimedTable, days: DayBucket[], extra?: SQL): Record<string, SQL<number>> {
  const columns: Record<string, SQL<number>> = {};
  days.forEach((day, index) => {
    const inDay = sql`${table.occurredAt} >= ${day.start.toISOString()}::timestamptz and ${table.occurredAt} < ${day.end.toISOString()}::timestamptz`;
    columns[`day${index}`] = countWhere(extra ? sql`${inDay} and ${extra}` : inDay);
  });
  return columns;
}

/** Rows of a project within the days' range: one range scan of its (project_id, occurred_at…) index. */
const inRange = (table: TimedTable, projectId: string, days: DayBucket[]) =>
  and(
    eq(table.projectId, projectId),
    gte(table.occurredAt, days[0].start),
    lt(table.occurredAt, days[days.length - 1].end),
  );

const series = (row: Record<string, number> | undefined, days: DayBucket[]): number[] =>
  days.map((_, index) => row?.[`day${index}`] ?? 0);

async function conversationsByDay(db: Database, projectId: string, days: DayBucket[]) {
  const today = days[days.length - 1];
  const [row] = await db
    .select({
      ...perDay(conversationTurns, days),
      unknownToday: countWhere(
        sql`${conversationTurns.occurredAt} >= ${today.start.toISOString()}::timestamptz and ${conversationTurns.unknown}`,
      ),
    })
    .from(conversationTurns)
    .where(inRange(conversationTurns, projectId, days));
  return { perDay: series(row, days), unknownToday: row?.unknownToday ?? 0 };
}

async function visitorsByDay(db: Database, projectId: string, days: DayBucket[]): Promise<number[]> {
  const [row] = await db
    .select(perDay(visitorEvents, days, sql`${visitorEvents.kind} = ${VISIT_START}`))
    .from(visitorEvents)
    .where(inRange(visitorEvents, projectId, days));
  return series(row, days);
}

async function deviceFigures(db: Database, projectId: string, now: Date) {
  const [row] = await db
    .select({ total: count(), online: countWhere(sql`${deviceStateSql(now)} = 'ONLINE'`) })
    .from(devices)
    .where(eq(devices.projectId, projectId));
  return { online: row?.online ?? 0, total: row?.total ?? 0 };
}

/** The figures of 概览 for a project the caller may see, at `now` (days in the server's time zone). */
export async function projectOverview(db: Database, projectId: string, now: Date): Promise<ProjectOverview> {
  const days = lastDays(now, OVERVIEW_DAYS);
  const [deviceCounts, content, conversations, visitors] = await Promise.all([
    deviceFigures(db, projectId, now),
    contentFigures(db, projectId),
    conversationsByDay(db, projectId, days),
    visitorsByDay(db, projectId, days),
  ]);
  const conversationsToday = conversations.perDay[days.length - 1];
  return {
    devices: deviceCounts,
    ...content,
    conversationsToday,
    unknownRateToday: conversationsToday > 0 ? conversations.unknownToday / conversationsToday : null,
    visitorsToday: visitors[days.length - 1],
    days: days.map((day, index) => ({
      date: day.date,
      conversations: conversations.perDay[index],
      visitors: visitors[index],
    })),
  };
}
