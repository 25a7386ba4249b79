import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapPoint } from '../../../src/shared/api/maps';
import type { Page } from '../../../src/shared/api/paging';
import {
  type ActionIntentExample,
  type SkillProject,
  STORE_SKILL_API,
  STORE_SKILL_MSG,
  type StoreCatalogueRow,
  type StoreSkillDetail,
  type StoreSkillSummary,
} from '../../../src/shared/api/store-skills';
import { addMember } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';
import { floorWithPoints } from './test-support/floor-with-points';

let app: ManagerTestApp;
let projectId: string;
let bareProjectId: string;
let points: MapPoint[];
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '商店技能项目')).id;
  bareProjectId = (await createProject(app, app.enterpriseA, '没有地图的项目')).id;
  points = await floorWithPoints(app, projectId, [
    ['大门', 'ENTRANCE'],
    ['前台', 'RECEPTION'],
    ['展区', 'EXHIBIT'],
    ['充电桩', 'CHARGER'],
  ]);
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const get = <T>(url: string, query: Record<string, string>, caller: Caller = app.enterpriseA) =>
  app.call<T>(caller, { method: 'GET', url, query });
const copy = (payload: object, caller: Caller = app.enterpriseA) =>
  app.call<StoreSkillSummary>(caller, { method: 'POST', url: STORE_SKILL_API.copy, payload });
const edit = (payload: object, caller: Caller = app.enterpriseA) =>
  app.call<StoreSkillDetail>(caller, { method: 'POST', url: STORE_SKILL_API.edit, payload });
const detail = (id: string, caller: Caller = app.enterpriseA) =>
  get<StoreSkillDetail>(STORE_SKILL_API.detail, { id }, caller);

describe('the skill store (spec section 7)', () => {
  it('pages the catalogue, sending 全部 as every label, filtering by label and name', async () => {
    const all = await get<Page<StoreCatalogueRow>>(STORE_SKILL_API.storePage, {
      labelName: '全部',
      pageSize: '20',
    });
    expect(all.body.data.totalElements).toBe(9);
    const security = await get<Page<StoreCatalogueRow>>(STORE_SKILL_API.storePage, { labelName: '安防' });
    expect(security.body.data.content.map((row) => row.skillStoreCode)).toEqual(['patrol']);
    const named = await get<Page<StoreCatalogueRow>>(STORE_SKILL_API.storePage, { name: '问' });
    expect(named.body.data.content.map((row) => row.name)).toEqual(['趣味问答', '问卷调查']);
    const second = await get<Page<StoreCatalogueRow>>(STORE_SKILL_API.storePage, {
      pageNo: '1',
      pageSize: '5',
    });
    expect(second.body.data.content).toHaveLength(4);
    const examples = await get<ActionIntentExample>(STORE_SKILL_API.examples, { skillStoreCode: 'navigate' });
    expect(examples.body.data.examples[0]).toEqual({ visitor: '带我去展厅A', robot: '好的，请跟我来。' });
    const unknown = await get(STORE_SKILL_API.examples, { skillStoreCode: 'teleport' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe(STORE_SKILL_MSG.unknownSkill);
  });

  it('adds a skill to a project with a configuration on its map, once, and refuses what the project lacks', async () => {
    const lacking = await copy({ skillStoreCode: 'patrol', projectId: bareProjectId });
    expect(lacking.statusCode).toBe(409);
    expect(lacking.body.message).toContain('至少两个点位');
    const noPile = await copy({ skillStoreCode: 'charge', projectId: bareProjectId });
    expect(noPile.body.message).toContain('充电桩');

    const added = await copy({ skillStoreCode: 'patrol', projectId });
    expect(added.statusCode).toBe(200);
    expect(added.body.message).toBe(STORE_SKILL_MSG.added);
    expect(added.body.data).toMatchObject({ name: '巡逻', skillStoreCode: 'patrol', enabled: true });
    const again = await copy({ skillStoreCode: 'patrol', projectId });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(STORE_SKILL_MSG.alreadyAdded);

    const opened = await detail(added.body.data.id);
    const route = (opened.body.data.definition as { route: { pointId: string }[] }).route;
    // A route over the project's places, the charging pile left out.
    expect(route.map((stop) => stop.pointId).sort()).toEqual(
      points
        .slice(0, 3)
        .map((point) => point.id)
        .sort(),
    );

    const charge = await copy({ skillStoreCode: 'charge', projectId });
    expect((await detail(charge.body.data.id)).body.data.definition).toMatchObject({
      chargerPointId: points[3].id,
    });
    const projects = await get<SkillProject[]>(STORE_SKILL_API.addedTo, { skillStoreCode: 'patrol' });
    // The demo project of the enterprise has a patrol too.
    expect(projects.body.data.map((row) => row.projectName).sort()).toEqual(
      ['商店技能项目', '展厅导览机器人'].sort(),
    );
    expect(projects.body.data.find((row) => row.projectId === projectId)).toMatchObject({ enabled: true });
    const store = await get<Page<StoreCatalogueRow>>(STORE_SKILL_API.storePage, { name: '巡逻' });
    expect(store.body.data.content[0].addedCount).toBe(2);
  });

  it('lists the project’s skills by label, saves a configuration by version, disables and removes', async () => {
    await copy({ skillStoreCode: 'volumeControl', projectId });
    const operations = await get<Page<StoreSkillSummary>>(STORE_SKILL_API.page, {
      projectId,
      labelName: '运营',
    });
    expect(operations.body.data.content.map((row) => row.skillStoreCode).sort()).toEqual(
      ['charge', 'patrol', 'volumeControl'].sort(),
    );
    const every = await get<Page<StoreSkillSummary>>(STORE_SKILL_API.page, { projectId, labelName: '全部' });
    expect(every.body.data.totalElements).toBe(3);

    const volume = every.body.data.content.find(
      (row) => row.skillStoreCode === 'volumeControl',
    ) as StoreSkillSummary;
    const before = (await detail(volume.id)).body.data;
    const bands = [{ start: '08:00', end: '10:00', volume: 30 }];
    const saved = await edit({
      id: volume.id,
      version: before.configurationVersion,
      definition: { defaultVolume: 50, bands },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.definition).toEqual({ defaultVolume: 50, bands });
    expect(saved.body.data.configurationVersion).toBe(before.configurationVersion + 1);
    const stale = await edit({
      id: volume.id,
      version: before.configurationVersion,
      definition: { defaultVolume: 40, bands },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toBe(STORE_SKILL_MSG.changedMeanwhile);

    const overlapping = await edit({
      id: volume.id,
      version: before.configurationVersion + 1,
      definition: { defaultVolume: 40, bands: [...bands, { start: '09:00', end: '11:00', volume: 20 }] },
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.body.message).toBe('时段不能重叠');

    const disabled = await app.call<StoreSkillSummary>(app.enterpriseA, {
      method: 'PUT',
      url: STORE_SKILL_API.enable,
      payload: { id: volume.id, enabled: false },
    });
    expect(disabled.body).toMatchObject({ message: STORE_SKILL_MSG.disabled, data: { enabled: false } });
    const removed = await app.call(app.enterpriseA, {
      method: 'DELETE',
      url: `${STORE_SKILL_API.remove}?id=${volume.id}`,
    });
    expect(removed.body.message).toBe('删除成功');
    expect((await detail(volume.id)).statusCode).toBe(404);
  });

  it('refuses a route off the project’s map, a charger that is no pile and malformed bodies, never with a 500', async () => {
    const page = await get<Page<StoreSkillSummary>>(STORE_SKILL_API.page, { projectId });
    const idOf = (code: string) =>
      page.body.data.content.find((row) => row.skillStoreCode === code)?.id as string;
    const patrol = (await detail(idOf('patrol'))).body.data;
    const schedule = { days: [1, 2], windows: [{ start: '09:00', end: '12:00' }] };
    const offMap = await edit({
      id: patrol.id,
      version: patrol.configurationVersion,
      definition: { route: [{ pointId: points[0].id }, { pointId: 'elsewhere' }], schedule, repeat: 'LOOP' },
    });
    expect(offMap.statusCode).toBe(400);
    expect(offMap.body.message).toBe(STORE_SKILL_MSG.unknownPoint);
    const short = await edit({
      id: patrol.id,
      version: patrol.configurationVersion,
      definition: { route: [{ pointId: points[0].id }], schedule, repeat: 'LOOP' },
    });
    expect(short.body.message).toBe('巡逻路线至少需要两个点位');
    const charge = (await detail(idOf('charge'))).body.data;
    const notPile = await edit({
      id: charge.id,
      version: charge.configurationVersion,
      definition: { chargerPointId: points[1].id, goBelow: 20, leaveAbove: 90 },
    });
    expect(notPile.body.message).toBe(STORE_SKILL_MSG.notCharger);
    const tooClose = await edit({
      id: charge.id,
      version: charge.configurationVersion,
      definition: { chargerPointId: points[3].id, goBelow: 40, leaveAbove: 50 },
    });
    expect(tooClose.body.message).toBe('离桩电量须比回充电量至少高20%');
    for (const payload of [
      null,
      'x',
      { id: patrol.id },
      { id: patrol.id, version: 'one', definition: {} },
      { id: [], version: 1 },
    ]) {
      const answer = await edit(payload as object);
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
    for (const payload of [
      {},
      { skillStoreCode: 'patrol' },
      { skillStoreCode: 'x'.repeat(100), projectId },
      { skillStoreCode: 'teleport', projectId },
    ]) {
      const answer = await copy(payload);
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
  });

  it('keeps skills to those with the menus and the project, and to their enterprise', async () => {
    const withoutStore = await addMember(app, '13800009401', {
      name: '无商店角色',
      menuCodes: ['PROJECT', 'SKILL_MANAGEMENT', 'SKILL'],
    });
    expect((await get(STORE_SKILL_API.storePage, {}, withoutStore)).statusCode).toBe(403);
    expect((await copy({ skillStoreCode: 'guide', projectId }, withoutStore)).statusCode).toBe(403);
    expect((await get(STORE_SKILL_API.page, { projectId }, withoutStore)).statusCode).toBe(403);

    const page = await get<Page<StoreSkillSummary>>(STORE_SKILL_API.page, { projectId });
    const id = page.body.data.content[0].id;
    const stranger = app.enterpriseC;
    expect((await detail(id, stranger)).statusCode).toBe(404);
    expect((await get(STORE_SKILL_API.page, { projectId }, stranger)).statusCode).toBe(404);
    expect((await copy({ skillStoreCode: 'guide', projectId }, stranger)).statusCode).toBe(404);
    const theirs = await get<SkillProject[]>(STORE_SKILL_API.addedTo, { skillStoreCode: 'patrol' }, stranger);
    expect(theirs.body.data).toEqual([]);
    const removal = await app.call(stranger, { method: 'DELETE', url: `${STORE_SKILL_API.remove}?id=${id}` });
    expect(removal.statusCode).toBe(404);
  });
});
