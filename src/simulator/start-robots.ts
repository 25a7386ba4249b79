import type { RobotEvent } from '../shared/api/device-link';
import { HEARTBEAT_INTERVAL_SECONDS } from '../shared/api/devices';
import { DEFAULT_TIMING, type RobotStats, type RobotTiming, SimulatedRobot } from './simulated-robot';
import { tokenFile } from './token-file';

export interface RobotsOptions {
  /** The platform's address, e.g. http://127.0.0.1:8080. */
  url: string;
  /** One robot per activation key. */
  keys: string[];
  /**
   * Simulated seconds per real second: 1 is real time; tests run at 50 or more. Heartbeats,
   * movement, visitors and batching all speed up; backoff after failures does not.
   */
  speedUp?: number;
  timing?: Partial<RobotTiming>;
  /** Serials are `<prefix>-<hash of the key>`. */
  serialPrefix?: string;
  log?: (line: string) => void;
  /** Hears every event a robot creates, before it is sent. */
  onEvent?: (serial: string, event: RobotEvent) => void;
  /** A file that keeps the robots' device tokens, so a later run re-activates the same keys. */
  tokenFile?: string;
}

export interface Fleet {
  stats(): RobotStats[];
  /** Events created but not yet acknowledged by the server, over all robots. */
  pendingEvents(): number;
  stop(): Promise<void>;
}

/** Starts one simulated robot per key against the device API; `stop` ends them all. */
export function startRobots(options: RobotsOptions): Fleet {
  const speedUp = options.speedUp ?? 1;
  const timing: RobotTiming = {
    ...DEFAULT_TIMING,
    heartbeatMs: (HEARTBEAT_INTERVAL_SECONDS * 1000) / speedUp,
    tickMs: DEFAULT_TIMING.tickMs / speedUp,
    flushMs: DEFAULT_TIMING.flushMs / speedUp,
    ...options.timing,
  };
  const tokens = options.tokenFile ? tokenFile(options.tokenFile) : undefined;
  const robots = options.keys.map((key) => {
    const robot: SimulatedRobot = new SimulatedRobot(
      options.url,
      key,
      timing,
      options.log,
      (event) => options.onEvent?.(robot.serial, event),
      options.serialPrefix,
      tokens,
    );
    return robot;
  });
  for (const robot of robots) robot.start();
  return {
    stats: () => robots.map((robot) => robot.stats()),
    pendingEvents: () => robots.reduce((sum, robot) => sum + robot.stats().eventsPending, 0),
    stop: async () => {
      await Promise.all(robots.map((robot) => robot.stop()));
    },
  };
}
