import { z } from 'zod';
import {
  type CommandKind,
  commandBody,
  DEVICE_STATES,
  type DevicePosition,
  type DeviceSummary,
  LOW_BATTERY_PERCENT,
  OFFLINE_AFTER_SECONDS,
} from './devices';
import { pageQuery } from './paging';

/**
 * Remote monitoring (远程监控): the fleet live across the caller's projects, its alarms, and one
 * robot's remote view and control. Reads need the MONITOR menu and sight of the robot's project;
 * commands need REMOTE_CONTROL as well.
 */
export const MONITORING_API = {
  /** GET: server-sent events, one `batch` (FeedBatch) at most every FEED_BATCH_MS. */
  feed: '/manager/v1/monitoring/feed',
  robots: '/manager/v1/monitoring/robot/page', // GET MonitoredRobotQuery → Page<MonitoredRobot>
  robot: '/manager/v1/monitoring/robot/detail', // GET ?id → RobotDetail
  samples: '/manager/v1/monitoring/robot/samples', // GET ?deviceId&hours → DeviceSample[]
  conversations: '/manager/v1/monitoring/robot/conversations', // GET ?deviceId&pageNo&pageSize
  commands: '/manager/v1/monitoring/robot/commands', // GET ?deviceId&pageNo&pageSize → Page<DeviceCommand>
  command: '/manager/v1/monitoring/robot/command', // PUT CommandBody → DeviceCommand (REMOTE_CONTROL)
  tags: '/manager/v1/monitoring/tags', // GET → string[]: the tags of the caller's robots
  alarms: '/manager/v1/monitoring/alarm/page', // GET alarmQuery → Page<Alarm>
  acknowledge: '/manager/v1/monitoring/alarm/acknowledge', // POST { id } → Alarm
} as const;

/** The feed sends what happened at most this often: 1,000 robots beating do not flood a page. */
export const FEED_BATCH_MS = 500;
/** The feed's event names. */
export const FEED_EVENTS = { batch: 'batch' } as const;

/** Robots are offline, and get an OFFLINE alarm, after OFFLINE_AFTER_SECONDS without a beat (3 × the interval). */
export const OFFLINE_ALARM_SECONDS = OFFLINE_AFTER_SECONDS;
/** The alarm sweep looks at every robot this often (offline, expiring keys, unanswered commands). */
export const ALARM_SWEEP_SECONDS = 5;
/** LOW_BATTERY opens under LOW_BATTERY_PERCENT and ends at this level, so it does not flap. */
export const LOW_BATTERY_CLEAR_PERCENT = LOW_BATTERY_PERCENT + 5;
/** A command neither acknowledged nor finished this long after it was sent raises COMMAND_UNACKED. */
export const COMMAND_UNACKED_SECONDS = 15;
/** The track and battery history: at most one sample per robot this often, kept this long. */
export const SAMPLE_EVERY_SECONDS = 20;
export const SAMPLE_KEEP_HOURS = 24;

export const ALARM_KINDS = ['OFFLINE', 'LOW_BATTERY', 'KEY_EXPIRING', 'COMMAND_UNACKED'] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];
export const ALARM_KIND_NAMES: Record<AlarmKind, string> = {
  OFFLINE: '离线',
  LOW_BATTERY: '电量低',
  KEY_EXPIRING: '激活码即将到期',
  COMMAND_UNACKED: '指令未确认',
};

/** What an alarm noted when it began. */
export interface AlarmDetail {
  lastSeenAt?: string | null;
  battery?: number | null;
  expiresAt?: string;
  commandId?: string;
  commandKind?: CommandKind;
}

export interface Alarm {
  id: string;
  deviceId: string;
  deviceName: string;
  projectId: string;
  projectName: string;
  kind: AlarmKind;
  beganAt: string;
  endedAt: string | null;
  acknowledgedAt: string | null;
  acknowledgedByName: string | null;
  detail: AlarmDetail;
}

/** A robot on the monitoring platform: its summary, its project and the kinds of its open alarms. */
export interface MonitoredRobot extends DeviceSummary {
  projectName: string;
  openAlarms: AlarmKind[];
}

/** The project's released screen a robot shows, for the remote view's player and page commands. */
export interface ReleasedScreen {
  name: string;
  playerKey: string;
  pages: { id: string; name: string }[];
}

export interface RobotDetail extends MonitoredRobot {
  screen: ReleasedScreen | null;
}

export interface DeviceSample {
  at: string;
  battery: number;
  mapId: string | null;
  x: number | null;
  y: number | null;
}

export interface RobotConversation {
  eventId: string;
  occurredAt: string;
  question: string;
  answer: string;
  unknown: boolean;
}

/** A heartbeat as the feed tells it. */
export interface RobotBeat {
  deviceId: string;
  projectId: string;
  battery: number;
  charging: boolean;
  volume: number;
  currentPage: string | null;
  position: DevicePosition | null;
  lastSeenAt: string;
}

/** One FEED_BATCH_MS of news: the latest beat of each robot, alarms begun or ended or acknowledged, commands that moved. */
export interface FeedBatch {
  beats: RobotBeat[];
  alarms: Alarm[];
  commands: { deviceId: string; commandId: string }[];
}

export const MONITORING_MSG = {
  alarmNotFound: '告警不存在',
  acknowledged: '告警已确认',
  remoteControlRefused: '你没有远程控制权限，不能向机器人下发指令：请联系企业管理员开通',
} as const;

const id = z.string().min(1).max(64);
const deviceIdQuery = z.object({ deviceId: id });

export const monitoredRobotQuery = pageQuery.extend({
  projectId: id.optional(),
  name: z.string().trim().max(30).optional(),
  tag: z.string().trim().max(20).optional(),
  state: z.enum(DEVICE_STATES).optional(),
  /** Only robots with a position on this map (the map view). */
  mapId: z.string().max(64).optional(),
});
export type MonitoredRobotQuery = z.infer<typeof monitoredRobotQuery>;
export const robotIdQuery = z.object({ id });
export const samplesQuery = deviceIdQuery.extend({
  hours: z.coerce.number().int().min(1).max(SAMPLE_KEEP_HOURS).default(SAMPLE_KEEP_HOURS),
});
export const robotPageQuery = pageQuery.extend({ deviceId: id });
export const alarmQuery = pageQuery.extend({
  projectId: id.optional(),
  deviceId: id.optional(),
  kind: z.enum(ALARM_KINDS).optional(),
  /** true: still open; false: ended; absent: both. */
  open: z.stringbool().optional(),
});
export const acknowledgeBody = z.object({ id });
export const remoteCommandBody = commandBody;
