/**
 * What the API benches share: the product's app on its own embedded PostgreSQL in a temporary
 * data directory (demo data seeded, the demo administrator signed in), and calls measured
 * interleaved so that every target, floors included, sees the same machine load.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { deriveServerKeys } from '../../server/crypto/server-keys';
import type { Database } from '../../server/db/database';
import { openDatabase } from '../../server/db/open-database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { seedDemoData } from '../../server/seed/seed';
import { DirectoryStorage } from '../../server/storage/directory-storage';
import { tokenForm } from '../../server/test-support/api-calls';
import { ManualClock } from '../../server/test-support/manual-clock';
import { UC } from '../../src/shared/api/uc';

const quiet = { info: () => undefined, warn: (line: string) => console.warn(line) };

export interface BenchApp {
  app: FastifyInstance;
  db: Database;
  clock: ManualClock;
  /** The signed-in demo administrator's headers, in the enterprise role. */
  headers: Record<string, string>;
}

/** Runs `bench` on a fresh app, then stops and removes everything it started. */
export async function withBenchApp(name: string, bench: (target: BenchApp) => Promise<void>): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), `bench-${name}-`));
  const database = await openDatabase({ dataDir, databaseUrl: null }, quiet);
  const { db } = database.handle;
  const serverKey = randomBytes(32);
  const clock = new ManualClock(Date.now());
  let app: FastifyInstance | null = null;
  try {
    await seedDemoData(db, deriveServerKeys(serverKey).passwordVault);
    app = await buildApp({
      db,
      clock,
      providers: { sms: { send: async () => undefined }, outbox: null },
      storage: new DirectoryStorage(join(dataDir, 'files')),
      config: { serverKey },
    });
    const signedIn = await app.inject({
      method: 'POST',
      url: UC.token,
      ...tokenForm(DEMO_ACCOUNTS.admin.account, DEMO_PASSWORD, clock.now().getTime()),
    });
    const token = signedIn.json().data.token as string;
    await bench({ app, db, clock, headers: { authorization: `Bearer ${token}`, 'is-enterprise': 'true' } });
  } finally {
    await app?.close();
    await database.handle.close();
    await database.embedded?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const percentile = (sorted: number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

export interface Target {
  title: string;
  run: () => Promise<unknown>;
  times: number[];
}

/** Runs the targets call by call, `warmUp` rounds unmeasured, then `calls` measured rounds. */
export async function measureInterleaved(targets: Target[], warmUp: number, calls: number): Promise<void> {
  for (let index = 0; index < warmUp; index++) for (const target of targets) await target.run();
  for (let index = 0; index < calls; index++) {
    for (const target of targets) {
      const start = performance.now();
      await target.run();
      target.times.push(performance.now() - start);
    }
  }
}
