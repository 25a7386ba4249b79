import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapPoint } from '../../../src/shared/api/maps';
import { STORE_SKILL_API, type StoreSkillDetail } from '../../../src/shared/api/store-skills';
import { contentHash, projectContent } from '../../device-link/configuration-bundle';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';
import { floorWithPoints } from './test-support/floor-with-points';

let app: ManagerTestApp;
let projectId: string;
let points: MapPoint[];
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '配置包技能项目')).id;
  points = await floorWithPoints(app, projectId, [
    ['东门', 'ENTRANCE'],
    ['大堂', 'RECEPTION'],
    ['电桩', 'CHARGER'],
  ]);
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const add = async (skillStoreCode: string) =>
  (
    await app.call<StoreSkillDetail>(app.enterpriseA, {
      method: 'POST',
      url: STORE_SKILL_API.copy,
      payload: { skillStoreCode, projectId },
    })
  ).body.data;

describe('store skills in the robots’ configuration bundle', () => {
  it('carries enabled skills with points by name, and the ETag moves with every change', async () => {
    const empty = await projectContent(app.db, projectId);
    expect(empty.skills).toEqual({});
    const patrol = await add('patrol');
    await add('charge');
    const added = await projectContent(app.db, projectId);
    expect(added.skills?.patrol?.route.map((stop) => stop.point).sort()).toEqual(['东门', '大堂'].sort());
    expect(added.skills?.charge).toMatchObject({ chargerPoint: '电桩', goBelow: 20, leaveAbove: 95 });
    expect(contentHash(added)).not.toBe(contentHash(empty));

    const detail = await app.call<StoreSkillDetail>(app.enterpriseA, {
      method: 'GET',
      url: STORE_SKILL_API.detail,
      query: { id: patrol.id },
    });
    const route = [points[1], points[0]].map((point) => ({ pointId: point.id, speech: `到${point.name}了` }));
    await app.call(app.enterpriseA, {
      method: 'POST',
      url: STORE_SKILL_API.edit,
      payload: {
        id: patrol.id,
        version: detail.body.data.configurationVersion,
        definition: { ...(detail.body.data.definition as object), route },
      },
    });
    const edited = await projectContent(app.db, projectId);
    expect(edited.skills?.patrol?.route).toEqual([
      { point: '大堂', speech: '到大堂了', waitSeconds: 10 },
      { point: '东门', speech: '到东门了', waitSeconds: 10 },
    ]);
    expect(contentHash(edited)).not.toBe(contentHash(added));

    await app.call(app.enterpriseA, {
      method: 'PUT',
      url: STORE_SKILL_API.enable,
      payload: { id: patrol.id, enabled: false },
    });
    const disabled = await projectContent(app.db, projectId);
    expect(disabled.skills?.patrol).toBeUndefined();
    expect(contentHash(disabled)).not.toBe(contentHash(edited));
  });
});
