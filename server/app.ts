import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { LoginGuard } from './auth/login-guard';
import { SessionCache } from './auth/session-cache';
import { SessionStore } from './auth/session-store';
import type { Clock } from './clock';
import { ClusterBus } from './cluster/cluster-bus';
import { requestCountStore } from './cluster/request-count-store';
import { type AppContext, DEFAULT_REQUEST_LIMITS, type RequestLimits } from './context';
import { deriveServerKeys } from './crypto/server-keys';
import type { Database } from './db/database';
import { keepDevRoutesLocal } from './dev/loopback-only';
import { outboxRoutes } from './dev/outbox-routes';
import { CommandSignal } from './device-link/command-signal';
import { type DeviceLinkOptions, deviceLinkRoutes } from './device-link/device-link-routes';
import { answerUndecodableUrl, installErrorHandler } from './http/error-handler';
import { refuseUnstorableInput } from './http/refuse-unstorable-input';
import { installSecurityHeaders } from './http/security-headers';
import { installNotFoundHandler, registerSpa } from './http/spa';
import { kgRoutes } from './kg/routes';
import { faceLibraryRoutes } from './manager/face-library/face-library-routes';
import { hotWordRoutes } from './manager/hot-word/hot-word-routes';
import { managerRoutes } from './manager/routes';
import { mediaRoutes } from './media/routes';
import { FleetFeed } from './monitoring/fleet-feed';
import { type MonitoringOptions, monitoringRoutes } from './monitoring/monitoring-routes';
import type { Providers } from './providers/providers';
import type { FileStorage } from './storage/file-storage';
import { ucRoutes } from './uc/routes';

/** Bodies of the uc calls are small forms; anything near this size is a mistake or an attack. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppConfig {
  /** 32 bytes; seals password hashes and keys the digests of spent login secrets. */
  serverKey: Buffer;
  /** The Vite build to serve with the SPA fallback (main.ts); tests leave it out. */
  spaDir?: string;
  limits?: Partial<RequestLimits>;
  /** Behind a reverse proxy, so rate limits see the client's address rather than the proxy's. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Demo mode's /dev routes answer clients on this machine only, unless this opens them to all. */
  devRoutesRemote?: boolean;
  /** Tests run silent. */
  logger?: FastifyBaseLogger;
  /** Tests shorten the robots' push-channel keep-alive and call budget. */
  deviceLink?: Partial<DeviceLinkOptions>;
  /** Alarm thresholds and sweeps (tests and the e2e server shorten them). */
  monitoring?: Partial<MonitoringOptions>;
}

export interface AppOptions {
  db: Database;
  clock: Clock;
  providers: Providers;
  /** Where uploaded files live (a directory or an S3-compatible bucket). */
  storage: FileStorage;
  config: AppConfig;
}

/** The API (and, given spaDir, the console) as a Fastify instance; tests inject, main listens. */
export async function buildApp({
  db,
  clock,
  providers,
  storage,
  config,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(config.logger ? { loggerInstance: config.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy ?? false,
    frameworkErrors: answerUndecodableUrl,
    // Closing must not wait for robots' push channels or for sockets a client opened and never
    // used (browser preconnects): they would hold a restart for their keep-alive timeout.
    forceCloseConnections: true,
    // Mutations are in the operation log; a line per request would cost more than it tells.
    logController: new LogController({ disableRequestLogging: true }),
  });
  installErrorHandler(app);
  installNotFoundHandler(app, config.spaDir !== undefined);
  if (!config.devRoutesRemote) keepDevRoutesLocal(app, config.trustProxy ?? false);
  refuseUnstorableInput(app);
  installSecurityHeaders(app);
  await app.register(formbody);
  // Counted in PostgreSQL, so the limits hold across every API process on the database.
  await app.register(rateLimit, { global: false, store: requestCountStore(db) });
  if (config.spaDir) await registerSpa(app, config.spaDir);

  const bus = ClusterBus.over(db, (error) => app.log.warn({ err: error }, 'cluster bus: %s', error.message));
  // Closed last (onClose hooks run in reverse order), after the routes that publish on it.
  app.addHook('onClose', () => bus.close());
  const context: AppContext = {
    db,
    clock,
    providers,
    keys: deriveServerKeys(config.serverKey),
    sessions: new SessionStore(db, clock, await SessionCache.over(bus, clock)),
    loginGuard: new LoginGuard(db, clock),
    bus,
    commands: await CommandSignal.over(bus),
    fleet: await FleetFeed.over(bus),
  };
  await ucRoutes(app, context, { ...DEFAULT_REQUEST_LIMITS, ...config.limits }, storage);
  await app.register(managerRoutes(context, storage));
  await app.register(kgRoutes(context));
  await app.register(mediaRoutes, { context, storage });
  await app.register(faceLibraryRoutes(context, storage));
  await app.register(hotWordRoutes, { context, storage });
  await app.register(deviceLinkRoutes(context, config.deviceLink));
  await app.register(monitoringRoutes(context, config.monitoring));
  if (providers.outbox) outboxRoutes(app, providers.outbox);
  return app;
}
