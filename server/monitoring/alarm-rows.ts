import { eq, inArray, type SQL } from 'drizzle-orm';
import type { Alarm } from '../../src/shared/api/monitoring';
import type { Database } from '../db/database';
import { alarms, devices, projects, users } from '../db/schema';

/** An alarm with the names the console shows: its robot, project and who acknowledged it. */
export function selectAlarms(db: Database) {
  return db
    .select({
      id: alarms.id,
      deviceId: alarms.deviceId,
      deviceName: devices.name,
      projectId: alarms.projectId,
      projectName: projects.name,
      kind: alarms.kind,
      beganAt: alarms.beganAt,
      endedAt: alarms.endedAt,
      acknowledgedAt: alarms.acknowledgedAt,
      acknowledgedByName: users.nickname,
      detail: alarms.detail,
    })
    .from(alarms)
    .innerJoin(devices, eq(devices.id, alarms.deviceId))
    .innerJoin(projects, eq(projects.id, alarms.projectId))
    .leftJoin(users, eq(users.id, alarms.acknowledgedBy));
}

type AlarmRow = Awaited<ReturnType<ReturnType<typeof selectAlarms>['where']>>[number];

export function toAlarm(row: AlarmRow): Alarm {
  return {
    ...row,
    beganAt: row.beganAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
  };
}

export async function readAlarms(db: Database, where: SQL): Promise<Alarm[]> {
  return (await selectAlarms(db).where(where)).map(toAlarm);
}

export const alarmsWithIds = (ids: string[]) => inArray(alarms.id, ids);
