import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Activation, DEVICE_LINK, DEVICE_LINK_MSG } from '../../src/shared/api/device-link';
import { DEVICE_API } from '../../src/shared/api/devices';
import { devices, projects } from '../db/schema';
import { createManagerTestApp, type ManagerTestApp } from '../manager/test-support/manager-test-app';
import { addMember, shareProject } from '../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { randomActivationKey } from './device-link-test-app';

let app: ManagerTestApp;
let projectId: string;
beforeAll(async () => {
  app = await createManagerTestApp();
  [{ id: projectId }] = await app.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.name, '展厅导览机器人'));
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

/** A key of the project as the console lists it: what anyone who sees 设备管理 can read. */
async function boughtKey(): Promise<{ id: string; key: string }> {
  const key = randomActivationKey();
  const [row] = await app.db
    .insert(devices)
    .values({
      projectId,
      name: '接待一号',
      model: 'guide-s1',
      activationKey: key,
      expiresAt: new Date(Date.UTC(2030, 0)),
    })
    .returning({ id: devices.id });
  return { id: row.id, key };
}
const activate = (key: string, serial: string, token?: string) =>
  app.call<Activation>(null, {
    method: 'POST',
    url: DEVICE_LINK.activate,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { activationKey: key, serial },
  });
const beat = (token: string) =>
  app.app.inject({
    method: 'POST',
    url: DEVICE_LINK.heartbeat,
    headers: { authorization: `Bearer ${token}` },
    payload: { battery: 80, volume: 50 },
  });
const unbind = (caller = app.enterpriseA, id: string) =>
  app.call(caller, { method: 'PUT', url: DEVICE_API.unbind, payload: { id } });

describe('activating a key that is already bound', () => {
  it('is refused without proof of the binding, and the robot keeps its token', async () => {
    const { key } = await boughtKey();
    const robot = (await activate(key, 'SN-REAL-1')).body.data.deviceToken;
    const takeover = await activate(key, 'SN-REAL-1');
    expect(takeover.statusCode).toBe(409);
    expect(takeover.body.message).toBe(DEVICE_LINK_MSG.keyBound);
    expect((await activate(key, 'SN-REAL-1', 'A'.repeat(43))).statusCode).toBe(409);
    expect((await beat(robot)).statusCode).toBe(200);
  });

  it('with the current device token, issues a new token and voids the old one', async () => {
    const { key } = await boughtKey();
    const first = (await activate(key, 'SN-REAL-2')).body.data.deviceToken;
    const again = await activate(key, 'SN-REAL-2', first);
    expect(again.statusCode).toBe(200);
    expect((await beat(again.body.data.deviceToken)).statusCode).toBe(200);
    expect((await beat(first)).statusCode).toBe(401);
  });

  it('after an operator’s 解绑 in the console, binds whichever robot activates next', async () => {
    const { id, key } = await boughtKey();
    const old = (await activate(key, 'SN-OLD')).body.data.deviceToken;
    const colleague = await addMember(app, '13700000315', {
      name: '编辑者',
      menuCodes: ['PROJECT', 'DEVICE'],
    });
    await shareProject(app, projectId, colleague.userId, 'EDIT');
    expect((await unbind(colleague, id)).statusCode).toBe(403);
    const unbound = await unbind(app.enterpriseA, id);
    expect(unbound.statusCode).toBe(200);
    expect(unbound.body.data).toMatchObject({ id, state: 'INACTIVE', serial: null });
    expect((await beat(old)).statusCode).toBe(401);
    const replacement = await activate(key, 'SN-NEW');
    expect(replacement.statusCode).toBe(200);
    expect((await beat(replacement.body.data.deviceToken)).statusCode).toBe(200);
  });
});
