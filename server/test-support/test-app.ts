import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, buildApp } from '../app';
import { deriveServerKeys } from '../crypto/server-keys';
import type { Database } from '../db/database';
import { DevOutbox, OutboxSmsProvider } from '../providers/dev-outbox';
import { DemoPaymentProvider } from '../providers/payment-demo';
import type { SmsProvider } from '../providers/sms-provider';
import { DemoWechatLoginProvider } from '../providers/wechat-demo';
import type { WechatLoginProvider } from '../providers/wechat-login';
import { seedDemoData } from '../seed/seed';
import { DirectoryStorage } from '../storage/directory-storage';
import type { FileStorage } from '../storage/file-storage';
import { ManualClock } from './manual-clock';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: ManualClock;
  outbox: DevOutbox;
  /** The deployment's key, which a second instance of it shares. */
  serverKey: Buffer;
  /** A fresh directory, removed by close(). */
  storage: FileStorage;
  close(): Promise<void>;
}

/** Tests send many codes from one address; the per-address limits get their own test. */
const GENEROUS_LIMITS = { imageCodesPerMinute: 10_000, smsSendsPerMinute: 10_000 };

/** Starting PGlite and migrating takes seconds on a busy machine. */
export const TEST_APP_TIMEOUT_MS = 60_000;

/**
 * The API on a fresh seeded database, in demo mode (QR scans through the outbox unless `wechat`
 * says otherwise; null: none configured), with a hand-moved clock. Never listens.
 */
export async function createTestApp(
  options: {
    limits?: AppConfig['limits'];
    sms?: SmsProvider;
    wechat?: WechatLoginProvider | null;
    spaDir?: string;
    monitoring?: AppConfig['monitoring'];
    trustProxy?: AppConfig['trustProxy'];
    devRoutesRemote?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = new ManualClock();
  const outbox = new DevOutbox(database.db);
  const serverKey = randomBytes(32);
  const storageDir = await mkdtemp(join(tmpdir(), 'test-files-'));
  const storage = new DirectoryStorage(storageDir);
  const wechat = options.wechat === undefined ? new DemoWechatLoginProvider() : (options.wechat ?? undefined);
  await seedDemoData(database.db, deriveServerKeys(serverKey).passwordVault, clock.now());
  const app = await buildApp({
    db: database.db,
    clock,
    providers: {
      sms: options.sms ?? new OutboxSmsProvider(outbox, () => clock.now()),
      outbox,
      wechat,
      payment: new DemoPaymentProvider(outbox, () => clock.now()),
    },
    storage,
    config: {
      serverKey,
      limits: { ...GENEROUS_LIMITS, ...options.limits },
      spaDir: options.spaDir,
      monitoring: options.monitoring,
      trustProxy: options.trustProxy,
      devRoutesRemote: options.devRoutesRemote,
    },
  });
  return {
    app,
    db: database.db,
    clock,
    outbox,
    serverKey,
    storage,
    close: async () => {
      await app.close();
      await database.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `use` against a second instance of the API on the test app's database, files, clock and
 * key, as another server process of the same deployment (its own cluster bus, its own caches);
 * closed after. Out of demo mode unless `demo`: no outbox, SMS codes sent nowhere, and the
 * messaging-app login given (none by default). In demo mode it shares the outbox in the database.
 */
export async function withSecondApp(
  testApp: TestApp,
  use: (app: FastifyInstance) => Promise<void>,
  { demo = false, wechat }: { demo?: boolean; wechat?: WechatLoginProvider } = {},
): Promise<void> {
  const outbox = demo ? new DevOutbox(testApp.db) : null;
  const app = await buildApp({
    db: testApp.db,
    clock: testApp.clock,
    providers: outbox
      ? { sms: new OutboxSmsProvider(outbox, () => testApp.clock.now()), outbox, wechat }
      : { sms: { send: async () => undefined }, outbox: null, wechat },
    storage: testApp.storage,
    config: { serverKey: testApp.serverKey },
  });
  try {
    await use(app);
  } finally {
    await app.close();
  }
}
