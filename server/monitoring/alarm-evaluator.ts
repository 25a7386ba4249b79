import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { alarmsWithIds, readAlarms } from './alarm-rows';
import { type AlarmThresholds, alarmRules } from './alarm-rules';
import type { FleetFeed } from './fleet-feed';

/** Beats are evaluated together once this long has gathered them. */
const BEAT_GATHER_MS = 250;

/**
 * Opens and ends alarms: after heartbeats for the robots that beat (an offline robot is back, a
 * battery fell) and in a periodic sweep over every robot (a robot fell silent, a key nears its
 * end, a command went unanswered). One evaluation runs at a time; beats arriving meanwhile are
 * gathered into the next. Every alarm it changes goes to the fleet feed.
 */
export class AlarmEvaluator {
  private readonly beaten = new Set<string>();
  private gathering: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  private readonly stopListening: () => void;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly feed: FleetFeed,
    private readonly limits: AlarmThresholds,
    private readonly onError: (error: unknown) => void,
  ) {
    // Beats written by another process are that process's evaluator's to weigh.
    this.stopListening = feed.subscribe((news, origin) => {
      if (origin !== 'here') return;
      for (const item of news) if (item.kind === 'beat') this.beaten.add(item.beat.deviceId);
      if (this.beaten.size > 0) this.gatherBeats();
    });
  }

  /** Evaluates every robot (the sweep); resolves when done. */
  sweep(): Promise<void> {
    return this.enqueue(null);
  }

  /** Waits for the evaluations already asked for (tests). */
  settled(): Promise<void> {
    return this.chain;
  }

  close(): void {
    this.stopListening();
    if (this.gathering) clearTimeout(this.gathering);
  }

  private gatherBeats(): void {
    this.gathering ??= setTimeout(() => {
      this.gathering = null;
      const devices = [...this.beaten];
      this.beaten.clear();
      void this.enqueue(devices);
    }, BEAT_GATHER_MS);
  }

  private enqueue(devices: string[] | null): Promise<void> {
    this.chain = this.chain.then(() => this.evaluate(devices)).catch(this.onError);
    return this.chain;
  }

  private async evaluate(devices: string[] | null): Promise<void> {
    const changed = await this.db.transaction(async (tx) => {
      const ids: string[] = [];
      for (const rule of alarmRules(this.clock.now(), this.limits, devices)) {
        const result = (await tx.execute(rule)) as unknown as { rows: { id: string }[] };
        ids.push(...result.rows.map((row) => row.id));
      }
      return ids;
    });
    if (changed.length === 0) return;
    const news = await readAlarms(this.db, alarmsWithIds(changed));
    this.feed.publish(news.map((alarm) => ({ kind: 'alarm', projectId: alarm.projectId, alarm })));
  }
}
