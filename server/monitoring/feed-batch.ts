import type { Alarm, FeedBatch, RobotBeat } from '../../src/shared/api/monitoring';
import type { FleetNews } from './fleet-feed';

/**
 * What one browser has not been sent yet, coalesced: the latest beat of each robot (a robot that
 * beat twice in a window is sent once), the latest state of each alarm, each command once.
 */
export class FeedBuffer {
  private beats = new Map<string, RobotBeat>();
  private alarms = new Map<string, Alarm>();
  private commands = new Map<string, { deviceId: string; commandId: string }>();

  add(news: FleetNews): void {
    if (news.kind === 'beat') this.beats.set(news.beat.deviceId, news.beat);
    else if (news.kind === 'alarm') this.alarms.set(news.alarm.id, news.alarm);
    else this.commands.set(news.commandId, { deviceId: news.deviceId, commandId: news.commandId });
  }

  get empty(): boolean {
    return this.beats.size + this.alarms.size + this.commands.size === 0;
  }

  /** Everything gathered since the last take, as one batch; the buffer starts over. */
  take(): FeedBatch {
    const batch = {
      beats: [...this.beats.values()],
      alarms: [...this.alarms.values()],
      commands: [...this.commands.values()],
    };
    this.beats = new Map();
    this.alarms = new Map();
    this.commands = new Map();
    return batch;
  }
}
