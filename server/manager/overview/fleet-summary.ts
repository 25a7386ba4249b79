import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type AttentionReason,
  FLEET_ATTENTION_LIMIT,
  type FleetAttention,
  type FleetSummary,
} from '../../../src/shared/api/devices';
import type { Database } from '../../db/database';
import { devices, projects } from '../../db/schema';
import { deviceStateSql } from '../device/device-state';
import { countWhere, expiringSql, lowBatterySql, needsAttentionSql } from './attention-sql';

async function projectFigures(db: Database, visible: SQL, now: Date) {
  const state = deviceStateSql(now);
  const [list, figures] = await Promise.all([
    db
      .select({ projectId: projects.id, projectName: projects.name })
      .from(projects)
      .where(visible)
      .orderBy(desc(projects.createdAt), desc(projects.id)),
    db
      .select({
        projectId: devices.projectId,
        total: count(),
        online: countWhere(sql`${state} = 'ONLINE'`),
        inactive: countWhere(sql`${state} = 'INACTIVE'`),
        expiringSoon: countWhere(expiringSql(now)),
        lowBattery: countWhere(lowBatterySql(now)),
        attention: countWhere(needsAttentionSql(now)),
      })
      .from(devices)
      .innerJoin(projects, eq(projects.id, devices.projectId))
      .where(visible)
      .groupBy(devices.projectId),
  ]);
  const byProject = new Map(figures.map((row) => [row.projectId, row]));
  return list.map((project) => ({ ...project, ...byProject.get(project.projectId) }));
}

async function attentionList(db: Database, visible: SQL, now: Date) {
  const state = deviceStateSql(now);
  const expiring = expiringSql(now);
  const lowBattery = lowBatterySql(now);
  const rows = await db
    .select({
      deviceId: devices.id,
      deviceName: devices.name,
      projectId: devices.projectId,
      projectName: projects.name,
      state,
      battery: devices.battery,
      lastSeenAt: devices.lastSeenAt,
      expiresAt: devices.expiresAt,
      expiring,
      lowBattery,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(devices)
    .innerJoin(projects, eq(projects.id, devices.projectId))
    .where(and(visible, needsAttentionSql(now)))
    .orderBy(
      sql`case ${state} when 'EXPIRED' then 0 when 'OFFLINE' then 1 else 2 end`,
      desc(lowBattery),
      asc(devices.expiresAt),
      asc(devices.id),
    )
    .limit(FLEET_ATTENTION_LIMIT);
  const items = rows.map(
    (row): FleetAttention => ({
      deviceId: row.deviceId,
      deviceName: row.deviceName,
      projectId: row.projectId,
      projectName: row.projectName,
      state: row.state,
      battery: row.battery,
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      expiresAt: row.expiresAt.toISOString(),
      reasons: reasonsOf(row),
    }),
  );
  return { total: rows[0]?.total ?? 0, items };
}

function reasonsOf(row: { state: string; expiring: boolean; lowBattery: boolean }): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  if (row.state === 'EXPIRED') reasons.push('EXPIRED');
  if (row.state === 'OFFLINE') reasons.push('OFFLINE');
  if (row.lowBattery) reasons.push('LOW_BATTERY');
  if (row.expiring) reasons.push('EXPIRING');
  return reasons;
}

/**
 * The fleet at `now` of the projects `visible` selects (a condition on the projects table: those
 * the caller may see): totals, each project's robots, and who needs attention.
 */
export async function fleetSummary(db: Database, visible: SQL, now: Date): Promise<FleetSummary> {
  const [perProject, attention] = await Promise.all([
    projectFigures(db, visible, now),
    attentionList(db, visible, now),
  ]);
  const sum = (key: 'online' | 'total' | 'inactive' | 'expiringSoon' | 'lowBattery') =>
    perProject.reduce((total, project) => total + (project[key] ?? 0), 0);
  return {
    online: sum('online'),
    total: sum('total'),
    inactive: sum('inactive'),
    expiringSoon: sum('expiringSoon'),
    lowBattery: sum('lowBattery'),
    projects: perProject.map((project) => ({
      projectId: project.projectId,
      projectName: project.projectName,
      online: project.online ?? 0,
      total: project.total ?? 0,
      attention: project.attention ?? 0,
    })),
    attention,
  };
}
