import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { DEVICE_LINK, type HeartbeatBody } from '../../../src/shared/api/device-link';
import type { Envelope } from '../../../src/shared/api/envelope';
import { FEED_EVENTS, type FeedBatch, MONITORING_API } from '../../../src/shared/api/monitoring';
import { readServerSentEvents } from '../../../src/shared/sse-reader';
import { devices } from '../../db/schema';
import { randomActivationKey } from '../../device-link/device-link-test-app';
import type { Caller, ManagerTestApp } from '../../manager/test-support/manager-test-app';

const YEAR_MS = 365 * 86_400_000;

/** A robot of `projectId`, activated through the device API: its id and device token. */
export async function activatedRobot(app: ManagerTestApp, projectId: string, name = '迎宾一号') {
  const key = randomActivationKey();
  const [row] = await app.db
    .insert(devices)
    .values({
      projectId,
      name,
      model: 'guide-s1',
      tags: ['大厅'],
      activationKey: key,
      expiresAt: new Date(app.clock.now().getTime() + YEAR_MS),
    })
    .returning({ id: devices.id });
  const answer = await app.app.inject({
    method: 'POST',
    url: DEVICE_LINK.activate,
    payload: { activationKey: key, serial: `T-${randomUUID().slice(0, 8)}` },
  });
  const token = answer.json<Envelope<{ deviceToken: string }>>().data.deviceToken;
  return { id: row.id, token };
}

export async function beat(app: ManagerTestApp, token: string, state: Partial<HeartbeatBody> = {}) {
  const answer = await app.app.inject({
    method: 'POST',
    url: DEVICE_LINK.heartbeat,
    headers: { authorization: `Bearer ${token}` },
    payload: { battery: 80, volume: 50, ...state },
  });
  if (answer.statusCode !== 200) throw new Error(`heartbeat answered ${answer.statusCode}: ${answer.body}`);
}

/** The monitoring feed as `caller` reads it over HTTP (the app listens on a free port). */
export async function openFeed(app: ManagerTestApp, caller: Caller) {
  if (!app.app.server.listening) await app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.app.server.address() as AddressInfo;
  const abort = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${MONITORING_API.feed}`, {
    headers: caller.headers,
    signal: abort.signal,
  });
  const batches: FeedBatch[] = [];
  const done = (async () => {
    try {
      for await (const event of readServerSentEvents(response.body as ReadableStream<Uint8Array>))
        if (event.event === FEED_EVENTS.batch) batches.push(JSON.parse(event.data) as FeedBatch);
    } catch {
      // closed by the test
    }
  })();
  return { status: response.status, batches, stop: () => abort.abort(), done };
}
