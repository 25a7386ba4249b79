import { type SQL, sql } from 'drizzle-orm';
import { EXPIRY_WARNING_DAYS, LOW_BATTERY_PERCENT } from '../../src/shared/api/devices';
import { LOW_BATTERY_CLEAR_PERCENT } from '../../src/shared/api/monitoring';

/** The evaluator's thresholds (MonitoringOptions supplies them). */
export interface AlarmThresholds {
  offlineAfterMs: number;
  commandUnackedMs: number;
}

const interval = (ms: number) => sql.raw(`interval '${Math.round(ms)} milliseconds'`);

/**
 * The alarm rules as set-based statements, each answering the ids of the alarms it opened or
 * ended. `devices` limits them to some robots (after their heartbeats); without it they cover
 * every robot (the sweep). A rule opens with ON CONFLICT DO NOTHING against the one-open-alarm
 * index, so two evaluations at once (two instances) never open an alarm twice.
 */
export function alarmRules(now: Date, limits: AlarmThresholds, devices: string[] | null): SQL[] {
  const at = sql`${now.toISOString()}::timestamptz`;
  const only = (column: SQL) =>
    devices ? sql`and ${column} = any(${`{${devices.join(',')}}`}::uuid[])` : sql``;
  const live = sql`d.activated_at is not null and d.disabled_at is null and d.expires_at > ${at}`;
  const online = sql`${live} and d.last_seen_at > ${at} - ${interval(limits.offlineAfterMs)}`;
  const expiring = sql`d.expires_at <= ${at} + ${sql.raw(`interval '${EXPIRY_WARNING_DAYS} days'`)}`;
  const open = (kind: string, where: SQL, detail: SQL) => sql`
    insert into alarms (device_id, project_id, kind, began_at, detail)
    select d.id, d.project_id, ${kind}, ${at}, ${detail} from devices d where ${where} ${only(sql`d.id`)}
    on conflict do nothing returning id`;
  const end = (kind: string, where: SQL) => sql`
    update alarms a set ended_at = ${at} from devices d
    where a.device_id = d.id and a.kind = ${kind} and a.ended_at is null and (${where}) ${only(sql`d.id`)}
    returning a.id`;
  return [
    // Silent for the threshold since its last beat (or since it activated, if it never beat).
    open(
      'OFFLINE',
      sql`${live} and coalesce(d.last_seen_at, d.activated_at) <= ${at} - ${interval(limits.offlineAfterMs)}`,
      sql`jsonb_build_object('lastSeenAt', d.last_seen_at)`,
    ),
    end('OFFLINE', sql`not (${live}) or d.last_seen_at > ${at} - ${interval(limits.offlineAfterMs)}`),
    open(
      'LOW_BATTERY',
      sql`${online} and d.battery < ${LOW_BATTERY_PERCENT}`,
      sql`jsonb_build_object('battery', d.battery)`,
    ),
    end('LOW_BATTERY', sql`not (${live}) or d.battery >= ${LOW_BATTERY_CLEAR_PERCENT}`),
    open('KEY_EXPIRING', sql`${live} and ${expiring}`, sql`jsonb_build_object('expiresAt', d.expires_at)`),
    end('KEY_EXPIRING', sql`d.disabled_at is not null or not (${expiring})`),
    // A command still PENDING or SENT (neither acknowledged nor finished) long after it was made;
    // one alarm per command, ever.
    sql`
    insert into alarms (device_id, project_id, kind, subject, began_at, detail)
    select c.device_id, c.project_id, 'COMMAND_UNACKED', c.id::text, ${at},
      jsonb_build_object('commandId', c.id, 'commandKind', c.kind)
    from device_commands c
    where c.status in ('PENDING', 'SENT') and c.created_at <= ${at} - ${interval(limits.commandUnackedMs)}
      and c.expires_at > ${at} - ${interval(limits.commandUnackedMs)} ${only(sql`c.device_id`)}
      and not exists (select 1 from alarms a where a.device_id = c.device_id
        and a.kind = 'COMMAND_UNACKED' and a.subject = c.id::text)
    on conflict do nothing returning id`,
    // Ends once the robot answers, or the command's time is up.
    sql`
    update alarms a set ended_at = ${at} from device_commands c
    where a.kind = 'COMMAND_UNACKED' and a.ended_at is null and a.subject = c.id::text
      and (c.status not in ('PENDING', 'SENT') or c.expires_at <= ${at}) ${only(sql`a.device_id`)}
    returning a.id`,
  ];
}
