import { EventEmitter } from 'node:events';
import type { Alarm, RobotBeat } from '../../src/shared/api/monitoring';

/** One piece of fleet news; each names its project, so a listener keeps only the projects it may see. */
export type FleetNews =
  | { kind: 'beat'; projectId: string; beat: RobotBeat }
  | { kind: 'alarm'; projectId: string; alarm: Alarm }
  | { kind: 'command'; projectId: string; deviceId: string; commandId: string };

const NEWS = 'news';

/**
 * The fleet's live news inside one server: the heartbeat writer publishes each batch's beats,
 * the alarm evaluator the alarms it opens and ends, the command calls the commands that move;
 * the monitoring feed (and the evaluator) subscribe. In-process for one instance. With several
 * instances on one database, PostgreSQL LISTEN/NOTIFY stands behind these two methods: publish
 * becomes a NOTIFY on a `fleet` channel (a batch per notification, under its 8 KB payload
 * limit) and each instance's one LISTEN connection calls its local subscribers.
 */
export class FleetFeed {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(news: FleetNews[]): void {
    if (news.length > 0) this.emitter.emit(NEWS, news);
  }

  /** Calls `listener` with every published batch until the returned function is called. */
  subscribe(listener: (news: FleetNews[]) => void): () => void {
    this.emitter.on(NEWS, listener);
    return () => this.emitter.off(NEWS, listener);
  }
}
