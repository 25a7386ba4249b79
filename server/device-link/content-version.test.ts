import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConfigurationBundle, DEVICE_LINK } from '../../src/shared/api/device-link';
import type { Database } from '../db/database';
import { devices, mapPoints, maps } from '../db/schema';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { projectContent } from './configuration-bundle';
import { CONTENT_TABLES, contentVersion } from './content-version';
import { createDeviceLinkTestApp, type DeviceLinkTestApp } from './device-link-test-app';

let t: DeviceLinkTestApp;
let token: string;
let deviceId: string;
beforeAll(async () => {
  t = await createDeviceLinkTestApp();
  const slot = await t.slot(t.projectA);
  deviceId = slot.id;
  token = await t.activate(slot.key, 'SN-CONTENT-VERSION');
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

/** Index and sequential scans per table so far in the current transaction. */
async function scansIn(tx: Database): Promise<Map<string, number>> {
  const result = (await tx.execute(
    sql`select relname, seq_scan + coalesce(idx_scan, 0) as scans from pg_stat_xact_user_tables`,
  )) as unknown as { rows: { relname: string; scans: number | string }[] };
  return new Map(result.rows.map((row) => [row.relname, Number(row.scans)]));
}

async function addPoint(name: string) {
  const [map] = await t.db.select().from(maps).where(eq(maps.projectId, t.projectA));
  const [point] = await t.db
    .insert(mapPoints)
    .values({ mapId: map.id, name, type: 'WAYPOINT', x: 1, y: 1, description: '' })
    .returning({ id: mapPoints.id });
  return point.id;
}

const configuration = (etag?: string) =>
  t.call<ConfigurationBundle>(token, {
    method: 'GET',
    url: DEVICE_LINK.configuration,
    headers: etag ? { 'if-none-match': etag } : {},
  });

describe('the version of a project’s content', () => {
  it('follows every table the bundle is read from (a new bundle part must add its table)', async () => {
    const read = await t.db.transaction(async (tx) => {
      const before = await scansIn(tx);
      await projectContent(tx, t.projectA);
      const after = await scansIn(tx);
      return [...after].filter(([table, scans]) => scans > (before.get(table) ?? 0)).map(([table]) => table);
    });
    // The demo project reads enough of them for the check to mean something.
    expect(read).toEqual(expect.arrayContaining(['homepages', 'maps', 'map_points', 'skills', 'devices']));
    expect(read.filter((table) => !(table in CONTENT_TABLES) && table !== 'devices')).toEqual([]);
  });

  it('moves with an added or removed point and a device’s tags, not with a heartbeat or another project', async () => {
    const start = await contentVersion(t.db, t.projectA);
    await t.call(token, { method: 'POST', url: DEVICE_LINK.heartbeat, payload: { battery: 42, volume: 30 } });
    expect(await contentVersion(t.db, t.projectA)).toBe(start);
    await t.slot(t.projectB);
    expect(await contentVersion(t.db, t.projectA)).toBe(start);

    const pointId = await addPoint('版本测试点');
    const withPoint = await contentVersion(t.db, t.projectA);
    expect(withPoint).not.toBe(start);
    await t.db.delete(mapPoints).where(eq(mapPoints.id, pointId));
    expect(await contentVersion(t.db, t.projectA)).not.toBe(withPoint);

    const before = await contentVersion(t.db, t.projectA);
    await t.db
      .update(devices)
      .set({ tags: ['展厅'] })
      .where(eq(devices.id, deviceId));
    expect(await contentVersion(t.db, t.projectA)).not.toBe(before);
  });
});

describe('GET configuration with a kept hash', () => {
  it('answers 304 while the content stands, and the new bundle as soon as it changes', async () => {
    const first = await configuration();
    const etag = String(first.response.headers.etag);
    expect((await configuration(etag)).statusCode).toBe(304);
    expect((await configuration(etag)).statusCode).toBe(304);

    await addPoint('新到的点位');
    const changed = await configuration(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data.points).toContain('新到的点位');
    expect(changed.response.headers.etag).not.toBe(etag);
    expect((await configuration(String(changed.response.headers.etag))).statusCode).toBe(304);
  });
});
