import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PUSH_EVENTS } from '../../src/shared/api/device-link';
import { DEVICE_API } from '../../src/shared/api/devices';
import { UC } from '../../src/shared/api/uc-paths';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { bearer, envelopeOf, tokenForm } from '../test-support/api-calls';
import { ManualClock } from '../test-support/manual-clock';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { createDeviceLinkTestApp, type DeviceLinkTestApp, eventually } from './device-link-test-app';
import { listenForCommands } from './test-support/push-listener';

const clock = new ManualClock();
let t: DeviceLinkTestApp;
let url: string;
beforeAll(async () => {
  // A keep-alive far longer than the test waits: only the disable itself may end the channel.
  t = await createDeviceLinkTestApp({ clock, deviceLink: { keepAliveMs: 600_000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

it("停用 in the console ends the robot's open push channel at once", async () => {
  const { id, key } = await t.slot(t.projectA);
  const channel = listenForCommands(url, await t.activate(key, 'SN-DISABLE-1'));
  await eventually(() => expect(channel.state.open).toBe(true));

  const signedIn = await t.app.inject({
    method: 'POST',
    url: UC.token,
    ...tokenForm(DEMO_ACCOUNTS.admin.account, DEMO_PASSWORD, clock.now().getTime()),
  });
  const { token } = envelopeOf<{ token: string }>(signedIn).data;
  const answer = await t.app.inject({
    method: 'PUT',
    url: DEVICE_API.enable,
    headers: bearer(token, true),
    payload: { id, enabled: false },
  });
  expect(answer.statusCode).toBe(200);

  await eventually(() => expect(channel.state.closed).toBe(true), 3_000);
  expect(channel.events.at(-1)).toMatchObject({ event: PUSH_EVENTS.revoked });
});
