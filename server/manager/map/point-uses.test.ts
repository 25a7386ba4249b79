import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_API, MAP_MSG, type MapDetail, type MapPoint, type PointUse } from '../../../src/shared/api/maps';
import type { ScreenDocument } from '../../../src/shared/screen/document';
import { deviceCommands, homepages, mapPoints } from '../../db/schema';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { bringOnline, buyDevices } from '../device/device-fixtures';
import { createHomepage, createProject } from '../test-support/fixtures';
import { createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

let app: ManagerTestApp;
let projectId: string;
let point: MapPoint;
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '点位用途项目')).id;
  const map = await app.call<MapDetail>(app.enterpriseA, {
    method: 'PUT',
    url: MAP_API.create,
    payload: {
      projectId,
      name: '展厅',
      pictureUrl: '/manager/v1/homepage/file?path=a.png',
      pictureWidth: 800,
      pictureHeight: 600,
    },
  });
  const created = await app.call<MapPoint>(app.enterpriseA, {
    method: 'PUT',
    url: MAP_API.pointCreate,
    payload: { mapId: map.body.data.id, name: '前台', type: 'RECEPTION', x: 10, y: 20 },
  });
  point = created.body.data;
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

/** The document with a navigation page whose first destination is the point. */
function withNavigation(document: ScreenDocument, pageName: string): ScreenDocument {
  return {
    ...document,
    pages: [
      ...document.pages,
      {
        id: `nav-${pageName}`,
        name: pageName,
        type: 'NAVIGATION',
        ast: {
          id: `nav-root-${pageName}`,
          tag: 'rb-navigation-page',
          attrs: {},
          styles: {},
          data: { title: '带我去', destinations: [{ pointId: point.id, name: '前台', icon: '' }] },
          children: [],
        },
      },
    ],
  };
}

const uses = async () =>
  (
    await app.call<PointUse[]>(app.enterpriseA, {
      method: 'GET',
      url: MAP_API.pointUses,
      query: { id: point.id },
    })
  ).body.data;
const remove = () =>
  app.call(app.enterpriseA, {
    method: 'DELETE',
    url: `${MAP_API.pointRemove}?id=${encodeURIComponent(point.id)}`,
  });

describe('a point in use does not vanish silently', () => {
  it('lists the drafts and commands that use it, refuses while a released screen shows it, then deletes', async () => {
    expect(await uses()).toEqual([]);
    const screen = await createHomepage(app, app.enterpriseA, projectId, '大厅主屏');
    const [stored] = await app.db.select().from(homepages).where(eq(homepages.id, screen.id));
    await app.db
      .update(homepages)
      .set({ document: withNavigation(stored.document, '导航页') })
      .where(eq(homepages.id, screen.id));

    const order = await buyDevices(app, app.enterpriseA, projectId);
    const deviceId = await bringOnline(app, order.activationKeys[0], 'SN-USES-1');
    const now = app.clock.now();
    await app.db.insert(deviceCommands).values({
      deviceId,
      projectId,
      kind: 'GO_TO',
      payload: { point: '前台', pointId: point.id },
      status: 'SENT',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    expect(await uses()).toEqual([
      { kind: 'SCREEN', homepageId: screen.id, screenName: '大厅主屏', pageName: '导航页', released: false },
      expect.objectContaining({ kind: 'COMMAND', status: 'SENT' }),
    ]);

    // Released, the robots show it: deleting waits for a release without it.
    await app.db
      .update(homepages)
      .set({ releasedDocument: withNavigation(stored.document, '导航页'), releasedVersion: 1 })
      .where(eq(homepages.id, screen.id));
    expect((await uses())[0]).toMatchObject({ kind: 'SCREEN', released: true });
    const refused = await remove();
    expect([refused.statusCode, refused.body.message]).toEqual([409, MAP_MSG.pointInReleasedScreen]);
    expect(await app.db.$count(mapPoints, eq(mapPoints.id, point.id))).toBe(1);

    await app.db
      .update(homepages)
      .set({ releasedDocument: stored.document })
      .where(eq(homepages.id, screen.id));
    expect((await remove()).statusCode).toBe(200);
    expect(await app.db.$count(mapPoints, eq(mapPoints.id, point.id))).toBe(0);
  });
});
