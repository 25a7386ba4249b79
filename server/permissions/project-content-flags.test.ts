import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_API } from '../../src/shared/api/devices';
import { HOMEPAGE_API } from '../../src/shared/api/homepage';
import { MAP_API } from '../../src/shared/api/maps';
import { MATERIAL_API, type UploadAnswer } from '../../src/shared/api/material';
import type { ShareLevel } from '../../src/shared/api/resource-permissions';
import { SAMPLE_HEADS } from '../../src/shared/media/test-support/sample-files';
import { deviceOrders, devices, homepages, mapPoints, maps, projects } from '../db/schema';
import { mediaFiles } from '../db/schema/media';
import {
  type Caller,
  createManagerTestApp,
  type ManagerTestApp,
} from '../manager/test-support/manager-test-app';
import { multipart } from '../media/test-support/multipart';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { addMember, shareProject } from './test-support/members';

/**
 * Everything inside a project follows the project's eight flags the same way: reading needs
 * accessAuth, changing editAuth, deleting deleteAuth, switching robots on and off, buying and
 * renewing their keys enableAuth. A share gives VIEW: accessAuth; EDIT: accessAuth, editAuth and
 * batchTagAuth; so neither deletes, disables or buys anything, and a revoked share gives nothing.
 */

let app: ManagerTestApp;
let colleague: Caller;
let projectId: string;

beforeAll(async () => {
  app = await createManagerTestApp();
  colleague = await addMember(app, '13700000301', {
    name: '同事',
    menuCodes: ['PROJECT', 'DEVICE', 'DEVICE_RELATED'],
  });
  [{ id: projectId }] = await app.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.name, '展厅导览机器人'));
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const share = (level: ShareLevel | null) => shareProject(app, projectId, colleague.userId, level);

let uploads = 0;
async function mediaFileOfProject(): Promise<string> {
  uploads += 1;
  // Bytes after the image's end make each upload new content.
  const bytes = Buffer.concat([Buffer.from(SAMPLE_HEADS.png), Buffer.from(`\n${uploads}`)]);
  const file = multipart([{ fileName: '展厅资料.png', bytes }]);
  const uploaded = await app.call<UploadAnswer>(app.enterpriseA, {
    method: 'POST',
    url: `${MATERIAL_API.upload}?projectId=${projectId}`,
    headers: file.headers,
    payload: file.payload,
  });
  const bound = await app.call<{ id: string }>(app.enterpriseA, {
    method: 'PUT',
    url: MATERIAL_API.bind,
    payload: { projectId, resourceUrl: uploaded.body.data.url },
  });
  return bound.body.data.id;
}

/** The project's rows each call below would remove, disable or buy, counted as they stand. */
async function projectState() {
  const { db } = app;
  const mapsOfProject = db.select({ id: maps.id }).from(maps).where(eq(maps.projectId, projectId));
  return {
    media: await db.$count(mediaFiles, eq(mediaFiles.projectId, projectId)),
    maps: await db.$count(maps, eq(maps.projectId, projectId)),
    points: await db.$count(mapPoints, inArray(mapPoints.mapId, mapsOfProject)),
    configurations: await db.$count(homepages, eq(homepages.projectId, projectId)),
    disabled: await db.$count(devices, and(eq(devices.projectId, projectId), isNotNull(devices.disabledAt))),
    orders: await db.$count(deviceOrders, eq(deviceOrders.projectId, projectId)),
  };
}

/** Every call that deletes, disables or spends in the project, each on one of its rows. */
async function destructiveCalls() {
  const [map] = await app.db.select().from(maps).where(eq(maps.projectId, projectId));
  const [point] = await app.db.select().from(mapPoints).where(eq(mapPoints.mapId, map.id));
  const [configuration] = await app.db.select().from(homepages).where(eq(homepages.projectId, projectId));
  const [device] = await app.db.select().from(devices).where(eq(devices.projectId, projectId));
  const mediaId = await mediaFileOfProject();
  return {
    media: { method: 'DELETE', url: `${MATERIAL_API.remove}?id=${mediaId}` },
    points: { method: 'DELETE', url: `${MAP_API.pointRemove}?id=${point.id}` },
    maps: { method: 'DELETE', url: `${MAP_API.remove}?id=${map.id}` },
    configurations: { method: 'DELETE', url: `${HOMEPAGE_API.remove}?id=${configuration.id}` },
    disabled: { method: 'PUT', url: DEVICE_API.enable, payload: { id: device.id, enabled: false } },
    orders: {
      method: 'PUT',
      url: DEVICE_API.renew,
      payload: { projectId, activationKey: device.activationKey, months: 1 },
    },
    buy: {
      method: 'PUT',
      url: DEVICE_API.order,
      payload: { projectId, model: device.model, quantity: 1, months: 1 },
    },
  } as const;
}

describe('inside a project, a colleague', () => {
  it.each([
    ['with nothing shared', null, 404],
    ['with a VIEW share', 'VIEW', 403],
    ['with an EDIT share', 'EDIT', 403],
  ] as const)('%s deletes, disables and buys nothing', async (_, level, refusal) => {
    await share(level);
    const calls = await destructiveCalls();
    const before = await projectState();
    for (const [what, call] of Object.entries(calls)) {
      const answer = await app.call(colleague, call);
      expect([what, answer.statusCode]).toEqual([what, refusal]);
    }
    expect(await projectState()).toEqual(before);
  });

  it('whose share was revoked deletes no file of it', async () => {
    await share('EDIT');
    await share(null);
    const { media } = await destructiveCalls();
    const before = await projectState();
    expect((await app.call(colleague, media)).statusCode).toBe(404);
    expect(await projectState()).toEqual(before);
  });

  it('holding every flag (the administrator) does each', async () => {
    const calls = await destructiveCalls();
    const before = await projectState();
    for (const [what, call] of Object.entries(calls)) {
      const answer = await app.call(app.enterpriseA, call);
      expect([what, answer.statusCode]).toEqual([what, 200]);
    }
    const after = await projectState();
    expect(after).toMatchObject({
      media: before.media - 1,
      maps: before.maps - 1,
      configurations: before.configurations - 1,
      disabled: before.disabled + 1,
      orders: before.orders + 2,
    });
  });
});
