import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LINK, PUSH_EVENTS } from '../../src/shared/api/device-link';
import { DEVICE_API } from '../../src/shared/api/devices';
import { UC } from '../../src/shared/api/uc-paths';
import { homepages } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { bearer, envelopeOf, tokenForm } from '../test-support/api-calls';
import { ManualClock } from '../test-support/manual-clock';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { createDeviceLinkTestApp, type DeviceLinkTestApp, eventually } from './device-link-test-app';
import { listenForCommands } from './test-support/push-listener';

/**
 * Two API processes on one database, as behind a round-robin proxy: the robot's push channel is
 * open on the first, the operator works through the second.
 */
const clock = new ManualClock();
let t: DeviceLinkTestApp;
let second: FastifyInstance;
let firstUrl: string;
let operator: string;

beforeAll(async () => {
  // Keep-alives far longer than the tests wait: only the other process's news may move a channel.
  t = await createDeviceLinkTestApp({
    clock,
    deviceLink: { keepAliveMs: 600_000, etagTtlMs: 600_000, burst: 5, callsPerSecond: 1 },
  });
  second = await t.restart();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  firstUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const signedIn = await second.inject({
    method: 'POST',
    url: UC.token,
    ...tokenForm(DEMO_ACCOUNTS.admin.account, DEMO_PASSWORD, clock.now().getTime()),
  });
  operator = envelopeOf<{ token: string }>(signedIn).data.token;
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

async function connectedRobot(serial: string) {
  const { id, key } = await t.slot(t.projectA);
  const token = await t.activate(key, serial);
  // Commands go to robots online.
  await t.call(token, { method: 'POST', url: DEVICE_LINK.heartbeat, payload: { battery: 90, volume: 50 } });
  const channel = listenForCommands(firstUrl, token);
  await eventually(() => expect(channel.state.open).toBe(true));
  return { id, channel };
}

describe('two API processes on one database', () => {
  it('push a command stored through one process to the robot’s channel on the other at once', async () => {
    const { id, channel } = await connectedRobot('SN-TWO-1');
    const sent = await second.inject({
      method: 'PUT',
      url: DEVICE_API.command,
      headers: bearer(operator, true),
      payload: { deviceId: id, kind: 'SPEAK', payload: { text: '请到前台领取资料' } },
    });
    expect(sent.statusCode).toBe(200);
    await eventually(
      () =>
        expect(channel.commands().map((pushed) => pushed.payload)).toEqual([{ text: '请到前台领取资料' }]),
      3_000,
    );
    channel.stop();
    await channel.done;
  });

  it('end the robot’s channel on one process when it is disabled through the other', async () => {
    const { id, channel } = await connectedRobot('SN-TWO-2');
    const answer = await second.inject({
      method: 'PUT',
      url: DEVICE_API.enable,
      headers: bearer(operator, true),
      payload: { id, enabled: false },
    });
    expect(answer.statusCode).toBe(200);
    await eventually(() => expect(channel.state.closed).toBe(true), 3_000);
    expect(channel.events.at(-1)).toMatchObject({ event: PUSH_EVENTS.revoked });
  });

  it('agree on the configuration ETag once the robot fetched its bundle through either', async () => {
    const { key } = await t.slot(t.projectA);
    const token = await t.activate(key, 'SN-TWO-4');
    const beatEtag = async () =>
      (
        await t.call<{ configurationEtag: string }>(token, {
          method: 'POST',
          url: DEVICE_LINK.heartbeat,
          payload: { battery: 80, volume: 50 },
        })
      ).body.data.configurationEtag;
    const before = await beatEtag();
    await t.db
      .update(homepages)
      .set({ releasedName: '新的展厅首页' })
      .where(and(eq(homepages.projectId, t.projectA), isNotNull(homepages.releasedAt)));
    const fetched = await second.inject({
      method: 'GET',
      url: DEVICE_LINK.configuration,
      headers: { authorization: `Bearer ${token}` },
    });
    const etag = String(fetched.headers.etag);
    expect(etag).not.toBe(before);
    await eventually(async () => expect(await beatEtag()).toBe(etag), 3_000);
  });

  // The heartbeat takes from the budget before it reads the device; the ask, while it does.
  it.each([
    {
      route: 'heartbeat',
      serial: 'SN-TWO-3',
      url: DEVICE_LINK.heartbeat,
      payload: { battery: 80, volume: 50 },
    },
    { route: 'ask', serial: 'SN-TWO-5', url: DEVICE_LINK.ask, payload: { question: '你好' } },
  ])(
    'share one call budget per robot: $route calls spread over both are refused past it',
    async ({ serial, url, payload }) => {
      const { key } = await t.slot(t.projectA);
      const token = await t.activate(key, serial);
      const statuses: number[] = [];
      for (let call = 0; call < 10; call++) {
        const app = call % 2 === 0 ? t.app : second;
        const answer = await app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${token}` },
          payload,
        });
        statuses.push(answer.statusCode);
      }
      // A burst of 5 and one call a second: ten calls in well under five seconds cannot all pass,
      // as they would with a budget per process.
      expect(statuses.filter((status) => status === 200).length).toBeLessThan(9);
      expect(statuses).toContain(429);
    },
  );
});
