import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEV_OUTBOX } from '../src/shared/api/dev-outbox';
import type { Fleet } from '../src/simulator/start-robots';
import { buildApp } from './app';
import { systemClock } from './clock';
import { readSettings } from './config';
import { deriveServerKeys, loadServerKey } from './crypto/server-keys';
import type { Database } from './db/database';
import { type OpenedDatabase, openDatabase } from './db/open-database';
import { DEV_ROUTES_PREFIX } from './dev/loopback-only';
import { createLogger } from './logger';
import { MAINTENANCE_INTERVAL_MS, purgeExpired } from './maintenance';
import { monitoringOptionsFromEnv } from './monitoring/monitoring-routes';
import { DevOutbox, OutboxSmsProvider } from './providers/dev-outbox';
import { HttpSmsProvider } from './providers/http-sms-provider';
import { DemoPaymentProvider } from './providers/payment-demo';
import type { Providers } from './providers/providers';
import { DemoWechatLoginProvider } from './providers/wechat-demo';
import { HttpWechatLoginProvider } from './providers/wechat-login';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
import { startDemoRobots } from './seed/demo-robots';
import { seedDemoData } from './seed/seed';
import { openStorage } from './storage/open-storage';

const SHUTDOWN_GRACE_MS = 15_000;
const settings = readSettings(process.env);
const log = createLogger(settings.logLevel);

let database: OpenedDatabase | null = null;
let app: FastifyInstance | null = null;
let demoRobots: Fleet | null = null;
let stopping = false;

/** Close the API, then the pool, then PostgreSQL, so no acknowledged write is cut off. */
async function shutdown(reason: string, exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info(`${reason}: stopping`);
  setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  try {
    await demoRobots?.stop();
    await app?.close();
    await database?.handle.close();
    await database?.embedded?.stop();
  } catch (error) {
    log.error({ err: error }, 'shutdown failed');
  }
  process.exit(exitCode);
}

/**
 * Real providers where configured. Without an SMS provider the server runs in demo mode: codes
 * go to the development outbox, and so do QR scans unless the messaging app is configured.
 * With a real SMS provider and no messaging app, QR login is refused.
 */
function providersFor({ sms, wechat }: typeof settings, db: Database): Providers {
  const wechatLogin = wechat ? new HttpWechatLoginProvider(wechat) : undefined;
  if (sms) return { sms: new HttpSmsProvider(sms.url, sms.token), outbox: null, wechat: wechatLogin };
  const outbox = new DevOutbox(db);
  return {
    sms: new OutboxSmsProvider(outbox, () => systemClock.now()),
    outbox,
    wechat: wechatLogin ?? new DemoWechatLoginProvider(),
    payment: new DemoPaymentProvider(outbox, () => systemClock.now()),
  };
}

function printWelcome(url: string, demo: boolean, seeded: boolean): void {
  const lines = [``, `  机器人开放平台 console: ${url}`];
  if (seeded) {
    lines.push(`  demo accounts (password ${DEMO_PASSWORD}):`);
    for (const { account, nickname, role } of Object.values(DEMO_ACCOUNTS))
      lines.push(`    ${account}  ${nickname}  ${role}`);
  }
  if (demo) lines.push(`  demo mode: SMS codes and image-code answers at ${url}${DEV_OUTBOX.page}`);
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

async function start(): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void shutdown(signal, 0));
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception');
    void shutdown('uncaught exception', 1);
  });

  if (settings.production && !settings.sms) {
    throw new Error(
      'NODE_ENV=production needs a real SMS provider: set SMS_PROVIDER_URL and SMS_PROVIDER_TOKEN',
    );
  }
  const serverKey = await loadServerKey(settings.dataDir, settings.serverKey);
  database = await openDatabase(settings, log);
  const { db } = database.handle;
  // Known demo passwords have no place on a production server.
  const seeded = !settings.production;
  const storage = openStorage(process.env, settings.dataDir, systemClock);
  if (seeded) await seedDemoData(db, deriveServerKeys(serverKey).passwordVault, new Date(), storage);

  const providers = providersFor(settings, db);
  if (providers.outbox) {
    log.warn(`demo mode: no SMS provider configured, codes go to ${DEV_OUTBOX.page}`);
    if (settings.devRoutesRemote)
      log.warn(
        `DEV_ROUTES_REMOTE=true: ${DEV_ROUTES_PREFIX}* (every SMS code, captcha answer, QR sign-in and payment) is open to EVERY address that reaches this server; anyone can take over any account`,
      );
    else
      log.warn(
        `${DEV_ROUTES_PREFIX}* answers clients on this machine only (DEV_ROUTES_REMOTE=true opens it to every address)`,
      );
  }
  const distDir = resolve('dist');
  const spaDir = existsSync(resolve(distDir, 'index.html')) ? distDir : undefined;
  if (!spaDir) log.warn('dist/ has no build: serving the API only (npm start builds it)');

  app = await buildApp({
    db,
    clock: systemClock,
    providers,
    storage,
    config: {
      serverKey,
      spaDir,
      trustProxy: settings.trustProxy,
      devRoutesRemote: settings.devRoutesRemote,
      limits: settings.limits,
      logger: log,
      monitoring: monitoringOptionsFromEnv(process.env),
    },
  });
  setInterval(() => {
    purgeExpired(db, systemClock.now()).catch((error) =>
      log.warn({ err: error }, 'purging expired rows failed'),
    );
  }, MAINTENANCE_INTERVAL_MS).unref();
  await app.listen({ port: settings.port, host: settings.host });
  if (providers.outbox && seeded) {
    demoRobots = startDemoRobots(app.server.address() as AddressInfo, process.env, settings.dataDir, (line) =>
      log.debug(line),
    );
    if (demoRobots)
      log.info('demo mode: three simulated robots report to the demo project (DEMO_ROBOTS=0: none)');
  }
  printWelcome(
    `http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${settings.port}`,
    !!providers.outbox,
    seeded,
  );
}

start().catch((error: unknown) => {
  log.fatal({ err: error }, 'the server could not start');
  void shutdown('start failed', 1);
});
