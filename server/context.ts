import type { LoginGuard } from './auth/login-guard';
import type { SessionStore } from './auth/session-store';
import type { Clock } from './clock';
import type { ClusterBus } from './cluster/cluster-bus';
import type { ServerKeys } from './crypto/server-keys';
import type { Database } from './db/database';
import type { CommandSignal } from './device-link/command-signal';
import type { FleetFeed } from './monitoring/fleet-feed';
import type { Providers } from './providers/providers';

/** Per-address limits of the calls that cost the server or a phone something. */
export interface RequestLimits {
  imageCodesPerMinute: number;
  smsSendsPerMinute: number;
}

export const DEFAULT_REQUEST_LIMITS: RequestLimits = { imageCodesPerMinute: 30, smsSendsPerMinute: 10 };

/** What every route needs, built once by buildApp. */
export interface AppContext {
  db: Database;
  clock: Clock;
  providers: Providers;
  keys: ServerKeys;
  sessions: SessionStore;
  loginGuard: LoginGuard;
  /** News between the API processes on this database (LISTEN/NOTIFY). */
  bus: ClusterBus;
  /** Wakes a robot's push channel when a command is stored for it. */
  commands: CommandSignal;
  /** The fleet's live news: beats, alarms, commands (the monitoring feed listens). */
  fleet: FleetFeed;
}
