import { and, gt, lte, type SQL, sql } from 'drizzle-orm';
import {
  type DeviceState,
  EXPIRY_WARNING_DAYS,
  OFFLINE_AFTER_SECONDS,
} from '../../../src/shared/api/devices';
import { devices } from '../../db/schema';

/**
 * A device's state at `now`, in SQL so lists filter and page on it: an operator's 停用 first,
 * then an expired key, a slot no robot activated yet, and last whether a heartbeat came within
 * OFFLINE_AFTER_SECONDS.
 */
export function deviceStateSql(now: Date): SQL<DeviceState> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<DeviceState>`case
    when ${devices.disabledAt} is not null then 'DISABLED'
    when ${devices.expiresAt} <= ${at} then 'EXPIRED'
    when ${devices.activatedAt} is null then 'INACTIVE'
    when ${devices.lastSeenAt} > ${at} - ${sql.raw(`interval '${OFFLINE_AFTER_SECONDS} seconds'`)} then 'ONLINE'
    else 'OFFLINE'
  end`;
}

const WARNING_MS = EXPIRY_WARNING_DAYS * 86_400_000;

/** A key still valid that expires within EXPIRY_WARNING_DAYS: the console warns about it. */
export function isExpiringSoon(expiresAt: Date, now: Date): boolean {
  const left = expiresAt.getTime() - now.getTime();
  return left > 0 && left <= WARNING_MS;
}

/** isExpiringSoon as a condition on the devices table. */
export function expiringSoonSql(now: Date): SQL | undefined {
  return and(gt(devices.expiresAt, now), lte(devices.expiresAt, new Date(now.getTime() + WARNING_MS)));
}
