import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Database } from '../db/database';
import { NOTIFY_PAYLOAD_LIMIT_BYTES, type NotifyTransport, notifyTransportFor } from './notify-transport';

/** Who published a batch: this process, or another one on the same database. */
export type Origin = 'here' | 'elsewhere';

interface Envelope {
  /** The publishing process, so it skips its own notifications (it delivered them already). */
  from: string;
  items: unknown[];
}

/** What every notification costs around its items: the envelope and the process id. */
const ENVELOPE_BYTES = 64;

/** Splits `items` into JSON arrays that each fit in one notification (an item too big alone goes alone). */
export function intoPayloads(
  items: unknown[],
  limit = NOTIFY_PAYLOAD_LIMIT_BYTES - ENVELOPE_BYTES,
): unknown[][] {
  const batches: unknown[][] = [];
  let batch: unknown[] = [];
  let size = 0;
  for (const item of items) {
    const bytes = Buffer.byteLength(JSON.stringify(item)) + 1;
    if (batch.length > 0 && size + bytes > limit) {
      batches.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(item);
    size += bytes;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/**
 * News between the API processes that share one database, over PostgreSQL LISTEN/NOTIFY. A
 * batch published here reaches this process's subscribers at once (without the database) and
 * the other processes' through one NOTIFY per 8 KB. Delivery is at most once: a process whose
 * listening connection dropped misses what came meanwhile, so subscribers that must not miss
 * anything re-read the database `onResume` (and at their own keep-alives).
 */
export class ClusterBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private readonly id = randomUUID();
  private readonly subscribed = new Set<string>();
  /** Notifications leave one after another: sent at once over a pool's connections, they arrive in any order. */
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly transport: NotifyTransport,
    private readonly onError: (error: Error) => void,
  ) {}

  /** The bus over the database `db` is open on. */
  static over(db: Database, onError: (error: Error) => void): ClusterBus {
    return new ClusterBus(notifyTransportFor(db, onError), onError);
  }

  publish(channel: string, items: unknown[]): void {
    if (items.length === 0) return;
    this.emitter.emit(channel, items, 'here' satisfies Origin);
    for (const batch of intoPayloads(items)) {
      const payload = JSON.stringify({ from: this.id, items: batch } satisfies Envelope);
      this.sending = this.sending.then(() => this.transport.notify(channel, payload)).catch(this.onError);
    }
  }

  /** Calls `listener` with every batch on `channel` until the returned function is called. */
  async subscribe<T>(channel: string, listener: (items: T[], origin: Origin) => void): Promise<() => void> {
    this.emitter.on(channel, listener);
    if (!this.subscribed.has(channel)) {
      this.subscribed.add(channel);
      await this.transport.listen(channel, (payload) => this.receive(channel, payload));
    }
    return () => this.emitter.off(channel, listener);
  }

  /**
   * Calls `listener` at every notification the database itself sends on `channel` (a trigger's
   * pg_notify, delivered when the writing transaction commits); resolves once it is listened on.
   */
  async watch(channel: string, listener: () => void): Promise<void> {
    await this.transport.listen(channel, listener);
  }

  /** Whether notifications are heard now: the listening connection is up. */
  get listening(): boolean {
    return this.transport.listening;
  }

  /**
   * Resolves once every notification of a transaction committed before the call has reached this
   * process's listeners (calls made at the same time share one round trip to the database).
   */
  sync(): Promise<void> {
    return this.transport.sync();
  }

  /** When the listening connection drops (what is notified until it is back is lost). */
  onLost(listener: () => void): void {
    this.transport.onLost(listener);
  }

  /** After the listening connection came back (anything notified meanwhile is lost). */
  onResume(listener: () => void): void {
    this.transport.onResume(listener);
  }

  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return this.transport.close();
  }

  private receive(channel: string, payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === this.id || !Array.isArray(envelope.items)) return;
    this.emitter.emit(channel, envelope.items, 'elsewhere' satisfies Origin);
  }
}
