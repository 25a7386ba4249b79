import { type SQL, sql } from 'drizzle-orm';
import { LOW_BATTERY_PERCENT } from '../../../src/shared/api/devices';
import { devices } from '../../db/schema';
import { deviceStateSql, expiringSoonSql } from '../device/device-state';

/** An online robot under LOW_BATTERY_PERCENT (an offline one's last reading is stale). */
export function lowBatterySql(now: Date): SQL<boolean> {
  return sql<boolean>`(${deviceStateSql(now)} = 'ONLINE' and ${devices.battery} < ${LOW_BATTERY_PERCENT})`;
}

/** The device list's 即将到期 filter, as a value. */
export function expiringSql(now: Date): SQL<boolean> {
  return sql<boolean>`coalesce(${expiringSoonSql(now)}, false)`;
}

/** A robot someone should look at: offline, its key expired or expiring, or low on battery. */
export function needsAttentionSql(now: Date): SQL<boolean> {
  return sql<boolean>`(${deviceStateSql(now)} in ('OFFLINE', 'EXPIRED') or ${expiringSql(now)} or ${lowBatterySql(now)})`;
}

/** `count(*) filter (where …)` as an int (PostgreSQL counts in bigint, which arrives as text). */
export const countWhere = (condition: SQL): SQL<number> =>
  sql<number>`(count(*) filter (where ${condition}))::int`;
