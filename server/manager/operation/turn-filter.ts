import { type SQL, sql } from 'drizzle-orm';
import type { OperationFilter } from '../../../src/shared/api/operation';
import { isRowId } from '../row-id';
import { periodOf } from './operation-scope';

/** The turns of the filter: one range scan of the project's (project_id, occurred_at) index. */
export function turnsOf(projectId: string, filter: OperationFilter) {
  const { start, end } = periodOf(filter);
  const robot = ofRobot(sql`t.device_id`, filter.deviceId);
  return sql`t.project_id = ${projectId}::uuid and t.occurred_at >= ${start.toISOString()}::timestamptz
    and t.occurred_at < ${end.toISOString()}::timestamptz ${robot}`;
}

/**
 * `and` the robot's rows, when one is picked: compared as a uuid so that the (device, time)
 * indexes serve it; an id that is no uuid names no robot.
 */
export function ofRobot(column: SQL, deviceId: string | undefined): SQL {
  if (deviceId === undefined) return sql``;
  return isRowId(deviceId) ? sql`and ${column} = ${deviceId}::uuid` : sql`and false`;
}
