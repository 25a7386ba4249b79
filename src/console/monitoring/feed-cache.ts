import type { QueryClient } from '@tanstack/react-query';
import type { Alarm, DeviceSample, FeedBatch, MonitoredRobot, RobotBeat } from '../../shared/api/monitoring';
import type { Page } from '../../shared/api/paging';
import { FLEET_KEYS } from './fleet-queries';
import { deviceOf, kindOf, MONITORING_KEYS } from './monitoring-keys';

const UNKNOWN_ROBOT_REFETCH_MS = 10_000;

/** The lists whose fetch for an unknown robot is already set for later. */
const refetchesDue = new Set<string>();

/**
 * Fetches a list again at most every UNKNOWN_ROBOT_REFETCH_MS: at once when its data is older,
 * else when it will be. A beat that came too early is not dropped: the robot shows as soon as
 * the list may be fetched, not a heartbeat later (or never, if the feed went quiet meanwhile).
 */
function refetchSoon(client: QueryClient, queryKey: readonly unknown[], updatedAt: number): void {
  const hash = JSON.stringify(queryKey);
  if (refetchesDue.has(hash)) return;
  const refetch = () => {
    refetchesDue.delete(hash);
    void client.invalidateQueries({ queryKey, exact: true });
  };
  const wait = updatedAt + UNKNOWN_ROBOT_REFETCH_MS - Date.now();
  if (wait <= 0) {
    refetch();
    return;
  }
  refetchesDue.add(hash);
  setTimeout(refetch, wait);
}

/** A robot after a heartbeat: what it reported, and online again if it was offline. */
export function withBeat<T extends MonitoredRobot>(robot: T, beat: RobotBeat): T {
  return {
    ...robot,
    battery: beat.battery,
    charging: beat.charging,
    volume: beat.volume,
    currentPage: beat.currentPage,
    currentPageName: beat.currentPage === robot.currentPage ? robot.currentPageName : null,
    position: beat.position,
    lastSeenAt: beat.lastSeenAt,
    state: robot.state === 'OFFLINE' ? 'ONLINE' : robot.state,
  };
}

/** A robot after one of its alarms began or ended: its open kinds, and offline while OFFLINE is open. */
export function withAlarm<T extends MonitoredRobot>(robot: T, alarm: Alarm): T {
  const others = robot.openAlarms.filter((kind) => kind !== alarm.kind);
  const open = alarm.endedAt === null;
  const openAlarms = open ? [...others, alarm.kind].sort() : others;
  const state = alarm.kind === 'OFFLINE' && open && robot.state === 'ONLINE' ? 'OFFLINE' : robot.state;
  return { ...robot, openAlarms, state };
}

function patchRobots<T extends MonitoredRobot>(robot: T, beats: Map<string, RobotBeat>, alarms: Alarm[]): T {
  const beat = beats.get(robot.id);
  let patched = beat ? withBeat(robot, beat) : robot;
  for (const alarm of alarms) if (alarm.deviceId === robot.id) patched = withAlarm(patched, alarm);
  return patched;
}

/**
 * Applies one feed batch to the cached monitoring data: robot rows and details take the beats
 * and alarm states in place, a watched robot's history takes the new sample; alarm lists, the
 * fleet figures and the commands that moved are fetched again (they change seldom).
 */
export function applyFeedBatch(client: QueryClient, batch: FeedBatch): void {
  const beats = new Map(batch.beats.map((beat) => [beat.deviceId, beat]));
  const touched = (robotId: string) =>
    beats.has(robotId) || batch.alarms.some((alarm) => alarm.deviceId === robotId);
  for (const query of client.getQueryCache().findAll({ queryKey: MONITORING_KEYS.all })) {
    const { queryKey } = query;
    const kind = kindOf(queryKey);
    if (kind === 'robots') {
      const page = client.getQueryData<Page<MonitoredRobot>>(queryKey);
      if (!page) continue;
      if (page.content.some((robot) => touched(robot.id))) {
        client.setQueryData<Page<MonitoredRobot>>(queryKey, {
          ...page,
          content: page.content.map((robot) => patchRobots(robot, beats, batch.alarms)),
        });
      }
      // A robot the list has never heard of beats: activated since it loaded, or just come onto
      // the map's floor (or on another page or filtered out, which a later fetch shows too).
      const listed = new Set(page.content.map((robot) => robot.id));
      if (batch.beats.some((one) => !listed.has(one.deviceId)))
        refetchSoon(client, queryKey, query.state.dataUpdatedAt);
    } else if (kind === 'robot') {
      const id = deviceOf(queryKey) ?? '';
      if (touched(id))
        client.setQueryData<MonitoredRobot>(
          queryKey,
          (robot) => robot && patchRobots(robot, beats, batch.alarms),
        );
    } else if (kind === 'samples') {
      const beat = beats.get(deviceOf(queryKey) ?? '');
      if (beat)
        client.setQueryData<DeviceSample[]>(
          queryKey,
          (samples) =>
            samples && [
              ...samples,
              {
                at: beat.lastSeenAt,
                battery: beat.battery,
                mapId: beat.position?.mapId ?? null,
                x: beat.position?.x ?? null,
                y: beat.position?.y ?? null,
              },
            ],
        );
    } else if (kind === 'commands') {
      if (batch.commands.some((command) => command.deviceId === deviceOf(queryKey)))
        void client.invalidateQueries({ queryKey, exact: true });
    } else if (kind === 'alarms' && batch.alarms.length > 0) {
      void client.invalidateQueries({ queryKey, exact: true });
    }
  }
  if (batch.alarms.length > 0) void client.invalidateQueries({ queryKey: FLEET_KEYS.all });
}
