import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LINK } from '../../src/shared/api/device-link';
import { activationKeyText, DEVICE_MODEL_IDS, EXPIRY_WARNING_DAYS } from '../../src/shared/api/devices';
import { serialFor } from '../../src/simulator/simulated-robot';
import { conversationTurns, devices, projects, visitorEvents } from '../db/schema';
import { createDeviceLinkTestApp, type DeviceLinkTestApp } from '../device-link/device-link-test-app';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { DEMO_ROBOT_KEYS, DEMO_SERIAL_PREFIX, ensureDemoFleet } from './demo-fleet';

let t: DeviceLinkTestApp;
beforeAll(async () => {
  t = await createDeviceLinkTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

const fleet = () => t.db.select().from(devices).where(eq(devices.projectId, t.projectA));
const historyCount = async () => [
  (
    await t.db
      .select({ n: count() })
      .from(conversationTurns)
      .where(eq(conversationTurns.projectId, t.projectA))
  )[0].n,
  (await t.db.select({ n: count() }).from(visitorEvents).where(eq(visitorEvents.projectId, t.projectA)))[0].n,
];

describe('the demo fleet', () => {
  it('gives the demo project five robots: live ones, one expiring soon, one waiting for activation', async () => {
    const rows = await fleet();
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(activationKeyText.safeParse(row.activationKey).success).toBe(true);
      expect(DEVICE_MODEL_IDS).toContain(row.model);
      expect(row.tags.length).toBeGreaterThan(0);
    }
    expect(rows.filter((row) => row.activatedAt === null)).toHaveLength(1);
    const warningEnds = Date.now() + EXPIRY_WARNING_DAYS * 24 * 3600 * 1000;
    expect(rows.filter((row) => row.expiresAt.getTime() < warningEnds)).toHaveLength(1);
  });

  it("has seven days of conversations and visitors, a few hundred a day, today's so far", async () => {
    const days = await t.db
      .select({ day: sql<string>`date_trunc('day', ${conversationTurns.occurredAt})::text`, n: count() })
      .from(conversationTurns)
      .where(eq(conversationTurns.projectId, t.projectA))
      .groupBy(sql`1`)
      .orderBy(sql`1`);
    expect(days).toHaveLength(7);
    const today = days.pop();
    for (const { n } of days) expect(n).toBeGreaterThanOrEqual(60);
    expect(today?.n).toBeGreaterThan(0);
    const [future] = await t.db
      .select({ n: count() })
      .from(conversationTurns)
      .where(sql`${conversationTurns.occurredAt} > now()`);
    expect(future.n).toBe(0);
    const unknown = await t.db
      .select({ n: count() })
      .from(conversationTurns)
      .where(eq(conversationTurns.unknown, true));
    expect(unknown[0].n).toBeGreaterThan(0);
  });

  it('is the same after seeding again', async () => {
    const before = { devices: (await fleet()).length, history: await historyCount() };
    const [project] = await t.db
      .select({ tenantId: projects.tenantId })
      .from(projects)
      .where(eq(projects.id, t.projectA));
    await ensureDemoFleet(t.db, project.tenantId as string);
    expect({ devices: (await fleet()).length, history: await historyCount() }).toEqual(before);
  });

  it('lets the demo robots activate with the serials they send', async () => {
    for (const key of DEMO_ROBOT_KEYS) {
      const answer = await t.call(null, {
        method: 'POST',
        url: DEVICE_LINK.activate,
        payload: { activationKey: key, serial: serialFor(key, DEMO_SERIAL_PREFIX) },
      });
      expect(answer.statusCode).toBe(200);
    }
  });
});
