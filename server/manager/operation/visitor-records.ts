import { sql } from 'drizzle-orm';
import {
  type OperationFilter,
  VISIT_QUESTIONS_SHOWN,
  type VisitorCounts,
  type VisitorPage,
  type VisitorRecord,
} from '../../../src/shared/api/operation';
import type { PageQuery } from '../../../src/shared/api/paging';
import type { Database } from '../../db/database';
import { periodOf } from './operation-scope';
import { sqlRows } from './sql-rows';

/**
 * A visit starts when a robot notices someone (APPROACHED) and ends at that robot's next LEFT;
 * the turns the robot had in between are the visitor's questions. Robots report no visit id, so
 * the visit is rebuilt from the robot's own timeline, one page of visits at a time.
 */
function visitsOf(projectId: string, filter: OperationFilter) {
  const { start, end } = periodOf(filter);
  const robot = filter.deviceId ? sql`and v.device_id::text = ${filter.deviceId}` : sql``;
  return sql`
    select v.device_id, v.event_id, v.occurred_at, left_at.occurred_at as left_at, left_at.dwell_seconds
    from visitor_events v
    left join lateral (
      select l.occurred_at, l.dwell_seconds from visitor_events l
      where l.device_id = v.device_id and l.kind = 'LEFT' and l.occurred_at >= v.occurred_at
      order by l.occurred_at limit 1
    ) left_at on true
    where v.project_id = ${projectId}::uuid and v.kind = 'APPROACHED'
      and v.occurred_at >= ${start.toISOString()}::timestamptz and v.occurred_at < ${end.toISOString()}::timestamptz
      ${robot}`;
}

interface VisitRow {
  device_id: string;
  event_id: string;
  robot_name: string;
  arrived_at: string | Date;
  dwell_seconds: number | null;
  recognised_as: string | null;
  question_count: number | string;
  questions: string[] | null;
}

const toRecord = (row: VisitRow): VisitorRecord => ({
  id: `${row.device_id}:${row.event_id}`,
  deviceId: row.device_id,
  robotName: row.robot_name,
  arrivedAt: new Date(row.arrived_at).toISOString(),
  dwellSeconds: row.dwell_seconds,
  recognisedAs: row.recognised_as,
  personName: null,
  photoUrl: null,
  questionCount: Number(row.question_count),
  questions: row.questions ?? [],
});

async function visitPage(db: Database, projectId: string, filter: OperationFilter, page: PageQuery) {
  const rows = await sqlRows<VisitRow>(
    db,
    sql`
    with visits as (${visitsOf(projectId, filter)}
      order by v.occurred_at desc, v.event_id desc
      limit ${page.pageSize} offset ${page.pageNo * page.pageSize})
    select visits.device_id, visits.event_id, d.name as robot_name, visits.occurred_at as arrived_at,
      visits.dwell_seconds, recognised.face_group as recognised_as,
      coalesce(asked.total, 0) as question_count, asked.questions
    from visits
    join devices d on d.id = visits.device_id
    left join lateral (
      select r.face_group from visitor_events r
      where r.device_id = visits.device_id and r.kind = 'RECOGNISED'
        and r.occurred_at >= visits.occurred_at
        and r.occurred_at <= coalesce(visits.left_at, visits.occurred_at + interval '1 hour')
      order by r.occurred_at limit 1
    ) recognised on true
    left join lateral (
      select count(*) as total,
        (array_agg(t.question order by t.occurred_at))[1:${VISIT_QUESTIONS_SHOWN}] as questions
      from conversation_turns t
      where t.device_id = visits.device_id and t.occurred_at >= visits.occurred_at
        and t.occurred_at <= coalesce(visits.left_at, visits.occurred_at + interval '1 hour')
    ) asked on true
    order by visits.occurred_at desc, visits.event_id desc`,
  );
  return rows.map(toRecord);
}

async function visitCounts(db: Database, projectId: string, filter: OperationFilter) {
  const { start, end } = periodOf(filter);
  const robot = (alias: string) =>
    filter.deviceId ? sql`and ${sql.raw(alias)}.device_id::text = ${filter.deviceId}` : sql``;
  const inPeriod = (alias: string) =>
    sql`${sql.raw(alias)}.project_id = ${projectId}::uuid and ${sql.raw(alias)}.occurred_at >= ${start.toISOString()}::timestamptz and ${sql.raw(alias)}.occurred_at < ${end.toISOString()}::timestamptz ${robot(alias)}`;
  const [row = {}] = await sqlRows<Record<string, string | number | null>>(
    db,
    sql`
    select
      (select count(*) from visitor_events v where ${inPeriod('v')} and v.kind = 'APPROACHED') as visits,
      (select count(*) from visitor_events v where ${inPeriod('v')} and v.kind = 'RECOGNISED') as recognised,
      (select count(*) from conversation_turns t where ${inPeriod('t')}) as questions,
      (select avg(v.dwell_seconds) from visitor_events v where ${inPeriod('v')} and v.kind = 'LEFT') as dwell`,
  );
  const dwell = row.dwell === null || row.dwell === undefined ? null : Math.round(Number(row.dwell));
  return {
    visits: Number(row.visits ?? 0),
    recognised: Number(row.recognised ?? 0),
    questions: Number(row.questions ?? 0),
    averageDwellSeconds: dwell,
  } satisfies VisitorCounts;
}

/** The period's visits, newest first, one page of them, and what the whole period counts. */
export async function visitorRecords(
  db: Database,
  projectId: string,
  filter: OperationFilter,
  page: PageQuery,
): Promise<VisitorPage> {
  const [content, counts] = await Promise.all([
    visitPage(db, projectId, filter, page),
    visitCounts(db, projectId, filter),
  ]);
  return {
    content,
    size: page.pageSize,
    number: page.pageNo,
    totalElements: counts.visits,
    counts,
    hours: [],
  };
}
