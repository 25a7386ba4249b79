import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_API, type FleetSummary } from '../../../src/shared/api/devices';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';
import { holdOnly } from './test-support/hold-only';
import { insertDevice } from './test-support/robot-data';

let app: ManagerTestApp;
beforeAll(async () => {
  app = await createManagerTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const fleetOf = (caller: Caller | null) =>
  app.call<FleetSummary>(caller, { method: 'GET', url: DEVICE_API.fleet });

const DAY = 86_400_000;
const shifted = (instant: Date, ms: number) => new Date(instant.getTime() + ms);

describe('fleet', () => {
  it('sums the caller’s robots across their projects and lists those needing attention, most urgent first', async () => {
    const baseline = (await fleetOf(app.enterpriseA)).body.data;
    const now = app.clock.now();
    const hall = await createProject(app, app.enterpriseA, '展厅');
    const lobby = await createProject(app, app.enterpriseA, '大堂');
    const aYearOn = shifted(now, 365 * DAY);
    await insertDevice(app.db, hall.id, { name: '健康', lastSeenAt: now, battery: 80, expiresAt: aYearOn });
    await insertDevice(app.db, hall.id, { name: '没电', lastSeenAt: now, battery: 12, expiresAt: aYearOn });
    await insertDevice(app.db, hall.id, {
      name: '失联',
      lastSeenAt: shifted(now, -DAY),
      battery: 5,
      expiresAt: aYearOn,
    });
    await insertDevice(app.db, lobby.id, {
      name: '将到期',
      lastSeenAt: now,
      battery: 60,
      expiresAt: shifted(now, 3 * DAY),
    });
    await insertDevice(app.db, lobby.id, { name: '已过期', lastSeenAt: now, expiresAt: shifted(now, -DAY) });
    await insertDevice(app.db, lobby.id, { name: '待激活', expiresAt: aYearOn });
    await insertDevice(app.db, lobby.id, {
      name: '已停用',
      lastSeenAt: shifted(now, -DAY),
      expiresAt: aYearOn,
      disabledAt: now,
    });
    const personal = await createProject(app, app.personB, '个人项目');
    await insertDevice(app.db, personal.id, { name: '个人的', lastSeenAt: now, expiresAt: aYearOn });

    const { statusCode, body } = await fleetOf(app.enterpriseA);
    expect(statusCode).toBe(200);
    const added = (key: 'online' | 'total' | 'inactive' | 'expiringSoon' | 'lowBattery') =>
      body.data[key] - baseline[key];
    expect([
      added('online'),
      added('total'),
      added('inactive'),
      added('expiringSoon'),
      added('lowBattery'),
    ]).toEqual([3, 7, 1, 1, 1]);
    const byName = new Map(body.data.projects.map((project) => [project.projectName, project]));
    expect(byName.get('展厅')).toEqual({
      projectId: hall.id,
      projectName: '展厅',
      online: 2,
      total: 3,
      attention: 2,
    });
    expect(byName.get('大堂')).toMatchObject({ online: 1, total: 4, attention: 2 });
    expect(byName.has('展厅导览机器人')).toBe(true);
    expect(byName.has('个人项目')).toBe(false);

    expect(body.data.attention.total - baseline.attention.total).toBe(4);
    const ours = body.data.attention.items.filter((item) => [hall.id, lobby.id].includes(item.projectId));
    expect(ours.map((item) => [item.deviceName, item.reasons])).toEqual([
      ['已过期', ['EXPIRED']],
      ['失联', ['OFFLINE']],
      ['没电', ['LOW_BATTERY']],
      ['将到期', ['EXPIRING']],
    ]);
    expect(ours[1]).toMatchObject({ projectId: hall.id, projectName: '展厅', state: 'OFFLINE' });

    const person = (await fleetOf(app.personB)).body.data;
    expect(person).toMatchObject({ online: 1, total: 1, attention: { total: 0, items: [] } });
    expect((await fleetOf(app.adminPersonal)).body.data).toMatchObject({ total: 0, projects: [] });
  });

  it('goes offline after 30 seconds without a heartbeat', async () => {
    const onlineBefore = (await fleetOf(app.personB)).body.data.online;
    app.clock.advance(31_000);
    expect((await fleetOf(app.personB)).body.data.online).toBe(onlineBefore - 1);
  });

  it('answers 401 without a token and 403 to a member without the monitoring menu', async () => {
    expect((await fleetOf(null)).statusCode).toBe(401);
    await holdOnly(app, app.enterpriseC, ['PROJECT', 'OVERVIEW']);
    const refused = await fleetOf(app.enterpriseC);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.status).toBe(-1);
  });
});
