import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMAND_TIMEOUT_SECONDS,
  DEVICE_API,
  DEVICE_MSG,
  type DeviceCommand,
  type DeviceSummary,
  type NamedItem,
  OFFLINE_AFTER_SECONDS,
} from '../../../src/shared/api/devices';
import type { Page } from '../../../src/shared/api/paging';
import { MSG } from '../../../src/shared/messages';
import { MENU_CODES } from '../../../src/shared/permissions';
import { deviceCommands, devices, operationLog, tenantRoles } from '../../db/schema';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';
import { bringOnline, buyDevices } from './device-fixtures';

let app: ManagerTestApp;
/** A project of enterprise A with five devices: two S1 online, one S1 inactive, two R2 inactive. */
let projectId: string;
let keys: string[];
let onlineIds: string[];
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '设备列表')).id;
  const guides = await buyDevices(app, app.enterpriseA, projectId, { quantity: 3 });
  const receptions = await buyDevices(app, app.enterpriseA, projectId, {
    model: 'reception-r2',
    quantity: 2,
  });
  keys = [...guides.activationKeys, ...receptions.activationKeys];
  onlineIds = [await bringOnline(app, keys[0], 'SN-A-001'), await bringOnline(app, keys[1], 'SN-A-002')];
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const page = (query: Record<string, string | number> = {}, caller: Caller = app.enterpriseA) =>
  app.call<Page<DeviceSummary>>(caller, {
    method: 'GET',
    url: DEVICE_API.page,
    query: { projectId, pageSize: 100, ...query } as never,
  });
const names = async (query: Record<string, string | number> = {}) =>
  (await page(query)).body.data.content.map((device) => device.name);
const edit = (id: string, name: string, tags: unknown, caller: Caller = app.enterpriseA) =>
  app.call<DeviceSummary>(caller, { method: 'POST', url: DEVICE_API.edit, payload: { id, name, tags } });
const enable = (id: string, enabled: boolean, caller: Caller = app.enterpriseA) =>
  app.call<DeviceSummary>(caller, { method: 'PUT', url: DEVICE_API.enable, payload: { id, enabled } });
const command = (payload: Record<string, unknown>, caller: Caller = app.enterpriseA) =>
  app.call<DeviceCommand>(caller, { method: 'PUT', url: DEVICE_API.command, payload });
const stored = async (id: string) => (await app.db.select().from(devices).where(eq(devices.id, id)))[0];

describe('device list', () => {
  it('pages the project devices with their state, battery and key, newest order first in number order', async () => {
    const all = await page({ pageSize: 2 });
    expect(all.statusCode).toBe(200);
    expect(all.body.data).toMatchObject({ size: 2, number: 0, totalElements: 5 });
    expect(all.body.data.content.map((device) => device.name)).toEqual([
      '前台接待机器人 R2 #1',
      '前台接待机器人 R2 #2',
    ]);
    const last = await page({ pageNo: 2, pageSize: 2 });
    expect(last.body.data.content).toHaveLength(1);

    const online = (await page()).body.data.content.find((device) => device.id === onlineIds[0]);
    expect(online).toMatchObject({
      name: '迎宾讲解机器人 S1 #1',
      serial: 'SN-A-001',
      model: 'guide-s1',
      modelName: '迎宾讲解机器人 S1',
      tags: [],
      state: 'ONLINE',
      battery: 76,
      charging: true,
      volume: 40,
      currentPage: 'main',
      // No released screen in this project: the page has no name to show.
      currentPageName: null,
      position: null,
      activationKey: keys[0],
      expiringSoon: false,
    });
    expect(online).not.toHaveProperty('tokenHash');
  });

  it('filters by name or serial (literally), tag, model and state computed at this moment', async () => {
    expect(await names({ name: 'R2' })).toEqual(['前台接待机器人 R2 #1', '前台接待机器人 R2 #2']);
    expect(await names({ name: 'sn-a-002' })).toEqual(['迎宾讲解机器人 S1 #2']);
    expect(await names({ name: '%' })).toEqual([]);
    expect(await names({ model: 'guide-s1' })).toHaveLength(3);
    expect(await names({ state: 'ONLINE' })).toEqual(['迎宾讲解机器人 S1 #1', '迎宾讲解机器人 S1 #2']);
    expect(await names({ state: 'INACTIVE' })).toHaveLength(3);
    expect(await names({ state: 'EXPIRED' })).toEqual([]);

    await app.db
      .update(devices)
      .set({ tags: ['一楼', '展厅'] })
      .where(eq(devices.id, onlineIds[0]));
    expect(await names({ tag: '展厅' })).toEqual(['迎宾讲解机器人 S1 #1']);
    expect(await names({ tag: '展' })).toEqual([]);

    const soon = new Date(app.clock.now().getTime() + 5 * 86_400_000);
    await app.db.update(devices).set({ expiresAt: soon }).where(eq(devices.activationKey, keys[4]));
    const expiring = (await page({ expiringSoon: 'true' })).body.data.content;
    expect(expiring.map((device) => [device.name, device.expiringSoon])).toEqual([
      ['前台接待机器人 R2 #2', true],
    ]);
    await app.db
      .update(devices)
      .set({ expiresAt: app.clock.now() })
      .where(eq(devices.activationKey, keys[4]));
    expect(await names({ expiringSoon: 'true' })).toEqual([]);
    expect(await names({ state: 'EXPIRED' })).toEqual(['前台接待机器人 R2 #2']);

    app.clock.advance((OFFLINE_AFTER_SECONDS + 1) * 1000);
    expect(await names({ state: 'ONLINE' })).toEqual([]);
    expect(await names({ state: 'OFFLINE' })).toHaveLength(2);
    await bringOnline(app, keys[0], 'SN-A-001');
    await bringOnline(app, keys[1], 'SN-A-002');
  });

  it('answers 400 to bad filters and paging, 404 to projects of other scopes', async () => {
    const bad: Record<string, string | number>[] = [
      { state: 'SLEEPING' },
      { pageSize: 1000 },
      { pageNo: -1 },
      { name: 'x'.repeat(31) },
      { expiringSoon: 'maybe' },
    ];
    for (const query of bad) {
      expect((await page(query)).statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await app.call(app.enterpriseA, { method: 'GET', url: DEVICE_API.page })).statusCode).toBe(400);
    for (const caller of [app.enterpriseC, app.personB, app.adminPersonal]) {
      const refused = await page({}, caller);
      expect(refused.statusCode).toBe(404);
      expect(refused.body.message).toBe(MSG.projectNotFound);
    }
    expect((await page({ projectId: 'nonsense' })).statusCode).toBe(404);
  });

  it('refuses every device call to a caller without the DEVICE menu', async () => {
    const theirRoles = eq(tenantRoles.tenantId, app.enterpriseC.tenantId ?? '');
    await app.db
      .update(tenantRoles)
      .set({ menuCodes: ['PROJECT', 'OVERVIEW'] })
      .where(theirRoles);
    const own = (await createProject(app, app.enterpriseC, '无设备菜单')).id;
    const refused = await page({ projectId: own }, app.enterpriseC);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(MSG.noPermission);
    const models = await app.call(app.enterpriseC, { method: 'GET', url: DEVICE_API.model });
    expect(models.statusCode).toBe(403);
    await app.db
      .update(tenantRoles)
      .set({ menuCodes: [...MENU_CODES] })
      .where(theirRoles);
    expect((await page({ projectId: own }, app.enterpriseC)).statusCode).toBe(200);
  });

  it('answers a device detail in the caller reach only', async () => {
    const detail = await app.call<DeviceSummary>(app.enterpriseA, {
      method: 'GET',
      url: DEVICE_API.detail,
      query: { id: onlineIds[1] },
    });
    expect(detail.body.data).toMatchObject({ id: onlineIds[1], state: 'ONLINE', activationKey: keys[1] });
    for (const [caller, id] of [
      [app.enterpriseC, onlineIds[1]],
      [app.enterpriseA, 'not-a-uuid'],
      [app.enterpriseA, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const refused = await app.call(caller, { method: 'GET', url: DEVICE_API.detail, query: { id } });
      expect(refused.statusCode).toBe(404);
      expect(refused.body.message).toBe(DEVICE_MSG.deviceNotFound);
    }
  });

  it('lists the project tags and the models as id and name, filtered by name', async () => {
    await app.db
      .update(devices)
      .set({ tags: ['二楼', '展厅'] })
      .where(eq(devices.id, onlineIds[1]));
    const tags = (query: Record<string, string>) =>
      app.call<NamedItem[]>(app.enterpriseA, {
        method: 'GET',
        url: DEVICE_API.tag,
        query: { projectId, ...query },
      });
    expect((await tags({})).body.data).toEqual([
      { id: '一楼', name: '一楼' },
      { id: '二楼', name: '二楼' },
      { id: '展厅', name: '展厅' },
    ]);
    expect((await tags({ name: '楼' })).body.data.map((tag) => tag.name)).toEqual(['一楼', '二楼']);
    expect((await tags({ name: '%' })).body.data).toEqual([]);
    const foreign = await app.call(app.enterpriseC, {
      method: 'GET',
      url: DEVICE_API.tag,
      query: { projectId },
    });
    expect(foreign.statusCode).toBe(404);

    const models = await app.call<NamedItem[]>(app.enterpriseA, { method: 'GET', url: DEVICE_API.model });
    expect(models.body.data.map((model) => model.id)).toEqual([
      'guide-s1',
      'reception-r2',
      'patrol-p1',
      'delivery-d3',
    ]);
    const patrol = await app.call<NamedItem[]>(app.enterpriseA, {
      method: 'GET',
      url: DEVICE_API.model,
      query: { name: '巡逻' },
    });
    expect(patrol.body.data).toEqual([{ id: 'patrol-p1', name: '安防巡逻机器人 P1' }]);
  });
});

describe('device changes', () => {
  it('edits name and tags (each once), logs it, and refuses bad input and other enterprises', async () => {
    const was = await stored(onlineIds[0]);
    const edited = await edit(onlineIds[0], '  大厅迎宾  ', ['一楼', '迎宾', '一楼']);
    expect(edited.body).toMatchObject({ status: 0, message: DEVICE_MSG.edited });
    expect(edited.body.data).toMatchObject({ name: '大厅迎宾', tags: ['一楼', '迎宾'] });
    const [logged] = await app.db.select().from(operationLog).where(eq(operationLog.action, 'device.edit'));
    expect(logged.detail).toMatchObject({ deviceId: onlineIds[0], name: '大厅迎宾' });
    expect(logged.detail).toHaveProperty('before', { name: was.name, tags: was.tags });
    expect(logged.detail).toHaveProperty('after', { name: '大厅迎宾', tags: ['一楼', '迎宾'] });
    // The robot's key and token never reach a log every administrator reads.
    expect(JSON.stringify(logged.detail)).not.toMatch(
      new RegExp(`${was.activationKey}|activationKey|tokenHash`),
    );

    for (const [name, tags, message] of [
      ['', [], '请输入设备名称'],
      ['名'.repeat(31), [], '设备名称不能超过30个字符'],
      ['好名字', ['标'.repeat(21)], '标签不能超过20个字符'],
      ['好名字', Array.from({ length: 11 }, (_, index) => `标签${index}`), '最多添加10个标签'],
      ['好名字', 'not-a-list', MSG.badRequest],
    ] as const) {
      const refused = await edit(onlineIds[0], name, tags);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect((await edit(onlineIds[0], '篡改', [], app.enterpriseC)).statusCode).toBe(404);
    expect((await stored(onlineIds[0])).name).toBe('大厅迎宾');
  });

  it('停用 ends the robot access at once and 启用 restores it; each change logged once', async () => {
    const disabled = await enable(onlineIds[1], false);
    expect(disabled.body).toMatchObject({
      status: 0,
      message: DEVICE_MSG.disabled,
      data: { state: 'DISABLED' },
    });
    const disabledAt = (await stored(onlineIds[1])).disabledAt;
    expect(disabledAt).toEqual(app.clock.now());
    app.clock.advance(1000);
    await enable(onlineIds[1], false);
    expect((await stored(onlineIds[1])).disabledAt).toEqual(disabledAt);

    expect((await enable(onlineIds[1], true, app.enterpriseC)).statusCode).toBe(404);
    expect((await stored(onlineIds[1])).disabledAt).toEqual(disabledAt);
    expect((await enable(onlineIds[1], 'yes' as never)).statusCode).toBe(400);

    const enabled = await enable(onlineIds[1], true);
    expect(enabled.body.data.state).toBe('ONLINE');
    const actions = (await app.db.select().from(operationLog))
      .filter((entry) => entry.detail?.deviceId === onlineIds[1])
      .map((entry) => entry.action);
    expect(actions).toEqual(['device.disable', 'device.enable']);
  });
});

describe('device commands', () => {
  it('stores a command for an online robot, which times out unfinished', async () => {
    const sent = await command({ deviceId: onlineIds[0], kind: 'SPEAK', payload: { text: '欢迎光临' } });
    expect(sent.body).toMatchObject({
      status: 0,
      message: DEVICE_MSG.commandSent,
      data: { deviceId: onlineIds[0], kind: 'SPEAK', payload: { text: '欢迎光临' }, status: 'PENDING' },
    });
    const [row] = await app.db.select().from(deviceCommands).where(eq(deviceCommands.id, sent.body.data.id));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(COMMAND_TIMEOUT_SECONDS * 1000);
    const [logged] = await app.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.action, 'device.command'));
    expect(logged.detail).toMatchObject({ commandId: sent.body.data.id, kind: 'SPEAK' });

    app.clock.advance(1000);
    await command({ deviceId: onlineIds[0], kind: 'SET_VOLUME', payload: { volume: 60 } });
    const history = async () =>
      (
        await app.call<Page<DeviceCommand>>(app.enterpriseA, {
          method: 'GET',
          url: DEVICE_API.commandPage,
          query: { deviceId: onlineIds[0] },
        })
      ).body.data;
    expect((await history()).content.map((entry) => [entry.kind, entry.status])).toEqual([
      ['SET_VOLUME', 'PENDING'],
      ['SPEAK', 'PENDING'],
    ]);
    await app.db
      .update(deviceCommands)
      .set({ status: 'DONE', finishedAt: app.clock.now() })
      .where(eq(deviceCommands.id, sent.body.data.id));
    app.clock.advance(COMMAND_TIMEOUT_SECONDS * 1000);
    expect((await history()).content.map((entry) => entry.status)).toEqual(['TIMED_OUT', 'DONE']);
  });

  it('refuses a command to a robot that is not online, with nothing stored', async () => {
    const before = (await app.db.select().from(deviceCommands)).length;
    const inactive = (await page({ state: 'INACTIVE' })).body.data.content[0];
    app.clock.advance((OFFLINE_AFTER_SECONDS + 1) * 1000);
    for (const deviceId of [inactive.id, onlineIds[0]]) {
      const refused = await command({ deviceId, kind: 'GO_TO', payload: { point: '前台' } });
      expect(refused.statusCode).toBe(409);
      expect(refused.body.message).toBe(DEVICE_MSG.commandOffline);
    }
    await bringOnline(app, keys[0], 'SN-A-001');
    await enable(onlineIds[0], false);
    expect(
      (await command({ deviceId: onlineIds[0], kind: 'SHOW_PAGE', payload: { page: 'main' } })).statusCode,
    ).toBe(409);
    await enable(onlineIds[0], true);
    expect((await app.db.select().from(deviceCommands)).length).toBe(before);
  });

  it('answers 400 to malformed commands and 404 to devices of other enterprises', async () => {
    for (const payload of [
      { deviceId: onlineIds[0], kind: 'SPEAK', payload: { text: '' } },
      { deviceId: onlineIds[0], kind: 'SPEAK', payload: { text: '话'.repeat(201) } },
      { deviceId: onlineIds[0], kind: 'SET_VOLUME', payload: { volume: 101 } },
      { deviceId: onlineIds[0], kind: 'SET_VOLUME', payload: { volume: '50' } },
      { deviceId: onlineIds[0], kind: 'DANCE', payload: {} },
      { deviceId: onlineIds[0], kind: 'GO_TO' },
      { kind: 'SPEAK', payload: { text: '你好' } },
    ]) {
      const refused = await command(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.body.status).toBe(-1);
    }
    const before = (await app.db.select().from(deviceCommands)).length;
    const foreign = await command(
      { deviceId: onlineIds[0], kind: 'SPEAK', payload: { text: '你好' } },
      app.enterpriseC,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await app.db.select().from(deviceCommands)).length).toBe(before);
    const foreignHistory = await app.call(app.enterpriseC, {
      method: 'GET',
      url: DEVICE_API.commandPage,
      query: { deviceId: onlineIds[0] },
    });
    expect(foreignHistory.statusCode).toBe(404);
  });
});
