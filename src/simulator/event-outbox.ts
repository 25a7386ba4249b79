import { MAX_EVENTS_PER_BATCH, type RobotEvent } from '../shared/api/device-link';
import type { DeviceClient } from './device-client';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An event before the outbox names it. */
export type NewEvent = DistributiveOmit<RobotEvent, 'id'>;

/**
 * The robot's unsent events. Each gets an id when it is added (this run's id and a counter, so
 * a restarted simulator never reuses one); batches leave from the head and are removed only
 * when the server has answered, so a failed or unanswered batch goes again, ids unchanged. The
 * answer names the events it refused; they leave with the batch, the others are stored.
 */
export class EventOutbox {
  private readonly queue: RobotEvent[] = [];
  private sequence = 0;
  created = 0;
  stored = 0;
  duplicates = 0;
  /** Events the server refused one by one (it names them): dropped, as resending cannot help. */
  refused = 0;

  constructor(
    private readonly runId: string,
    private readonly onCreated: (event: RobotEvent) => void = () => undefined,
  ) {}

  add(event: NewEvent): RobotEvent {
    this.sequence += 1;
    const named = {
      ...event,
      id: `${this.runId}-${this.sequence.toString().padStart(8, '0')}`,
    } as RobotEvent;
    this.queue.push(named);
    this.created += 1;
    this.onCreated(named);
    return named;
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Sends what is queued, a batch at a time; rejects (keeping the rest queued) when a batch fails. */
  async flush(client: DeviceClient): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.slice(0, MAX_EVENTS_PER_BATCH);
      const answer = await client.postEvents(batch);
      this.queue.splice(0, batch.length);
      this.stored += answer.stored;
      this.duplicates += answer.duplicates;
      this.refused += answer.refused.length;
    }
  }
}
