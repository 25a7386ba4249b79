import pg from 'pg';
import { SharedRoundTrips } from './shared-round-trips';

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5_000;
/** A listening connection that takes longer than this to answer is taken for lost and replaced. */
export const SYNC_TIMEOUT_MS = 2_000;

/**
 * One node-postgres connection that LISTENs and nothing else, and comes back when it drops (a
 * database restart, a failover, a network cut): it reconnects with a growing pause, listens on
 * every channel again and tells `onResume` listeners, since what was notified meanwhile is gone.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private readonly channels = new Map<string, (payload: string) => void>();
  private readonly resumed: (() => void)[] = [];
  private readonly lostListeners: (() => void)[] = [];
  private connecting: Promise<void> | null = null;
  private retryMs = FIRST_RETRY_MS;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;
  private everConnected = false;
  private readonly syncs = new SharedRoundTrips(() => this.roundTrip());

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly onError: (error: Error) => void,
  ) {}

  async listen(channel: string, onPayload: (payload: string) => void): Promise<void> {
    this.channels.set(channel, onPayload);
    if (this.client) await this.client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    else if (!this.retry) await this.connect();
  }

  /** Up, with every channel listened on (after a reconnect, only once all are listened on again). */
  get listening(): boolean {
    return this.client !== null;
  }

  onLost(listener: () => void): void {
    this.lostListeners.push(listener);
  }

  /**
   * Resolves once every notification of a transaction committed before the call has been handed
   * to the listeners: PostgreSQL sends a listening session's pending notifications before it
   * answers its next query, so one round trip on this connection is the barrier. Rejects when
   * the connection is down or does not answer within SYNC_TIMEOUT_MS (it is then replaced).
   */
  sync(): Promise<void> {
    return this.syncs.run();
  }

  onResume(listener: () => void): void {
    this.resumed.push(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<void> {
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({ ...this.config, keepAlive: true });
    client.on('notification', (message) => this.channels.get(message.channel)?.(message.payload ?? ''));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('the listening connection ended')));
    await client.connect();
    for (const channel of this.channels.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    if (this.everConnected) for (const listener of this.resumed) listener();
    this.everConnected = true;
  }

  private async roundTrip(): Promise<void> {
    const client = this.client;
    if (!client) throw new Error('the listening connection is down');
    let timer: NodeJS.Timeout | undefined;
    const silent = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`the listening connection did not answer within ${SYNC_TIMEOUT_MS} ms`);
        this.lost(client, error);
        reject(error);
      }, SYNC_TIMEOUT_MS).unref();
    });
    try {
      await Promise.race([client.query(';'), silent]);
    } finally {
      clearTimeout(timer);
    }
  }

  private lost(client: pg.Client, error: Error): void {
    client.removeAllListeners();
    client.on('error', () => undefined);
    if (this.closed) return;
    if (this.client === client) {
      this.client = null;
      for (const listener of this.lostListeners) listener();
    }
    this.onError(error);
    client.end().catch(() => undefined);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.client) return;
      this.connect().catch((error: Error) => {
        this.onError(error);
        this.scheduleRetry();
      });
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }
}
