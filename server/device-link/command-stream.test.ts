import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LINK, DEVICE_LINK_MSG, PUSH_EVENTS } from '../../src/shared/api/device-link';
import { DEVICE_API } from '../../src/shared/api/devices';
import { UC } from '../../src/shared/api/uc-paths';
import { deviceCommands, devices } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { tokenForm } from '../test-support/api-calls';
import type { ManualClock } from '../test-support/manual-clock';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { createDeviceLinkTestApp, type DeviceLinkTestApp, eventually } from './device-link-test-app';
import { listenForCommands as listen } from './test-support/push-listener';

let t: DeviceLinkTestApp;
let url: string;
beforeAll(async () => {
  t = await createDeviceLinkTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

async function robot(projectId = t.projectA) {
  const slot = await t.slot(projectId);
  const serial = `SN-${slot.key.slice(-9)}`;
  return { ...slot, serial, token: await t.activate(slot.key, serial) };
}

async function command(deviceId: string, values: Partial<typeof deviceCommands.$inferInsert> = {}) {
  // Commands of one instant would be pushed in id order: each is a millisecond after the last.
  (t.clock as ManualClock).advance(1);
  const [device] = await t.db
    .select({ projectId: devices.projectId })
    .from(devices)
    .where(eq(devices.id, deviceId));
  const [row] = await t.db
    .insert(deviceCommands)
    .values({
      deviceId,
      projectId: device.projectId,
      kind: 'SPEAK',
      payload: { text: '欢迎光临' },
      createdAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + 60_000),
      ...values,
    })
    .returning({ id: deviceCommands.id });
  return row.id;
}

const statusOf = async (id: string) =>
  (
    await t.db.select({ status: deviceCommands.status }).from(deviceCommands).where(eq(deviceCommands.id, id))
  )[0].status;

const ack = (token: string, id: string, payload: object) =>
  t.call(token, { method: 'POST', url: DEVICE_LINK.ack.replace(':id', id), payload });

describe('GET /device/v1/commands (push channel)', () => {
  it('sends every open command on connect, then each new one, and marks them SENT', async () => {
    const { id, token } = await robot();
    const pending = await command(id, { kind: 'GO_TO', payload: { point: '展厅A' } });
    const alreadySent = await command(id, { status: 'SENT' });
    const finished = await command(id, { status: 'DONE' });
    const expired = await command(id, { expiresAt: new Date(t.clock.now().getTime() - 1) });
    const other = await robot();
    const notMine = await command(other.id);

    const channel = listen(url, token);
    await eventually(() =>
      expect(channel.commands().map((pushed) => pushed.id)).toEqual([pending, alreadySent]),
    );
    expect(channel.commands()[0]).toMatchObject({ kind: 'GO_TO', payload: { point: '展厅A' } });
    expect(channel.events[0].id).toBe(pending);
    await eventually(async () => expect(await statusOf(pending)).toBe('SENT'));
    for (const untouched of [finished, expired, notMine])
      expect(channel.commands().map((c) => c.id)).not.toContain(untouched);
    expect(await statusOf(notMine)).toBe('PENDING');

    const later = await command(id, { kind: 'SET_VOLUME', payload: { volume: 30 } });
    await eventually(() =>
      expect(channel.commands().map((pushed) => pushed.id)).toEqual([pending, alreadySent, later]),
    );
    channel.stop();
    await channel.done;
  });

  it('ends with a `revoked` event when the key is disabled', async () => {
    const { id, token } = await robot();
    const channel = listen(url, token);
    await eventually(() => expect(channel.state.open).toBe(true));
    await t.db.update(devices).set({ disabledAt: t.clock.now() }).where(eq(devices.id, id));
    await eventually(() => expect(channel.state.closed).toBe(true));
    const revoked = channel.events.find((event) => event.event === PUSH_EVENTS.revoked);
    expect(JSON.parse(revoked?.data ?? '{}')).toEqual({ status: 403, message: DEVICE_LINK_MSG.disabled });
  });

  it('ends when the key expires, and when the robot activates again (its old token is void)', async () => {
    const expiring = await robot();
    await t.db
      .update(devices)
      .set({ expiresAt: new Date(t.clock.now().getTime() + 1_000) })
      .where(eq(devices.id, expiring.id));
    const expiringChannel = listen(url, expiring.token);
    const reinstalled = await robot();
    const oldChannel = listen(url, reinstalled.token);
    await eventually(() => expect(expiringChannel.state.open && oldChannel.state.open).toBe(true));
    // Re-activation proves the binding with the current token (activate-takeover.test.ts).
    await t.call(reinstalled.token, {
      method: 'POST',
      url: DEVICE_LINK.activate,
      payload: { activationKey: reinstalled.key, serial: reinstalled.serial },
    });
    await eventually(() => expect(oldChannel.state.closed).toBe(true));
    expect(oldChannel.events.at(-1)).toMatchObject({ event: PUSH_EVENTS.revoked });
    expect(JSON.parse(oldChannel.events.at(-1)?.data ?? '{}').status).toBe(401);

    (t.clock as ManualClock).advance(1_000);
    await eventually(() => expect(expiringChannel.state.closed).toBe(true));
    expect(JSON.parse(expiringChannel.events.at(-1)?.data ?? '{}')).toEqual({
      status: 403,
      message: DEVICE_LINK_MSG.expired,
    });
  });
});

describe('a command stored through the console reaches the open channel at once', () => {
  let quiet: DeviceLinkTestApp;
  let quietUrl: string;
  beforeAll(async () => {
    // Keep-alives a minute apart: only the command signal can deliver within the test.
    quiet = await createDeviceLinkTestApp({ deviceLink: { keepAliveMs: 60_000 } });
    await quiet.app.listen({ port: 0, host: '127.0.0.1' });
    quietUrl = `http://127.0.0.1:${(quiet.app.server.address() as AddressInfo).port}`;
  }, TEST_APP_TIMEOUT_MS);
  afterAll(() => quiet.close());

  async function signIn(app: FastifyInstance, clock: ManualClock): Promise<string> {
    clock.advance(1);
    const answer = await app.inject({
      method: 'POST',
      url: UC.token,
      ...tokenForm(DEMO_ACCOUNTS.admin.account, DEMO_PASSWORD, clock.now().getTime()),
    });
    return answer.json<{ data: { token: string } }>().data.token;
  }

  it('PUT /manager/v1/device/command rings the robot’s channel', async () => {
    const slot = await quiet.slot(quiet.projectA);
    const token = await quiet.activate(slot.key, 'SN-QUIET-1');
    await quiet.call(token, {
      method: 'POST',
      url: DEVICE_LINK.heartbeat,
      payload: { battery: 90, volume: 50 },
    });
    const channel = listen(quietUrl, token);
    await eventually(() => expect(channel.state.open).toBe(true));
    const operator = await signIn(quiet.app, quiet.clock as ManualClock);
    const sent = await quiet.app.inject({
      method: 'PUT',
      url: DEVICE_API.command,
      headers: { authorization: `Bearer ${operator}`, 'is-enterprise': 'true' },
      payload: { deviceId: slot.id, kind: 'SPEAK', payload: { text: '请到前台领取资料' } },
    });
    expect(sent.statusCode).toBe(200);
    await eventually(
      () =>
        expect(channel.commands().map((pushed) => pushed.payload)).toEqual([{ text: '请到前台领取资料' }]),
      2_000,
    );
    channel.stop();
    await channel.done;
  });
});

describe('POST /device/v1/commands/:id/ack', () => {
  it('walks a command through ACKED and DONE; repeating DONE is harmless, going back is 409', async () => {
    const { id, token } = await robot();
    const commandId = await command(id, { status: 'SENT' });
    expect((await ack(token, commandId, { status: 'ACKED' })).body).toMatchObject({
      status: 0,
      data: { status: 'ACKED' },
    });
    expect((await ack(token, commandId, { status: 'DONE', message: '已播报' })).body.data).toEqual({
      id: commandId,
      status: 'DONE',
    });
    expect((await ack(token, commandId, { status: 'DONE' })).statusCode).toBe(200);
    const back = await ack(token, commandId, { status: 'ACKED' });
    expect(back.statusCode).toBe(409);
    expect(back.body.message).toBe(DEVICE_LINK_MSG.commandFinished);
    const [row] = await t.db.select().from(deviceCommands).where(eq(deviceCommands.id, commandId));
    expect(row).toMatchObject({ status: 'DONE', result: '已播报' });
    expect(row.ackedAt).not.toBeNull();
    expect(row.finishedAt).not.toBeNull();
  });

  it('records a failure with the robot’s reason', async () => {
    const { id, token } = await robot();
    const commandId = await command(id, { kind: 'GO_TO', payload: { point: '月球' } });
    await ack(token, commandId, { status: 'FAILED', message: '地图上没有点位「月球」' });
    const [row] = await t.db.select().from(deviceCommands).where(eq(deviceCommands.id, commandId));
    expect(row).toMatchObject({ status: 'FAILED', result: '地图上没有点位「月球」' });
  });

  it('refuses a timed-out command with 409', async () => {
    const { id, token } = await robot();
    const commandId = await command(id, { expiresAt: new Date(t.clock.now().getTime() - 1) });
    const answer = await ack(token, commandId, { status: 'DONE' });
    expect(answer.statusCode).toBe(409);
    expect(answer.body.message).toBe(DEVICE_LINK_MSG.commandTimedOut);
  });

  it('cannot touch another robot’s command, in its project or another (404, nothing changed)', async () => {
    const mine = await robot();
    const colleague = await robot();
    const stranger = await robot(t.projectB);
    for (const target of [colleague, stranger]) {
      const commandId = await command(target.id);
      const answer = await ack(mine.token, commandId, { status: 'DONE' });
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toBe(DEVICE_LINK_MSG.commandNotFound);
      expect(await statusOf(commandId)).toBe('PENDING');
    }
  });

  it.each([
    ['a malformed id', 'not-a-uuid', { status: 'DONE' }],
    ['no status', '8a0c7d0e-5a39-4f6e-9a11-0c1f0d3b2a10', {}],
    ['an unknown status', '8a0c7d0e-5a39-4f6e-9a11-0c1f0d3b2a10', { status: 'TIMED_OUT' }],
    [
      'a message too long',
      '8a0c7d0e-5a39-4f6e-9a11-0c1f0d3b2a10',
      { status: 'FAILED', message: '长'.repeat(201) },
    ],
  ])('refuses %s with 400', async (_what, id, payload) => {
    const { token } = await robot();
    const answer = await ack(token, id, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.status).toBe(-1);
  });
});

describe('closing the server', () => {
  it('ends open push channels instead of waiting for them', async () => {
    const extra = await t.restart();
    await extra.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await robot();
    const channel = listen(`http://127.0.0.1:${(extra.server.address() as AddressInfo).port}`, token);
    await eventually(() => expect(channel.state.open).toBe(true));
    await extra.close();
    await eventually(() => expect(channel.state.closed).toBe(true));
  });
});
