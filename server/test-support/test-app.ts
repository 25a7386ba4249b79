import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, buildApp } from '../app';
import { deriveServerKeys } from '../crypto/server-keys';
import type { Database } from '../db/database';
import { DevOutbox, OutboxSmsProvider } from '../providers/dev-outbox';
import type { SmsProvider } from '../providers/sms-provider';
import { seedDemoData } from '../seed/seed';
import { ManualClock } from './manual-clock';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: ManualClock;
  outbox: DevOutbox;
  close(): Promise<void>;
}

/** Tests send many codes from one address; the per-address limits get their own test. */
const GENEROUS_LIMITS = { imageCodesPerMinute: 10_000, smsSendsPerMinute: 10_000 };

/** Starting PGlite and migrating takes seconds on a busy machine. */
export const TEST_APP_TIMEOUT_MS = 60_000;

/** The API on a fresh seeded database, in demo mode, with a hand-moved clock. Never listens. */
export async function createTestApp(
  options: { limits?: AppConfig['limits']; sms?: SmsProvider; spaDir?: string } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = new ManualClock();
  const outbox = new DevOutbox();
  const serverKey = randomBytes(32);
  await seedDemoData(database.db, deriveServerKeys(serverKey).passwordVault);
  const app = await buildApp({
    db: database.db,
    clock,
    providers: { sms: options.sms ?? new OutboxSmsProvider(outbox, () => clock.now()), outbox },
    config: { serverKey, limits: { ...GENEROUS_LIMITS, ...options.limits }, spaDir: options.spaDir },
  });
  return {
    app,
    db: database.db,
    clock,
    outbox,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
