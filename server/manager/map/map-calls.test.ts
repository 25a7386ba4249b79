import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAP_API,
  MAP_MSG,
  type MapDetail,
  type MapPoint,
  type MapSummary,
  type ProjectMapPoints,
} from '../../../src/shared/api/maps';
import type { Page } from '../../../src/shared/api/paging';
import { RESOURCE_API } from '../../../src/shared/api/resource-permissions';
import { mapPoints, maps, operationLog } from '../../db/schema';
import { addMember } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

let app: ManagerTestApp;
let projectId: string;
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '地图项目')).id;
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const PICTURE = {
  pictureUrl: '/manager/v1/homepage/file?path=floor.png',
  pictureWidth: 1600,
  pictureHeight: 1000,
};

const createMap = (name: string, caller: Caller = app.enterpriseA, extra: Record<string, unknown> = {}) =>
  app.call<MapDetail>(caller, {
    method: 'PUT',
    url: MAP_API.create,
    payload: { projectId, name, floor: '1F', ...PICTURE, ...extra },
  });
const createdMap = async (name: string) => {
  const answer = await createMap(name);
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
const addPoint = (
  mapId: string,
  name: string,
  extra: Record<string, unknown> = {},
  caller = app.enterpriseA,
) =>
  app.call<MapPoint>(caller, {
    method: 'PUT',
    url: MAP_API.pointCreate,
    payload: { mapId, name, type: 'RECEPTION', x: 100, y: 200, ...extra },
  });
const page = (caller: Caller, query: Record<string, string> = {}) =>
  app.call<Page<MapSummary>>(caller, {
    method: 'GET',
    url: MAP_API.page,
    query: { projectId, pageSize: '100', ...query },
  });
const detail = (caller: Caller, id: string) =>
  app.call<MapDetail>(caller, { method: 'GET', url: MAP_API.detail, query: { id } });
const byId = (url: string, id: string) => `${url}?${new URLSearchParams({ id })}`;

async function share(to: Caller, level: 'VIEW' | 'EDIT') {
  const answer = await app.call(app.enterpriseA, {
    method: 'PUT',
    url: RESOURCE_API.share,
    payload: { resourceType: 'PROJECT', resourceId: projectId, shares: [{ userId: to.userId, level }] },
  });
  expect(answer.statusCode).toBe(200);
}

describe('maps', () => {
  it('creates a map, places, moves, edits and deletes points, and lists maps with their point counts', async () => {
    const map = await createdMap('一楼展厅');
    expect(map).toMatchObject({ name: '一楼展厅', floor: '1F', ...PICTURE, pointCount: 0, points: [] });

    const reception = (await addPoint(map.id, ' 前台 ', { description: '咨询' })).body.data;
    expect(reception).toMatchObject({ name: '前台', type: 'RECEPTION', x: 100, y: 200, description: '咨询' });
    const moved = await app.call<MapPoint>(app.enterpriseA, {
      method: 'POST',
      url: MAP_API.pointMove,
      payload: { id: reception.id, x: 640.5, y: 480 },
    });
    expect(moved.body.data).toMatchObject({ x: 640.5, y: 480 });
    const edited = await app.call<MapPoint>(app.enterpriseA, {
      method: 'POST',
      url: MAP_API.pointEdit,
      payload: { id: reception.id, name: '服务台', type: 'EXHIBIT', description: '' },
    });
    expect(edited.body.data).toMatchObject({ name: '服务台', type: 'EXHIBIT', x: 640.5 });
    await addPoint(map.id, '充电桩', { type: 'CHARGER', x: 1600, y: 1000 });

    const listed = (await page(app.enterpriseA, { name: '展厅' })).body.data;
    expect(listed.content.map((row) => [row.name, row.pointCount])).toEqual([['一楼展厅', 2]]);
    const grouped = await app.call<ProjectMapPoints[]>(app.enterpriseA, {
      method: 'GET',
      url: MAP_API.projectPoints,
      query: { projectId },
    });
    expect(grouped.body.data).toEqual([
      {
        mapId: map.id,
        mapName: '一楼展厅',
        floor: '1F',
        points: expect.arrayContaining([
          { id: reception.id, name: '服务台', type: 'EXHIBIT' },
          expect.objectContaining({ name: '充电桩', type: 'CHARGER' }),
        ]),
      },
    ]);

    const removed = await app.call(app.enterpriseA, {
      method: 'DELETE',
      url: byId(MAP_API.pointRemove, reception.id),
    });
    expect(removed.statusCode).toBe(200);
    expect((await detail(app.enterpriseA, map.id)).body.data.points.map((point) => point.name)).toEqual([
      '充电桩',
    ]);
    const actions = (await app.db.select().from(operationLog)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'map.create',
        'map.point.create',
        'map.point.move',
        'map.point.edit',
        'map.point.delete',
      ]),
    );
  });

  it('renames a map and changes its picture, but never to one too small for its points', async () => {
    const map = await createdMap('二楼');
    await addPoint(map.id, '电梯', { type: 'ELEVATOR', x: 1500, y: 900 });
    const renamed = await app.call<MapDetail>(app.enterpriseA, {
      method: 'POST',
      url: MAP_API.rename,
      payload: { id: map.id, name: '二楼会议区', floor: '2F' },
    });
    expect(renamed.body.data).toMatchObject({ name: '二楼会议区', floor: '2F', pointCount: 1 });
    const tooSmall = await app.call(app.enterpriseA, {
      method: 'POST',
      url: MAP_API.picture,
      payload: {
        id: map.id,
        pictureUrl: '/manager/v1/homepage/file?path=small.png',
        pictureWidth: 800,
        pictureHeight: 600,
      },
    });
    expect([tooSmall.statusCode, tooSmall.body.message]).toEqual([409, MAP_MSG.pointsOutsidePicture]);
    const larger = await app.call<MapDetail>(app.enterpriseA, {
      method: 'POST',
      url: MAP_API.picture,
      payload: {
        id: map.id,
        pictureUrl: '/manager/v1/homepage/file?path=big.png',
        pictureWidth: 3200,
        pictureHeight: 2000,
      },
    });
    expect(larger.body.data).toMatchObject({
      pictureWidth: 3200,
      pictureUrl: '/manager/v1/homepage/file?path=big.png',
    });
    const gone = await app.call(app.enterpriseA, { method: 'DELETE', url: byId(MAP_API.remove, map.id) });
    expect(gone.statusCode).toBe(200);
    expect(await app.db.$count(mapPoints, eq(mapPoints.mapId, map.id))).toBe(0);
  });

  it('answers 400 to bad input and 409 to names already taken', async () => {
    for (const bad of [
      { name: '' },
      { name: 'x'.repeat(31) },
      { pictureUrl: '' },
      { pictureUrl: 'javascript:alert(1)' },
      { pictureWidth: 0 },
      { pictureHeight: 1.5 },
      { pictureWidth: '宽' },
      { floor: '一二三四五六七八九十十一' },
    ]) {
      const answer = await createMap('坏输入', app.enterpriseA, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      if ('name' in bad && bad.name === '') expect(answer.body.message).toBe('请输入地图名称');
    }
    const map = await createdMap('重名地图');
    expect((await createMap('重名地图')).body.message).toBe(MAP_MSG.nameTaken);
    for (const bad of [{ type: 'CASTLE' }, { x: -1 }, { y: 'far' }, { name: '' }, { x: 1601 }]) {
      const answer = await addPoint(map.id, '坏点位', bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await addPoint(map.id, '坏点位', { x: 1601 })).body.message).toBe(MAP_MSG.pointOutside);
    await addPoint(map.id, '前台');
    const twice = await addPoint(map.id, '前台');
    expect([twice.statusCode, twice.body.message]).toEqual([409, MAP_MSG.pointNameTaken]);
    expect((await detail(app.enterpriseA, 'not-an-id')).statusCode).toBe(404);
  });

  it("hides another enterprise's maps and points (404) and changes nothing of them", async () => {
    const map = await createdMap('隔离地图');
    const point = (await addPoint(map.id, '隔离点位')).body.data;
    for (const outsider of [app.enterpriseC, app.personB, app.adminPersonal]) {
      expect((await detail(outsider, map.id)).statusCode).toBe(404);
      expect((await page(outsider)).statusCode).toBe(404);
      const attempts = [
        app.call(outsider, {
          method: 'POST',
          url: MAP_API.rename,
          payload: { id: map.id, name: '改了', floor: '' },
        }),
        app.call(outsider, { method: 'DELETE', url: byId(MAP_API.remove, map.id) }),
        app.call(outsider, { method: 'POST', url: MAP_API.pointMove, payload: { id: point.id, x: 1, y: 1 } }),
        app.call(outsider, {
          method: 'POST',
          url: MAP_API.pointEdit,
          payload: { id: point.id, name: '改了', type: 'WAYPOINT' },
        }),
        app.call(outsider, { method: 'GET', url: MAP_API.pointUses, query: { id: point.id } }),
        app.call(outsider, { method: 'DELETE', url: byId(MAP_API.pointRemove, point.id) }),
        addPoint(map.id, '外人点位', {}, outsider),
      ];
      for (const answer of await Promise.all(attempts)) expect(answer.statusCode).toBe(404);
    }
    const [kept] = await app.db.select().from(maps).where(eq(maps.id, map.id));
    expect(kept.name).toBe('隔离地图');
    const [keptPoint] = await app.db.select().from(mapPoints).where(eq(mapPoints.id, point.id));
    expect(keptPoint).toMatchObject({ name: '隔离点位', x: 100, y: 200 });
  });

  it('follows the project flags: a viewer reads but cannot change; a member without PROJECT gets 403', async () => {
    const map = await createdMap('权限地图');
    const point = (await addPoint(map.id, '权限点位')).body.data;
    const viewer = await addMember(app, '13800009301', { name: '地图只读', menuCodes: ['PROJECT'] });
    expect((await detail(viewer, map.id)).statusCode).toBe(404);
    await share(viewer, 'VIEW');
    expect((await detail(viewer, map.id)).body.data.points).toHaveLength(1);
    const refused = await app.call(viewer, {
      method: 'POST',
      url: MAP_API.pointMove,
      payload: { id: point.id, x: 5, y: 5 },
    });
    expect([refused.statusCode, refused.body.message]).toEqual([403, '您没有编辑项目「地图项目」的权限']);
    expect((await createMap('只读新建', viewer)).statusCode).toBe(403);
    await share(viewer, 'EDIT');
    expect((await createMap('编辑新建', viewer)).statusCode).toBe(200);

    const noMenu = await addMember(app, '13800009302', { name: '无项目菜单', menuCodes: ['QA'] });
    await share(noMenu, 'EDIT');
    expect((await detail(noMenu, map.id)).statusCode).toBe(403);
    expect((await page(noMenu)).statusCode).toBe(403);
  });
});

describe('what a client sends to the map calls never becomes a 500', () => {
  it('answers random fields and foreign ids with an envelope', async () => {
    const foreignProject = (await createProject(app, app.enterpriseC, '别人的地图项目')).id;
    const foreign = await app.call<MapDetail>(app.enterpriseC, {
      method: 'PUT',
      url: MAP_API.create,
      payload: { projectId: foreignProject, name: '别人的地图', ...PICTURE },
    });
    const foreignId = foreign.body.data.id;
    const calls = Object.entries({
      GET: [MAP_API.page, MAP_API.detail, MAP_API.projectPoints, MAP_API.pointUses],
      PUT: [MAP_API.create, MAP_API.pointCreate],
      POST: [MAP_API.rename, MAP_API.picture, MAP_API.pointMove, MAP_API.pointEdit],
      DELETE: [MAP_API.remove, MAP_API.pointRemove],
    }).flatMap(([method, urls]) =>
      urls.map((url) => [method as 'GET' | 'PUT' | 'POST' | 'DELETE', url] as const),
    );
    const fieldNames = fc.constantFrom(
      'id',
      'projectId',
      'mapId',
      'name',
      'floor',
      'type',
      'x',
      'y',
      'pictureUrl',
      'pictureWidth',
      'pictureHeight',
      'pageNo',
      '__proto__',
    );
    const value = fc.oneof(
      fc.constantFrom(foreignId, foreignProject, projectId, 'RECEPTION', '/x.png', ''),
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.jsonValue({ maxDepth: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
        fc.dictionary(fieldNames, value, { maxKeys: 7 }),
        async ([method, url], fields) => {
          const query = Object.fromEntries(
            Object.entries(fields).map(([key, field]) => [
              key,
              typeof field === 'string' ? field : JSON.stringify(field),
            ]),
          );
          const answer =
            method === 'GET' || method === 'DELETE'
              ? await app.call(app.enterpriseA, { method, url, query })
              : await app.call(app.enterpriseA, { method, url, payload: JSON.stringify(fields) });
          expect(answer.statusCode).toBeLessThan(500);
          expect(answer.body).toHaveProperty('status');
        },
      ),
      { numRuns: 200 },
    );
    const [kept] = await app.db.select().from(maps).where(eq(maps.id, foreignId));
    expect(kept.name).toBe('别人的地图');
  });
});
