import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_LINK,
  DEVICE_LINK_MSG,
  EVENTS_BODY_LIMIT_BYTES,
  type HeartbeatAnswer,
} from '../../src/shared/api/device-link';
import { deviceCommands, devices } from '../db/schema';
import type { ManualClock } from '../test-support/manual-clock';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { createDeviceLinkTestApp, type DeviceLinkTestApp } from './device-link-test-app';

let t: DeviceLinkTestApp;
beforeAll(async () => {
  t = await createDeviceLinkTestApp({ deviceLink: { burst: 5, callsPerSecond: 1 } });
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

const BEAT = {
  battery: 77,
  charging: true,
  volume: 40,
  currentPage: 'page-main',
  position: { mapId: 'hall', x: 12.5, y: 40, pointName: '前台' },
};

async function robot(values = {}) {
  const slot = await t.slot(t.projectA, values);
  return { ...slot, token: await t.activate(slot.key, `SN-${slot.key.slice(-9)}`) };
}

describe('POST /device/v1/heartbeat', () => {
  it('stores the robot’s state on its row and answers time, expiry, pending commands and the ETag', async () => {
    const { id, token } = await robot();
    const now = t.clock.now();
    await t.db.insert(deviceCommands).values([
      {
        deviceId: id,
        projectId: t.projectA,
        kind: 'SPEAK',
        payload: { text: '你好' },
        expiresAt: new Date(now.getTime() + 60_000),
      },
      {
        deviceId: id,
        projectId: t.projectA,
        kind: 'SPEAK',
        payload: { text: '过期' },
        expiresAt: new Date(now.getTime() - 1),
      },
    ]);
    const answer = await t.call<HeartbeatAnswer>(token, {
      method: 'POST',
      url: DEVICE_LINK.heartbeat,
      payload: BEAT,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({ serverTime: now.toISOString(), pendingCommands: 1 });
    expect(answer.body.data.configurationEtag).toMatch(/^"[\w-]+"$/);
    const [row] = await t.db.select().from(devices).where(eq(devices.id, id));
    expect(row).toMatchObject({
      battery: 77,
      charging: 1,
      volume: 40,
      currentPage: 'page-main',
      mapId: 'hall',
      positionX: 12.5,
      positionY: 40,
      pointName: '前台',
      lastSeenAt: now,
    });
  });

  it('answers each of many robots beating at once for itself, and refuses the disabled one among them', async () => {
    const fleet = await Promise.all(Array.from({ length: 12 }, () => robot()));
    const disabled = fleet[5];
    await t.db.update(devices).set({ disabledAt: t.clock.now() }).where(eq(devices.id, disabled.id));
    const answers = await Promise.all(
      fleet.map(({ token }, index) =>
        t.call<HeartbeatAnswer>(token, {
          method: 'POST',
          url: DEVICE_LINK.heartbeat,
          payload: { ...BEAT, battery: index },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(
      fleet.map((_, index) => (index === 5 ? 403 : 200)),
    );
    const rows = await t.db.select({ id: devices.id, battery: devices.battery }).from(devices);
    for (const [index, { id }] of fleet.entries()) {
      expect(rows.find((row) => row.id === id)?.battery).toBe(index === 5 ? null : index);
    }
  });

  it.each([
    ['no body', undefined],
    ['a battery over 100', { ...BEAT, battery: 101 }],
    ['a text battery', { ...BEAT, battery: '80' }],
    ['a position without x', { ...BEAT, position: { y: 1 } }],
    ['a coordinate beyond ±1e6', { ...BEAT, position: { x: 2_000_000, y: 1 } }],
    ['a page name too long', { ...BEAT, currentPage: 'p'.repeat(65) }],
  ])('refuses %s with 400', async (_what, payload) => {
    const { token } = await robot();
    const answer = await t.call(token, { method: 'POST', url: DEVICE_LINK.heartbeat, payload });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.status).toBe(-1);
  });
});

describe('device tokens', () => {
  const calls = [
    { method: 'POST' as const, url: DEVICE_LINK.heartbeat, payload: BEAT },
    { method: 'GET' as const, url: DEVICE_LINK.configuration },
    { method: 'POST' as const, url: DEVICE_LINK.events, payload: { events: [] } },
    { method: 'GET' as const, url: DEVICE_LINK.commands },
    {
      method: 'POST' as const,
      url: DEVICE_LINK.ack.replace(':id', '8a0c7d0e-5a39-4f6e-9a11-0c1f0d3b2a10'),
      payload: { status: 'ACKED' },
    },
  ];

  it.each(calls)('$method $url without a token, or with a made-up one, is 401', async (request) => {
    const missing = await t.call(null, request);
    expect(missing.statusCode).toBe(401);
    expect(missing.body.message).toBe(DEVICE_LINK_MSG.tokenMissing);
    const madeUp = await t.call('A'.repeat(43), request);
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.body.message).toBe(DEVICE_LINK_MSG.tokenInvalid);
  });

  it.each(calls)('$method $url ends at once when the key is disabled or expires', async (request) => {
    const disabled = await robot();
    await t.db.update(devices).set({ disabledAt: t.clock.now() }).where(eq(devices.id, disabled.id));
    const refusedDisabled = await t.call(disabled.token, request);
    expect(refusedDisabled.statusCode).toBe(403);
    expect(refusedDisabled.body.message).toBe(DEVICE_LINK_MSG.disabled);

    const expiring = await robot({ expiresAt: new Date(t.clock.now().getTime() + 60_000) });
    (t.clock as ManualClock).advance(60_000);
    const refusedExpired = await t.call(expiring.token, request);
    expect(refusedExpired.statusCode).toBe(403);
    expect(refusedExpired.body.message).toBe(DEVICE_LINK_MSG.expired);
  });

  it('slows down one runaway robot (429 with Retry-After) without touching the others', async () => {
    const runaway = await robot();
    const calm = await robot();
    const answers = [];
    for (let call = 0; call < 8; call++) {
      answers.push(
        await t.call(runaway.token, { method: 'POST', url: DEVICE_LINK.heartbeat, payload: BEAT }),
      );
    }
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0].body.message).toBe(DEVICE_LINK_MSG.tooManyCalls);
    expect(limited[0].response.headers['retry-after']).toBe('1');
    const other = await t.call(calm.token, { method: 'POST', url: DEVICE_LINK.heartbeat, payload: BEAT });
    expect(other.statusCode).toBe(200);
  });
});

describe('bodies', () => {
  it('refuses an events body over its limit with 413 and a Chinese message naming it', async () => {
    const { token } = await robot();
    const answer = await t.call(token, {
      method: 'POST',
      url: DEVICE_LINK.events,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ events: [], padding: 'x'.repeat(EVENTS_BODY_LIMIT_BYTES) }),
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.body.message).toBe(DEVICE_LINK_MSG.tooLarge(EVENTS_BODY_LIMIT_BYTES));
  });

  it('refuses a heartbeat over 16 KB with 413', async () => {
    const { token } = await robot();
    const answer = await t.call(token, {
      method: 'POST',
      url: DEVICE_LINK.heartbeat,
      payload: { ...BEAT, padding: 'x'.repeat(17_000) },
    });
    expect(answer.statusCode).toBe(413);
  });
});

describe('GET /device/v1/openapi.json', () => {
  it('serves the OpenAPI 3.1 document without a token', async () => {
    const answer = await t.app.inject({ method: 'GET', url: DEVICE_LINK.openapi });
    expect(answer.statusCode).toBe(200);
    const document = answer.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain(DEVICE_LINK.heartbeat);
  });
});
