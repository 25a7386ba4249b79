import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type {
  AlarmKind,
  MonitoredRobot,
  MonitoredRobotQuery,
  ReleasedScreen,
  RobotDetail,
} from '../../src/shared/api/monitoring';
import type { Database } from '../db/database';
import { devices, homepages, projects } from '../db/schema';
import { deviceStateSql } from '../manager/device/device-state';
import { deviceSummaryColumns, toDeviceSummary } from '../manager/device/device-summary';
import { nameContains } from '../manager/name-search';

/** The robots of the watched projects: activated robots only (a key no robot used yet reports nothing). */
export function robotConditions(
  watched: SQL,
  query: Omit<MonitoredRobotQuery, 'pageNo' | 'pageSize'>,
  now: Date,
) {
  return and(
    watched,
    isNotNull(devices.activatedAt),
    query.projectId ? eq(devices.projectId, query.projectId) : undefined,
    nameContains(devices.name, query.name),
    query.tag ? sql`${query.tag} = any(${devices.tags})` : undefined,
    query.state ? sql`${deviceStateSql(now)} = ${query.state}` : undefined,
    query.mapId ? eq(devices.mapId, query.mapId) : undefined,
  );
}

function robotColumns(now: Date) {
  return {
    ...deviceSummaryColumns(now),
    projectName: projects.name,
    openAlarms: sql<AlarmKind[]>`coalesce((select array_agg(a.kind order by a.kind) from alarms a
      where a.device_id = ${devices.id} and a.ended_at is null), '{}')`,
  };
}

type RobotRow = Awaited<ReturnType<ReturnType<typeof selectRobots>['where']>>[number];

export function selectRobots(db: Database, now: Date) {
  return db.select(robotColumns(now)).from(devices).innerJoin(projects, eq(projects.id, devices.projectId));
}

export function toMonitoredRobot(row: RobotRow, now: Date): MonitoredRobot {
  const { projectName, openAlarms, ...summary } = row;
  // array_agg of text arrives as a PostgreSQL array literal through some drivers.
  const kinds = Array.isArray(openAlarms)
    ? openAlarms
    : (String(openAlarms).replace(/[{}]/g, '').split(',').filter(Boolean) as AlarmKind[]);
  return { ...toDeviceSummary(summary, now), projectName, openAlarms: kinds };
}

/** A stable order, so rows keep their places while they update live. */
export const robotOrder = [desc(projects.createdAt), asc(devices.name), asc(devices.id)];

/** The project's latest released screen: what its robots show, with its pages' names. */
export async function releasedScreen(db: Database, projectId: string): Promise<ReleasedScreen | null> {
  const [row] = await db
    .select({
      name: homepages.releasedName,
      playerKey: homepages.playerKey,
      document: homepages.releasedDocument,
    })
    .from(homepages)
    .where(and(eq(homepages.projectId, projectId), isNotNull(homepages.releasedAt)))
    .orderBy(desc(homepages.releasedAt), desc(homepages.id))
    .limit(1);
  if (!row?.document || !row.playerKey) return null;
  return {
    name: row.name ?? '',
    playerKey: row.playerKey,
    pages: row.document.pages.map((page) => ({ id: page.id, name: page.name })),
  };
}

export async function robotDetail(db: Database, id: string, now: Date): Promise<RobotDetail> {
  const [row] = await selectRobots(db, now).where(eq(devices.id, id));
  const robot = toMonitoredRobot(row, now);
  return { ...robot, screen: await releasedScreen(db, robot.projectId) };
}
