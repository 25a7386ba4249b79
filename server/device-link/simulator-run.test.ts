import type { AddressInfo } from 'node:net';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RobotEvent } from '../../src/shared/api/device-link';
import { inactiveKeys } from '../../src/simulator/console-keys';
import { startRobots } from '../../src/simulator/start-robots';
import { systemClock } from '../clock';
import { conversationTurns, deviceCommands, devices, sceneSkillRuns, visitorEvents } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { createDeviceLinkTestApp, type DeviceLinkTestApp, eventually } from './device-link-test-app';

let t: DeviceLinkTestApp;
beforeAll(async () => {
  // Robots a hundred times faster than life call a hundred times as often as the per-robot budget plans for.
  t = await createDeviceLinkTestApp({
    clock: systemClock,
    deviceLink: { callsPerSecond: 1_000, burst: 1_000 },
  });
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

/** Fast robots: a simulated second every 10 ms, a visitor every few seconds, quick retries. */
const FAST = {
  speedUp: 100,
  timing: { backoffMinMs: 20, backoffMaxMs: 200, rates: { visitorGapSeconds: 3, questionEverySeconds: 2 } },
};

const listenOn = (port: number) => `http://127.0.0.1:${port}`;

describe('the robot simulator against the device API', () => {
  it('loses and doubles no event across a server restart in the middle of a run', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const slots = await Promise.all([1, 2, 3].map(() => t.slot(t.projectA)));
    const sent = new Map<string, RobotEvent>();
    const fleet = startRobots({
      url: listenOn(port),
      keys: slots.map((slot) => slot.key),
      onEvent: (_serial, event) => sent.set(`${event.type}:${event.id}`, event),
      ...FAST,
    });
    try {
      // A wait, not a budget: on a loaded CI machine three robots take longer to get going.
      await eventually(
        () => expect(fleet.stats().every((robot) => robot.online && robot.eventsStored >= 5)).toBe(true),
        30_000,
      );

      await t.app.close();
      const createdWhileDown = fleet.stats().reduce((sum, robot) => sum + robot.eventsCreated, 0);
      await eventually(() => expect(fleet.stats().every((robot) => !robot.online)).toBe(true));
      await eventually(() => expect(fleet.pendingEvents()).toBeGreaterThan(10), 30_000);

      const restarted = await t.restart();
      await restarted.listen({ port, host: '127.0.0.1' });
      await eventually(() => {
        const stats = fleet.stats();
        expect(stats.every((robot) => robot.online)).toBe(true);
        expect(stats.reduce((sum, robot) => sum + robot.eventsCreated, 0)).toBeGreaterThan(
          createdWhileDown + 10,
        );
      }, 30_000);
    } finally {
      await fleet.stop();
    }
    expect(fleet.pendingEvents()).toBe(0);

    const deviceIds = slots.map((slot) => slot.id);
    const storedTurns = await t.db
      .select({ id: conversationTurns.eventId })
      .from(conversationTurns)
      .where(inArray(conversationTurns.deviceId, deviceIds));
    const storedVisits = await t.db
      .select({ id: visitorEvents.eventId })
      .from(visitorEvents)
      .where(inArray(visitorEvents.deviceId, deviceIds));
    // The demo project's enabled scene runs on the robots too: its runs are events like any other.
    const storedRuns = await t.db
      .select({ id: sceneSkillRuns.eventId })
      .from(sceneSkillRuns)
      .where(inArray(sceneSkillRuns.deviceId, deviceIds));
    const stored = [
      ...storedTurns.map((row) => `conversation:${row.id}`),
      ...storedVisits.map((row) => `visitor:${row.id}`),
      ...storedRuns.map((row) => `sceneRun:${row.id}`),
    ].sort();
    expect(stored).toEqual([...sent.keys()].sort());
    const stats = fleet.stats();
    // A batch stored just as the server stopped never got its answer: sent again, it came back as
    // duplicates. Stored or duplicate, each event was counted once.
    expect(stats.reduce((sum, robot) => sum + robot.eventsStored + robot.eventsDuplicate, 0)).toBe(sent.size);
    // Both kinds of conversation occurred, and robots said which questions they could not answer.
    expect(storedTurns.length).toBeGreaterThan(0);
    expect(storedVisits.length).toBeGreaterThan(0);
  }, 120_000);

  it('carries out pushed commands and acknowledges them, and its heartbeats show the result', async () => {
    const app = await t.restart();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const { id, key } = await t.slot(t.projectA);
    // No visitors: one asking 「带我去…」 (project A navigates) would lead the robot off the GO_TO
    // under way, and a configuration read meanwhile marks that command failed.
    const noVisitors = { ...FAST.timing, rates: { visitorGapSeconds: 1e9, questionEverySeconds: 1e9 } };
    const fleet = startRobots({ url: listenOn(port), keys: [key], ...FAST, timing: noVisitors });
    try {
      await eventually(() => expect(fleet.stats()[0].online).toBe(true));
      const now = Date.now();
      const commands = [
        { kind: 'SPEAK' as const, payload: { text: '欢迎光临' } },
        { kind: 'GO_TO' as const, payload: { point: '展厅B' } },
        { kind: 'SHOW_PAGE' as const, payload: { page: 'page-guide' } },
        { kind: 'SET_VOLUME' as const, payload: { volume: 35 } },
        { kind: 'GO_TO' as const, payload: { point: '月球' } },
      ];
      const stored = await t.db
        .insert(deviceCommands)
        .values(
          commands.map((command) => ({
            ...command,
            deviceId: id,
            projectId: t.projectA,
            expiresAt: new Date(now + 60_000),
          })),
        )
        .returning({ id: deviceCommands.id });
      const ids = stored.map((row) => row.id);
      await eventually(async () => {
        const rows = await t.db
          .select({ id: deviceCommands.id, status: deviceCommands.status, result: deviceCommands.result })
          .from(deviceCommands)
          .where(inArray(deviceCommands.id, ids));
        const statusOf = (commandId: string) => rows.find((row) => row.id === commandId);
        expect(ids.slice(0, 4).map((commandId) => statusOf(commandId)?.status)).toEqual([
          'DONE',
          'DONE',
          'DONE',
          'DONE',
        ]);
        expect(statusOf(ids[4])).toMatchObject({ status: 'FAILED', result: '地图上没有点位「月球」' });
      }, 15_000);
      await eventually(async () => {
        const [row] = await t.db.select().from(devices).where(eq(devices.id, id));
        // Not its point: sped up 100×, a robot sent somewhere stays there 1.2 s before it wanders on
        // (arriving is the GO_TO command's DONE above).
        expect(row).toMatchObject({ volume: 35, currentPage: 'page-guide' });
      });
    } finally {
      await fleet.stop();
      await app.close();
    }
  }, 30_000);

  it('finds the project’s unactivated keys through the console API when none are given', async () => {
    const app = await t.restart();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      const inactive = await t.db
        .select({ key: devices.activationKey })
        .from(devices)
        .where(and(eq(devices.projectId, t.projectA), isNull(devices.activatedAt)));
      const keys = await inactiveKeys(listenOn(port), t.projectA, 100, {
        account: DEMO_ACCOUNTS.admin.account,
        password: DEMO_PASSWORD,
      });
      expect(keys.sort()).toEqual(inactive.map((row) => row.key).sort());
      expect(keys).toContain('RK-DEMO-ROBO-T005-2026');
    } finally {
      await app.close();
    }
  });
});
