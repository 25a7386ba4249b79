import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Activation, DEVICE_LINK, DEVICE_LINK_MSG } from '../../src/shared/api/device-link';
import { HEARTBEAT_INTERVAL_SECONDS } from '../../src/shared/api/devices';
import { devices, operationLog } from '../db/schema';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { createDeviceLinkTestApp, type DeviceLinkTestApp } from './device-link-test-app';
import { hashDeviceToken } from './device-token';

let t: DeviceLinkTestApp;
beforeAll(async () => {
  t = await createDeviceLinkTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

const activate = (payload: object | undefined) =>
  t.call<Activation>(null, { method: 'POST', url: DEVICE_LINK.activate, payload });
const beat = (token: string) =>
  t.call(token, { method: 'POST', url: DEVICE_LINK.heartbeat, payload: { battery: 80, volume: 50 } });

describe('POST /device/v1/activate', () => {
  it('trades a key and a serial for a device token of the key’s project, stored only as its hash', async () => {
    const { id, key } = await t.slot(t.projectA);
    const answer = await activate({ activationKey: key.toLowerCase(), serial: 'SN-0001', firmware: '3.2.1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      deviceId: id,
      projectId: t.projectA,
      heartbeatIntervalSeconds: HEARTBEAT_INTERVAL_SECONDS,
    });
    const token = answer.body.data.deviceToken;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.db.select().from(devices).where(eq(devices.id, id));
    expect(row).toMatchObject({ serial: 'SN-0001', firmware: '3.2.1', tokenHash: hashDeviceToken(token) });
    expect(row.activatedAt).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain(token);
    const logged = await t.db.select().from(operationLog).where(eq(operationLog.action, 'device.activate'));
    expect(logged.some((entry) => entry.detail?.deviceId === id)).toBe(true);
  });

  it('activating again with the same serial and the current token issues a new token and voids the old one', async () => {
    const { key } = await t.slot(t.projectA);
    const first = await t.activate(key, 'SN-0002');
    const again = await t.call<Activation>(first, {
      method: 'POST',
      url: DEVICE_LINK.activate,
      payload: { activationKey: key, serial: 'SN-0002' },
    });
    const second = again.body.data.deviceToken;
    expect(second).not.toBe(first);
    expect((await beat(second)).statusCode).toBe(200);
    const old = await beat(first);
    expect(old.statusCode).toBe(401);
    expect(old.body).toMatchObject({ status: -1, message: DEVICE_LINK_MSG.tokenInvalid });
  });

  it('refuses a key another serial activated (409), and leaves that robot’s token working', async () => {
    const { key } = await t.slot(t.projectA);
    const token = await t.activate(key, 'SN-0003');
    const answer = await activate({ activationKey: key, serial: 'SN-OTHER' });
    expect(answer.statusCode).toBe(409);
    expect(answer.body.message).toBe(DEVICE_LINK_MSG.keyUsedElsewhere);
    expect((await beat(token)).statusCode).toBe(200);
  });

  it('refuses a serial already active on another device of the project (409)', async () => {
    const { key: first } = await t.slot(t.projectA);
    const { key: second } = await t.slot(t.projectA);
    await t.activate(first, 'SN-TWIN');
    const answer = await activate({ activationKey: second, serial: 'SN-TWIN' });
    expect(answer.statusCode).toBe(409);
    expect(answer.body.message).toBe(DEVICE_LINK_MSG.serialTaken);
  });

  it('answers an unknown key with 404', async () => {
    const answer = await activate({ activationKey: 'RK-NONE-NONE-NONE-NONE', serial: 'SN-0004' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body.message).toBe(DEVICE_LINK_MSG.keyNotFound);
  });

  it('refuses a disabled or an expired key with 403 and a reason', async () => {
    const { key: disabled } = await t.slot(t.projectA, { disabledAt: t.clock.now() });
    const { key: expired } = await t.slot(t.projectA, {
      expiresAt: new Date(t.clock.now().getTime() - 1000),
    });
    const refusedDisabled = await activate({ activationKey: disabled, serial: 'SN-0005' });
    expect(refusedDisabled.statusCode).toBe(403);
    expect(refusedDisabled.body.message).toBe(DEVICE_LINK_MSG.disabled);
    const refusedExpired = await activate({ activationKey: expired, serial: 'SN-0006' });
    expect(refusedExpired.statusCode).toBe(403);
    expect(refusedExpired.body.message).toBe(DEVICE_LINK_MSG.expired);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['a missing serial', { activationKey: 'RK-AAAA-BBBB-CCCC-DDDD' }],
    ['a serial with spaces', { activationKey: 'RK-AAAA-BBBB-CCCC-DDDD', serial: 'SN 1' }],
    ['a serial too long', { activationKey: 'RK-AAAA-BBBB-CCCC-DDDD', serial: 'S'.repeat(65) }],
    ['a number for a key', { activationKey: 42, serial: 'SN-1' }],
    ['an array', [1, 2]],
  ])('refuses %s with 400', async (_what, payload) => {
    const answer = await activate(payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.status).toBe(-1);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const answer = await t.call(null, {
      method: 'POST',
      url: DEVICE_LINK.activate,
      headers: { 'content-type': 'application/json' },
      payload: '{"activationKey":',
    });
    expect(answer.statusCode).toBe(400);
  });

  it('refuses an oversized body with 413 and says the limit', async () => {
    const answer = await activate({
      activationKey: 'RK-AAAA-BBBB-CCCC-DDDD',
      serial: 'SN-1',
      padding: 'x'.repeat(20_000),
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.body.message).toBe(DEVICE_LINK_MSG.tooLarge(16 * 1024));
  });
});
