import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LINK } from '../../src/shared/api/device-link';
import type { DeviceCommand } from '../../src/shared/api/devices';
import {
  type Alarm,
  type DeviceSample,
  MONITORING_API,
  MONITORING_MSG,
  type MonitoredRobot,
  type RobotDetail,
} from '../../src/shared/api/monitoring';
import type { Page } from '../../src/shared/api/paging';
import { MENU_CODES } from '../../src/shared/permissions';
import { alarms, deviceCommands, devices, tenantRoles } from '../db/schema';
import { eventually } from '../device-link/device-link-test-app';
import { createProject } from '../manager/test-support/fixtures';
import { createManagerTestApp, type ManagerTestApp } from '../manager/test-support/manager-test-app';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { activatedRobot, beat, openFeed } from './test-support/monitoring-fixtures';

let app: ManagerTestApp;
let projectId: string;
let robot: { id: string; token: string };

beforeAll(async () => {
  app = await createManagerTestApp({ monitoring: { sweepMs: 30, batchMs: 20, keepAliveMs: 200 } });
  projectId = (await createProject(app, app.enterpriseA, '监控测试项目')).id;
  robot = await activatedRobot(app, projectId);
}, TEST_APP_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

const robotsOf = async (query: Record<string, string> = {}) =>
  (
    await app.call<Page<MonitoredRobot>>(app.enterpriseA, {
      method: 'GET',
      url: MONITORING_API.robots,
      query,
    })
  ).body.data.content;

const openAlarms = async (kind: string) =>
  (
    await app.call<Page<Alarm>>(app.enterpriseA, {
      method: 'GET',
      url: MONITORING_API.alarms,
      query: { deviceId: robot.id, kind, open: 'true' },
    })
  ).body.data.content;

describe('monitoring: robots, samples and alarms from heartbeats', () => {
  it('shows a robot with what its heartbeat said, keeps a sample at most every 20 s', async () => {
    const position = { mapId: 'floor-1', x: 120, y: 340, pointName: '前台' };
    await beat(app, robot.token, { battery: 76, currentPage: 'home', position });
    const [row] = await robotsOf({ projectId });
    expect(row).toMatchObject({
      id: robot.id,
      projectName: '监控测试项目',
      state: 'ONLINE',
      battery: 76,
      currentPage: 'home',
      position,
      openAlarms: [],
    });
    app.clock.advance(10_000);
    await beat(app, robot.token, { battery: 75, position: { ...position, x: 130 } });
    app.clock.advance(11_000);
    await beat(app, robot.token, { battery: 74, position: { ...position, x: 140 } });
    const samples = await app.call<DeviceSample[]>(app.enterpriseA, {
      method: 'GET',
      url: MONITORING_API.samples,
      query: { deviceId: robot.id },
    });
    expect(samples.body.data.map((sample) => [sample.battery, sample.x])).toEqual([
      [76, 120],
      [74, 140],
    ]);
    expect(await robotsOf({ projectId, tag: '大厅', state: 'ONLINE', name: '迎宾' })).toHaveLength(1);
    expect(await robotsOf({ projectId, state: 'OFFLINE' })).toHaveLength(0);
  });

  it('opens LOW_BATTERY under 20 % and ends it once charged past 25 %', async () => {
    await beat(app, robot.token, { battery: 12 });
    await eventually(async () => expect(await openAlarms('LOW_BATTERY')).toHaveLength(1));
    expect((await robotsOf({ projectId }))[0].openAlarms).toEqual(['LOW_BATTERY']);
    await beat(app, robot.token, { battery: 22 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await openAlarms('LOW_BATTERY')).toHaveLength(1);
    await beat(app, robot.token, { battery: 30 });
    await eventually(async () => expect(await openAlarms('LOW_BATTERY')).toHaveLength(0));
  });

  it('opens OFFLINE when the robot falls silent, ends it at its next beat; the history keeps both ends', async () => {
    app.clock.advance(31_000);
    await eventually(async () => expect(await openAlarms('OFFLINE')).toHaveLength(1));
    expect((await robotsOf({ projectId }))[0]).toMatchObject({ state: 'OFFLINE', openAlarms: ['OFFLINE'] });
    await beat(app, robot.token);
    await eventually(async () => expect(await openAlarms('OFFLINE')).toHaveLength(0));
    const ended = await app.call<Page<Alarm>>(app.enterpriseA, {
      method: 'GET',
      url: MONITORING_API.alarms,
      query: { projectId, kind: 'OFFLINE', open: 'false' },
    });
    expect(ended.body.data.content[0]).toMatchObject({ deviceName: '迎宾一号', kind: 'OFFLINE' });
    expect(ended.body.data.content[0].endedAt).not.toBeNull();
  });

  it('acknowledging records the person once; a second acknowledgement changes nothing', async () => {
    const [alarm] = (
      await app.call<Page<Alarm>>(app.enterpriseA, {
        method: 'GET',
        url: MONITORING_API.alarms,
        query: { projectId },
      })
    ).body.data.content;
    const first = await app.call<Alarm>(app.enterpriseA, {
      method: 'POST',
      url: MONITORING_API.acknowledge,
      payload: { id: alarm.id },
    });
    expect(first.body.message).toBe(MONITORING_MSG.acknowledged);
    expect(first.body.data.acknowledgedByName).toBeTruthy();
    app.clock.advance(1_000);
    const again = await app.call<Alarm>(app.enterpriseA, {
      method: 'POST',
      url: MONITORING_API.acknowledge,
      payload: { id: alarm.id },
    });
    expect(again.body.data.acknowledgedAt).toBe(first.body.data.acknowledgedAt);
  });

  it('opens COMMAND_UNACKED for a command nobody answers, ends it when the robot acknowledges', async () => {
    await beat(app, robot.token);
    const sent = await app.call<DeviceCommand>(app.enterpriseA, {
      method: 'PUT',
      url: MONITORING_API.command,
      payload: { deviceId: robot.id, kind: 'SPEAK', payload: { text: '你好' } },
    });
    expect(sent.statusCode).toBe(200);
    app.clock.advance(16_000);
    await beat(app, robot.token);
    await eventually(async () => expect(await openAlarms('COMMAND_UNACKED')).toHaveLength(1));
    const ack = await app.app.inject({
      method: 'POST',
      url: DEVICE_LINK.ack.replace(':id', sent.body.data.id),
      headers: { authorization: `Bearer ${robot.token}` },
      payload: { status: 'ACKED' },
    });
    expect(ack.statusCode).toBe(200);
    await eventually(async () => expect(await openAlarms('COMMAND_UNACKED')).toHaveLength(0));
  });
  it('opens KEY_EXPIRING within 15 days of the key’s end and ends it once renewed', async () => {
    const expiring = await activatedRobot(app, projectId, '即将到期');
    await app.db
      .update(devices)
      .set({ expiresAt: new Date(app.clock.now().getTime() + 10 * 86_400_000) })
      .where(eq(devices.id, expiring.id));
    const open = async () =>
      (
        await app.call<Page<Alarm>>(app.enterpriseA, {
          method: 'GET',
          url: MONITORING_API.alarms,
          query: { deviceId: expiring.id, kind: 'KEY_EXPIRING', open: 'true' },
        })
      ).body.data.content;
    await eventually(async () => expect(await open()).toHaveLength(1));
    expect((await open())[0].detail.expiresAt).toBeTruthy();
    await app.db
      .update(devices)
      .set({ expiresAt: new Date(app.clock.now().getTime() + 365 * 86_400_000) })
      .where(eq(devices.id, expiring.id));
    await eventually(async () => expect(await open()).toHaveLength(0));
  });
});

describe('monitoring: the live feed', () => {
  it('sends the beats of the caller’s projects in batches, and nothing to another enterprise', async () => {
    const mine = await openFeed(app, app.enterpriseA);
    const theirs = await openFeed(app, app.enterpriseC);
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await beat(app, robot.token, {
      battery: 64,
      position: { mapId: 'floor-1', x: 1, y: 2, pointName: null },
    });
    await beat(app, robot.token, {
      battery: 63,
      position: { mapId: 'floor-1', x: 3, y: 4, pointName: null },
    });
    await eventually(() => {
      const beats = mine.batches.flatMap((batch) => batch.beats).filter((one) => one.deviceId === robot.id);
      expect(beats.at(-1)).toMatchObject({ battery: 63, position: { x: 3, y: 4 } });
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(theirs.batches.flatMap((batch) => batch.beats)).toEqual([]);
    mine.stop();
    theirs.stop();
  });

  it('refuses a caller without a session', async () => {
    const feed = await openFeed(app, { headers: {}, userId: '', tenantId: null });
    expect(feed.status).toBe(401);
  });
});

describe('monitoring: refusals', () => {
  it('answers bad input with 400 or 404, never 500', async () => {
    const bad = [
      { method: 'GET', url: MONITORING_API.robots, query: { pageSize: '1000' } },
      { method: 'GET', url: MONITORING_API.robots, query: { state: 'SLEEPING' } },
      { method: 'GET', url: MONITORING_API.robot, query: {} },
      { method: 'GET', url: MONITORING_API.samples, query: { deviceId: robot.id, hours: '0' } },
      { method: 'GET', url: MONITORING_API.conversations, query: { deviceId: robot.id, pageNo: '-1' } },
      { method: 'GET', url: MONITORING_API.alarms, query: { kind: 'FIRE' } },
      { method: 'GET', url: MONITORING_API.alarms, query: { open: 'maybe' } },
      { method: 'POST', url: MONITORING_API.acknowledge, payload: {} },
      {
        method: 'PUT',
        url: MONITORING_API.command,
        payload: { deviceId: robot.id, kind: 'SPEAK', payload: {} },
      },
      {
        method: 'PUT',
        url: MONITORING_API.command,
        payload: { deviceId: robot.id, kind: 'DANCE', payload: {} },
      },
    ] as const;
    for (const request of bad) {
      const answer = await app.call(app.enterpriseA, request);
      expect(answer.statusCode, `${request.url} ${JSON.stringify(request)}`).toBe(400);
    }
    for (const [url, query] of [
      [MONITORING_API.robot, { id: 'not-a-uuid' }],
      [MONITORING_API.samples, { deviceId: '00000000-0000-4000-8000-000000000000' }],
      [MONITORING_API.robots, { projectId: 'nope' }],
    ] as const) {
      expect((await app.call(app.enterpriseA, { method: 'GET', url, query })).statusCode).toBe(404);
    }
  });

  it('another enterprise neither sees nor changes this robot, its alarms or its commands', async () => {
    const other = app.enterpriseC;
    for (const [url, query] of [
      [MONITORING_API.robot, { id: robot.id }],
      [MONITORING_API.samples, { deviceId: robot.id }],
      [MONITORING_API.conversations, { deviceId: robot.id }],
      [MONITORING_API.commands, { deviceId: robot.id }],
      [MONITORING_API.alarms, { projectId }],
    ] as const) {
      const answer = await app.call(other, { method: 'GET', url, query });
      expect(answer.statusCode, url).toBe(404);
    }
    const theirRobots = await app.call<Page<MonitoredRobot>>(other, {
      method: 'GET',
      url: MONITORING_API.robots,
    });
    expect(theirRobots.body.data.content.map((row) => row.id)).not.toContain(robot.id);
    const theirAlarms = await app.call<Page<Alarm>>(other, { method: 'GET', url: MONITORING_API.alarms });
    expect(theirAlarms.body.data.totalElements).toBe(0);

    const [alarm] = await app.db.select().from(alarms).where(eq(alarms.deviceId, robot.id)).limit(1);
    await app.db
      .update(alarms)
      .set({ acknowledgedAt: null, acknowledgedBy: null })
      .where(eq(alarms.id, alarm.id));
    const ack = await app.call(other, {
      method: 'POST',
      url: MONITORING_API.acknowledge,
      payload: { id: alarm.id },
    });
    expect(ack.statusCode).toBe(404);
    const [after] = await app.db.select().from(alarms).where(eq(alarms.id, alarm.id));
    expect(after.acknowledgedAt).toBeNull();

    const before = await app.db.select().from(deviceCommands).where(eq(deviceCommands.deviceId, robot.id));
    const command = await app.call(other, {
      method: 'PUT',
      url: MONITORING_API.command,
      payload: { deviceId: robot.id, kind: 'SPEAK', payload: { text: '越权' } },
    });
    expect(command.statusCode).toBe(404);
    expect(
      await app.db.select().from(deviceCommands).where(eq(deviceCommands.deviceId, robot.id)),
    ).toHaveLength(before.length);
  });

  it('without REMOTE_CONTROL the robot is visible and commands are refused with 403', async () => {
    const tenantId = app.enterpriseA.tenantId as string;
    const withoutControl = MENU_CODES.filter((code) => code !== 'REMOTE_CONTROL');
    await app.db
      .update(tenantRoles)
      .set({ menuCodes: withoutControl })
      .where(eq(tenantRoles.tenantId, tenantId));
    try {
      await beat(app, robot.token);
      const detail = await app.call<RobotDetail>(app.enterpriseA, {
        method: 'GET',
        url: MONITORING_API.robot,
        query: { id: robot.id },
      });
      expect(detail.statusCode).toBe(200);
      const before = await app.db.select().from(deviceCommands).where(eq(deviceCommands.deviceId, robot.id));
      const refused = await app.call(app.enterpriseA, {
        method: 'PUT',
        url: MONITORING_API.command,
        payload: { deviceId: robot.id, kind: 'SET_VOLUME', payload: { volume: 30 } },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.body.message).toBe(MONITORING_MSG.remoteControlRefused);
      const after = await app.db
        .select()
        .from(deviceCommands)
        .where(and(eq(deviceCommands.deviceId, robot.id)));
      expect(after).toHaveLength(before.length);
    } finally {
      await app.db
        .update(tenantRoles)
        .set({ menuCodes: [...MENU_CODES] })
        .where(eq(tenantRoles.tenantId, tenantId));
    }
  });

  it('without MONITOR nothing of monitoring answers', async () => {
    const tenantId = app.enterpriseA.tenantId as string;
    await app.db
      .update(tenantRoles)
      .set({ menuCodes: MENU_CODES.filter((code) => code !== 'MONITOR') })
      .where(eq(tenantRoles.tenantId, tenantId));
    try {
      const answer = await app.call(app.enterpriseA, { method: 'GET', url: MONITORING_API.robots });
      expect(answer.statusCode).toBe(403);
    } finally {
      await app.db
        .update(tenantRoles)
        .set({ menuCodes: [...MENU_CODES] })
        .where(eq(tenantRoles.tenantId, tenantId));
    }
  });
});
