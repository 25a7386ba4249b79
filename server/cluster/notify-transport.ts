import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/database';
import { PgListener } from './pg-listener';

/** PostgreSQL's NOTIFY payloads must stay under 8000 bytes. */
export const NOTIFY_PAYLOAD_LIMIT_BYTES = 7_900;

/** NOTIFY and LISTEN on the database every API process shares. */
export interface NotifyTransport {
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  /** Whether the listening connection is up with every channel listened on. */
  readonly listening: boolean;
  /** Resolves once every notification of a transaction committed before the call has been handed to the listeners. */
  sync(): Promise<void>;
  /** Called when the listening connection drops: from then on, notifications are lost until it is back. */
  onLost(listener: () => void): void;
  /** Called after the listening connection came back: notifications in between are lost. */
  onResume(listener: () => void): void;
  close(): Promise<void>;
}

/**
 * The transport of the driver behind `db`: node-postgres gets a dedicated listening connection
 * (a pooled one would be handed to queries); PGlite, one connection for all, listens on it.
 */
export function notifyTransportFor(db: Database, onError: (error: Error) => void): NotifyTransport {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return new PgTransport(client, onError);
  return new PgliteTransport(client as PGlite);
}

class PgTransport implements NotifyTransport {
  private readonly listener: PgListener;

  constructor(
    private readonly pool: pg.Pool,
    onError: (error: Error) => void,
  ) {
    this.listener = new PgListener(pool.options, onError);
  }

  async notify(channel: string, payload: string): Promise<void> {
    await this.pool.query('select pg_notify($1, $2)', [channel, payload]);
  }

  listen(channel: string, onPayload: (payload: string) => void): Promise<void> {
    return this.listener.listen(channel, onPayload);
  }

  get listening(): boolean {
    return this.listener.listening;
  }

  sync(): Promise<void> {
    return this.listener.sync();
  }

  onLost(listener: () => void): void {
    this.listener.onLost(listener);
  }

  onResume(listener: () => void): void {
    this.listener.onResume(listener);
  }

  close(): Promise<void> {
    return this.listener.close();
  }
}

class PgliteTransport implements NotifyTransport {
  private readonly stops: (() => Promise<void>)[] = [];

  constructor(private readonly client: PGlite) {}

  async notify(channel: string, payload: string): Promise<void> {
    await this.client.query('select pg_notify($1, $2)', [channel, payload]);
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<void> {
    this.stops.push(await this.client.listen(channel, onPayload));
  }

  /** One in-process connection never drops; it listens until closed. */
  get listening(): boolean {
    return !this.client.closed;
  }

  /** PGlite hands a notification to its listeners before the committing statement returns. */
  async sync(): Promise<void> {}

  onLost(): void {}

  onResume(): void {}

  async close(): Promise<void> {
    if (this.client.closed) return;
    await Promise.all(this.stops.map((stop) => stop()));
  }
}
