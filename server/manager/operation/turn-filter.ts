import { sql } from 'drizzle-orm';
import type { OperationFilter } from '../../../src/shared/api/operation';
import { periodOf } from './operation-scope';

/** The turns of the filter: one range scan of the project's (project_id, occurred_at) index. */
export function turnsOf(projectId: string, filter: OperationFilter) {
  const { start, end } = periodOf(filter);
  const robot = filter.deviceId ? sql`and t.device_id::text = ${filter.deviceId}` : sql``;
  return sql`t.project_id = ${projectId}::uuid and t.occurred_at >= ${start.toISOString()}::timestamptz
    and t.occurred_at < ${end.toISOString()}::timestamptz ${robot}`;
}
