import { EventEmitter } from 'node:events';
import type { Alarm, RobotBeat } from '../../src/shared/api/monitoring';
import type { ClusterBus, Origin } from '../cluster/cluster-bus';

/** One piece of fleet news; each names its project, so a listener keeps only the projects it may see. */
export type FleetNews =
  | { kind: 'beat'; projectId: string; beat: RobotBeat }
  | { kind: 'alarm'; projectId: string; alarm: Alarm }
  | { kind: 'command'; projectId: string; deviceId: string; commandId: string };

const CHANNEL = 'fleet_news';
const NEWS = 'news';

/**
 * The fleet's live news across the API processes on one database: the heartbeat writer publishes
 * each batch's beats, the alarm evaluator the alarms it opens and ends, the command calls the
 * commands that move; every process's monitoring feeds hear all of it over the cluster bus
 * (LISTEN/NOTIFY, a notification per 8 KB of news), so a browser sees robots that beat on
 * another process. Subscribers learn where a batch came from: the alarm evaluator only weighs
 * beats written here (each process evaluates its own).
 */
export class FleetFeed {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  private constructor(private readonly bus: ClusterBus) {}

  static async over(bus: ClusterBus): Promise<FleetFeed> {
    const feed = new FleetFeed(bus);
    await bus.subscribe<FleetNews>(CHANNEL, (news, origin) => feed.emitter.emit(NEWS, news, origin));
    return feed;
  }

  publish(news: FleetNews[]): void {
    this.bus.publish(CHANNEL, news);
  }

  /** Calls `listener` with every published batch until the returned function is called. */
  subscribe(listener: (news: FleetNews[], origin: Origin) => void): () => void {
    this.emitter.on(NEWS, listener);
    return () => this.emitter.off(NEWS, listener);
  }
}
