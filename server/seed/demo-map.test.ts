import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HALL_POINTS } from '../../src/shared/demo-hall';
import { siteFromBundle } from '../../src/simulator/site-map';
import { projects } from '../db/schema';
import { projectContent } from '../device-link/configuration-bundle';
import { createDeviceLinkTestApp, type DeviceLinkTestApp } from '../device-link/device-link-test-app';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { ensureDemoMap } from './demo-map';

let t: DeviceLinkTestApp;
beforeAll(async () => {
  t = await createDeviceLinkTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

describe('the demo floor map', () => {
  it("puts the hall the simulated robots walk into the demo project's bundle, once", async () => {
    // Seeded at start; seeding again leaves the map as it is.
    const [project] = await t.db.select().from(projects).where(eq(projects.id, t.projectA));
    await ensureDemoMap(t.db, project.tenantId as string, new Date());
    const { maps, points } = await projectContent(t.db, t.projectA);
    expect(maps).toHaveLength(1);
    const [map] = maps;
    expect(map).toMatchObject({ name: '一楼展厅', floor: '1F', pictureWidth: 1600, pictureHeight: 1000 });
    expect(map.pictureUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(points.sort()).toEqual(DEMO_HALL_POINTS.map((point) => point.name).sort());
    expect(map.points.find((point) => point.name === '充电桩')).toMatchObject({
      type: 'CHARGER',
      x: 1472,
      y: 880,
    });
    // The simulator walks this map, in its pixels, charging at its charging pile.
    expect(siteFromBundle({ maps })).toMatchObject({ mapId: map.id, charger: '充电桩', speed: 32 });
  });
});
