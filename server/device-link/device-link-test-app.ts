import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isNotNull } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEVICE_LINK } from '../../src/shared/api/device-link';
import type { Envelope } from '../../src/shared/api/envelope';
import { buildApp } from '../app';
import type { Clock } from '../clock';
import { deriveServerKeys } from '../crypto/server-keys';
import type { Database, DatabaseHandle } from '../db/database';
import { devices, projects } from '../db/schema';
import { DevOutbox, OutboxSmsProvider } from '../providers/dev-outbox';
import { seedDemoData } from '../seed/seed';
import { DirectoryStorage } from '../storage/directory-storage';
import { ManualClock } from '../test-support/manual-clock';
import { openTestDatabase } from '../test-support/test-database';
import type { DeviceLinkOptions } from './device-link-routes';

export interface DeviceLinkTestApp {
  app: FastifyInstance;
  db: Database;
  clock: Clock;
  /** The demo enterprise's project and the demo person's: two tenants. */
  projectA: string;
  projectB: string;
  /** A device slot (待激活) of `projectId` with a new activation key. */
  slot(
    projectId: string,
    values?: Partial<typeof devices.$inferInsert>,
  ): Promise<{ id: string; key: string }>;
  /** Activates `key` as `serial` and returns the device token. */
  activate(key: string, serial: string): Promise<string>;
  /** Injects a device call with `token` (or none) and reads the envelope. */
  call<T = unknown>(token: string | null, options: InjectOptions): Promise<DeviceAnswer<T>>;
  /** A second app on the same database (a restart), closed by close(). */
  restart(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface DeviceAnswer<T> {
  statusCode: number;
  body: Envelope<T>;
  response: LightMyRequestResponse;
}

const KEY_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function randomActivationKey(): string {
  const bytes = randomBytes(16);
  const groups = [0, 1, 2, 3].map((group) =>
    Array.from(
      bytes.subarray(group * 4, group * 4 + 4),
      (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length],
    ).join(''),
  );
  return `RK-${groups.join('-')}`;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** The API (device calls and all) on a fresh seeded database, never listening unless a test does. */
export async function createDeviceLinkTestApp(
  options: { clock?: Clock; deviceLink?: Partial<DeviceLinkOptions> } = {},
): Promise<DeviceLinkTestApp> {
  const database: DatabaseHandle = await openTestDatabase();
  const { db } = database;
  const clock = options.clock ?? new ManualClock();
  const serverKey = randomBytes(32);
  const storageDir = await mkdtemp(join(tmpdir(), 'device-link-'));
  await seedDemoData(db, deriveServerKeys(serverKey).passwordVault, clock.now());
  const apps: FastifyInstance[] = [];
  const build = async () => {
    const outbox = new DevOutbox(db);
    const app = await buildApp({
      db,
      clock,
      providers: { sms: new OutboxSmsProvider(outbox, () => clock.now()), outbox },
      storage: new DirectoryStorage(storageDir),
      config: { serverKey, deviceLink: { keepAliveMs: 50, ...options.deviceLink } },
    });
    apps.push(app);
    return app;
  };
  const app = await build();
  const [projectA] = await db.select({ id: projects.id }).from(projects).where(isNotNull(projects.tenantId));
  const [projectB] = await db.select({ id: projects.id }).from(projects).where(isNotNull(projects.userId));

  return {
    app,
    db,
    clock,
    projectA: projectA.id,
    projectB: projectB.id,
    async slot(projectId, values = {}) {
      const key = randomActivationKey();
      const [row] = await db
        .insert(devices)
        .values({
          projectId,
          name: `测试设备 ${key.slice(-4)}`,
          model: 'guide-s1',
          activationKey: key,
          expiresAt: new Date(clock.now().getTime() + YEAR_MS),
          ...values,
        })
        .returning({ id: devices.id });
      return { id: row.id, key };
    },
    async activate(key, serial) {
      const response = await app.inject({
        method: 'POST',
        url: DEVICE_LINK.activate,
        payload: { activationKey: key, serial },
      });
      if (response.statusCode !== 200)
        throw new Error(`activate answered ${response.statusCode}: ${response.body}`);
      return response.json<Envelope<{ deviceToken: string }>>().data.deviceToken;
    },
    async call<T>(token: string | null, request: InjectOptions) {
      const response = await app.inject({
        ...request,
        headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      const body = response.body ? response.json<Envelope<T>>() : (null as unknown as Envelope<T>);
      return { statusCode: response.statusCode, body, response };
    },
    restart: build,
    async close() {
      for (const built of apps) {
        const closing = built.close();
        // A client's socket that never sent a request is not idle to Node: it would hold close()
        // until the client's own keep-alive timeout.
        built.server.closeAllConnections();
        await closing;
      }
      await database.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/** Waits until `check` passes, polling; tests wait on outcomes, never on fixed sleeps. */
export async function eventually(check: () => Promise<void> | void, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
