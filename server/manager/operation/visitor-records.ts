import { sql } from 'drizzle-orm';
import {
  type HourCount,
  VISIT_QUESTIONS_SHOWN,
  type VisitorCounts,
  type VisitorPage,
  type VisitorQuery,
  type VisitorRecord,
} from '../../../src/shared/api/operation';
import type { PageQuery } from '../../../src/shared/api/paging';
import type { Database } from '../../db/database';
import { localDay, localHour } from './local-time';
import { periodOf } from './operation-scope';
import { sqlRows } from './sql-rows';
import { ofRobot } from './turn-filter';

const WHO_WHERE = {
  RECOGNISED: sql`and (recognised.face_group is not null or recognised.person_id is not null)`,
  STRANGER: sql`and recognised.face_group is null and recognised.person_id is null`,
};

/**
 * A visit starts when a robot notices someone (APPROACHED) and ends at that robot's next LEFT
 * (an hour at most while it has not); a recognition (RECOGNISED naming a face library) in
 * between makes the visitor a known person (a face search's person, or a robot's own face
 * library); a recognition of a stranger still brings the robot's snapshot. Robots report no
 * visit id, so the visit is rebuilt from the robot's own timeline.
 */
function visitsOf(projectId: string, query: VisitorQuery) {
  const { start, end } = periodOf(query);
  const robot = ofRobot(sql`v.device_id`, query.deviceId);
  return sql`
    select v.device_id, v.event_id, v.occurred_at, left_at.dwell_seconds,
      coalesce(left_at.occurred_at, v.occurred_at + interval '1 hour') as ends_at, recognised.face_group,
      recognised.person_id, recognised.thumbnail
    from visitor_events v
    left join lateral (
      select l.occurred_at, l.dwell_seconds from visitor_events l
      where l.device_id = v.device_id and l.kind = 'LEFT' and l.occurred_at >= v.occurred_at
      order by l.occurred_at limit 1
    ) left_at on true
    left join lateral (
      select r.face_group, r.person_id, r.thumbnail from visitor_events r
      where r.device_id = v.device_id and r.kind = 'RECOGNISED'
        and r.occurred_at >= v.occurred_at
        and r.occurred_at <= coalesce(left_at.occurred_at, v.occurred_at + interval '1 hour')
      order by (r.face_group is null and r.person_id is null), r.occurred_at limit 1
    ) recognised on true
    where v.project_id = ${projectId}::uuid and v.kind = 'APPROACHED'
      and v.occurred_at >= ${start.toISOString()}::timestamptz and v.occurred_at < ${end.toISOString()}::timestamptz
      ${robot} ${query.who ? WHO_WHERE[query.who] : sql``}`;
}

interface VisitRow {
  device_id: string;
  event_id: string;
  robot_name: string;
  arrived_at: string | Date;
  dwell_seconds: number | null;
  face_group: string | null;
  person_name: string | null;
  thumbnail: string | null;
  question_count: number | string;
  questions: string[] | null;
}

const toRecord = (row: VisitRow): VisitorRecord => ({
  id: `${row.device_id}:${row.event_id}`,
  deviceId: row.device_id,
  robotName: row.robot_name,
  arrivedAt: new Date(row.arrived_at).toISOString(),
  dwellSeconds: row.dwell_seconds,
  recognisedAs: row.face_group,
  personName: row.person_name,
  // The robot's snapshot, a small JPEG data URL.
  photoUrl: row.thumbnail,
  questionCount: Number(row.question_count),
  questions: row.questions ?? [],
});

/** The query's visits, newest first, one page of them (or the first `page.pageSize` for an export). */
export async function visitPage(db: Database, projectId: string, query: VisitorQuery, page: PageQuery) {
  const rows = await sqlRows<VisitRow>(
    db,
    sql`
    with visits as (${visitsOf(projectId, query)}
      order by v.occurred_at desc, v.event_id desc
      limit ${page.pageSize} offset ${page.pageNo * page.pageSize})
    select visits.device_id, visits.event_id, d.name as robot_name, visits.occurred_at as arrived_at,
      visits.dwell_seconds, visits.face_group, person.name as person_name, visits.thumbnail,
      coalesce(asked.total, 0) as question_count, asked.questions
    from visits
    join devices d on d.id = visits.device_id
    left join face_people person on person.id = visits.person_id
    left join lateral (
      select count(*) as total,
        (array_agg(t.question order by t.occurred_at))[1:${VISIT_QUESTIONS_SHOWN}] as questions
      from conversation_turns t
      where t.device_id = visits.device_id and t.occurred_at >= visits.occurred_at
        and t.occurred_at <= visits.ends_at
    ) asked on true
    order by visits.occurred_at desc, visits.event_id desc`,
  );
  return rows.map(toRecord);
}

/** What the whole query counts, and its arrivals per local day and hour. */
async function visitCounts(db: Database, projectId: string, query: VisitorQuery) {
  const { start, end } = periodOf(query);
  const robot = ofRobot(sql`t.device_id`, query.deviceId);
  const [cells, [row = {}]] = await Promise.all([
    sqlRows<{ day: string; hour: number; visits: number | string; recognised: number | string }>(
      db,
      sql`with visits as (${visitsOf(projectId, query)})
        select ${localDay(sql`occurred_at`)} as day, ${localHour(sql`occurred_at`)} as hour, count(*) as visits,
          count(*) filter (where face_group is not null or person_id is not null) as recognised
        from visits group by 1, 2 order by 1, 2`,
    ),
    sqlRows<Record<string, string | number | null>>(
      db,
      sql`select
        (select count(*) from conversation_turns t where t.project_id = ${projectId}::uuid
          and t.occurred_at >= ${start.toISOString()}::timestamptz and t.occurred_at < ${end.toISOString()}::timestamptz
          ${robot}) as questions,
        (select avg(dwell_seconds) from (${visitsOf(projectId, query)}) visits) as dwell`,
    ),
  ]);
  const hours: HourCount[] = cells.map((cell) => ({
    date: cell.day,
    hour: Number(cell.hour),
    count: Number(cell.visits),
  }));
  const dwell = row.dwell === null || row.dwell === undefined ? null : Math.round(Number(row.dwell));
  const counts: VisitorCounts = {
    visits: hours.reduce((sum, cell) => sum + cell.count, 0),
    recognised: cells.reduce((sum, cell) => sum + Number(cell.recognised), 0),
    questions: Number(row.questions ?? 0),
    averageDwellSeconds: dwell,
  };
  return { counts, hours };
}

/** The query's visits, newest first, one page of them, what the whole query counts and its hours. */
export async function visitorRecords(
  db: Database,
  projectId: string,
  query: VisitorQuery,
  page: PageQuery,
): Promise<VisitorPage> {
  const [content, { counts, hours }] = await Promise.all([
    visitPage(db, projectId, query, page),
    visitCounts(db, projectId, query),
  ]);
  return { content, size: page.pageSize, number: page.pageNo, totalElements: counts.visits, counts, hours };
}
