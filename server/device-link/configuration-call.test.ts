import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConfigurationBundle,
  DEVICE_LINK,
  type HeartbeatAnswer,
} from '../../src/shared/api/device-link';
import { homepages } from '../db/schema';
import { startingDocument } from '../manager/homepage/starting-document';
import type { ManualClock } from '../test-support/manual-clock';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { noneMatchHits } from './configuration-call';
import { createDeviceLinkTestApp, type DeviceLinkTestApp } from './device-link-test-app';

let t: DeviceLinkTestApp;
beforeAll(async () => {
  t = await createDeviceLinkTestApp({ deviceLink: { etagTtlMs: 0 } });
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

async function robot(projectId: string) {
  const slot = await t.slot(projectId);
  return t.activate(slot.key, `SN-${slot.key.slice(-9)}`);
}

async function release(projectId: string, name: string) {
  const document = startingDocument({ width: 1920, height: 1080 }, undefined);
  (t.clock as ManualClock).advance(1_000);
  const now = t.clock.now();
  const [row] = await t.db
    .insert(homepages)
    .values({
      projectId,
      name,
      screenWidth: 1920,
      screenHeight: 1080,
      document,
      createdAt: now,
      updatedAt: now,
      releasedDocument: document,
      releasedName: name,
      releasedVersion: 0,
      releasedAt: now,
    })
    .returning({ id: homepages.id });
  return { id: row.id, document };
}

const configuration = (token: string, etag?: string) =>
  t.call<ConfigurationBundle>(token, {
    method: 'GET',
    url: DEVICE_LINK.configuration,
    headers: etag ? { 'if-none-match': etag } : {},
  });
const heartbeatEtag = async (token: string) =>
  (
    await t.call<HeartbeatAnswer>(token, {
      method: 'POST',
      url: DEVICE_LINK.heartbeat,
      payload: { battery: 50, volume: 50 },
    })
  ).body.data.configurationEtag;

describe('GET /device/v1/configuration', () => {
  it('answers an empty bundle before any release, with an ETag', async () => {
    const token = await robot(t.projectB);
    const answer = await configuration(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({ projectId: t.projectB, screen: null, qa: [], points: [] });
    expect(answer.response.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('carries the project’s released screen; an unchanged bundle costs a 304 with no body', async () => {
    const { id, document } = await release(t.projectA, '迎宾主屏');
    const token = await robot(t.projectA);
    const first = await configuration(token);
    expect(first.body.data.screen).toMatchObject({
      configurationId: id,
      name: '迎宾主屏',
      pageIds: document.pages.map((page) => page.id),
      document,
    });
    const etag = String(first.response.headers.etag);
    expect(await heartbeatEtag(token)).toBe(etag);

    const again = await configuration(token, etag);
    expect(again.statusCode).toBe(304);
    expect(again.response.body).toBe('');
    expect((await configuration(token, `W/${etag}, "other"`)).statusCode).toBe(304);
    expect((await configuration(token, '"stale"')).statusCode).toBe(200);
  });

  it('changes its ETag when the project releases again, and the heartbeat tells the robot', async () => {
    const token = await robot(t.projectA);
    const before = String((await configuration(token)).response.headers.etag);
    const { id } = await release(t.projectA, '新春主屏');
    const after = await configuration(token, before);
    expect(after.statusCode).toBe(200);
    expect(after.body.data.screen?.configurationId).toBe(id);
    expect(await heartbeatEtag(token)).toBe(after.response.headers.etag);
    expect(after.response.headers.etag).not.toBe(before);
  });

  it('reaches only the robot’s own project', async () => {
    await release(t.projectA, '只属于A');
    const tokenB = await robot(t.projectB);
    const answer = await configuration(tokenB);
    expect(answer.body.data.projectId).toBe(t.projectB);
    expect(answer.body.data.screen).toBeNull();
    expect(JSON.stringify(answer.body.data)).not.toContain('只属于A');
  });

  it('serves a robot whose project’s release was withdrawn the bundle without a screen', async () => {
    const token = await robot(t.projectA);
    await t.db.update(homepages).set({ releasedAt: null }).where(eq(homepages.projectId, t.projectA));
    expect((await configuration(token)).body.data.screen).toBeNull();
  });
});

describe('If-None-Match', () => {
  it.each([
    [undefined, false],
    ['"a"', true],
    ['W/"a"', true],
    ['"b", "a"', true],
    ['*', true],
    ['"b"', false],
    ['a', false],
  ])('%s against "a" → %s', (header, hit) => {
    expect(noneMatchHits(header, '"a"')).toBe(hit);
  });
});
