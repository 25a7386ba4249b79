import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BASE_SETTINGS } from '../../src/shared/api/base-configurations';
import { type ConfigurationBundle, DEVICE_LINK } from '../../src/shared/api/device-link';
import type { MatchAnswer } from '../../src/shared/api/test-chat';
import {
  baseConfigurations,
  personaAnswers,
  personalResources,
  personas,
  projects,
  settingTargets,
} from '../db/schema';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { createDeviceLinkTestApp, type DeviceLinkTestApp } from './device-link-test-app';

let t: DeviceLinkTestApp;
/** Project B's robots: one tagged 展厅A, one without tags. */
let tagged: string;
let plain: string;
let plainId: string;

async function robot(tags: string[]): Promise<{ token: string; id: string }> {
  const slot = await t.slot(t.projectB, { tags });
  return { token: await t.activate(slot.key, `SN-${slot.key.slice(-9)}`), id: slot.id };
}

/** A row of project B of `kind`, applying to `target` (a tag, a device, or the project default). */
async function settingRow(
  kind: 'BASE_CONFIG' | 'PERSONA',
  name: string,
  target: { tag?: string; deviceId?: string },
): Promise<string> {
  const [project] = await t.db.select().from(projects).where(eq(projects.id, t.projectB));
  const [row] = await t.db
    .insert(personalResources)
    .values({ projectId: t.projectB, userId: project.userId, tenantId: project.tenantId, name, kind })
    .returning({ id: personalResources.id });
  await t.db.insert(settingTargets).values({
    resourceId: row.id,
    projectId: t.projectB,
    kind,
    tag: target.tag ?? null,
    deviceId: target.deviceId ?? null,
  });
  return row.id;
}

const configuration = (token: string, etag?: string) =>
  t.call<ConfigurationBundle>(token, {
    method: 'GET',
    url: DEVICE_LINK.configuration,
    headers: etag ? { 'if-none-match': etag } : {},
  });
const ask = (token: string, question: string) =>
  t.call<MatchAnswer>(token, { method: 'POST', url: DEVICE_LINK.ask, payload: { question } });

beforeAll(async () => {
  t = await createDeviceLinkTestApp({ deviceLink: { etagTtlMs: 0 } });
  tagged = (await robot(['展厅A'])).token;
  ({ token: plain, id: plainId } = await robot([]));
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

describe('base configuration and persona through the device API', () => {
  it('puts the robot’s own base configuration in its bundle, with why, and moves the ETag', async () => {
    const before = await configuration(tagged);
    expect(before.body.data.baseConfiguration).toBeNull();
    const id = await settingRow('BASE_CONFIG', '展厅默认', { tag: '展厅A' });
    await t.db
      .insert(baseConfigurations)
      .values({ resourceId: id, ...DEFAULT_BASE_SETTINGS, workStart: '08:30', volume: 35 });

    const after = await configuration(tagged, before.response.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(after.body.data.baseConfiguration).toMatchObject({
      name: '展厅默认',
      appliedBy: { source: 'TAG', tag: '展厅A' },
      volume: 35,
      workingHours: { start: '08:30', end: '18:00' },
    });
    expect((await configuration(plain)).body.data.baseConfiguration).toBeNull();
  });

  it('answers the asking robot’s persona questions before the fallback, and not another robot’s', async () => {
    const id = await settingRow('PERSONA', '仓库人设', { deviceId: plainId });
    await t.db.insert(personas).values({ resourceId: id, robotName: '小仓', age: 2, gender: 'MALE' });
    await t.db.insert(personaAnswers).values({
      personaId: id,
      position: 0,
      question: '你叫什么名字',
      similarQuestions: ['怎么称呼你'],
      answer: '我叫小仓，负责仓库引导。',
    });
    const own = (await ask(plain, '怎么称呼你呀')).body.data;
    expect(own).toMatchObject({
      unknown: false,
      answer: { text: '我叫小仓，负责仓库引导。' },
      matched: { kind: 'persona', personaName: '仓库人设' },
    });
    expect((await ask(tagged, '怎么称呼你呀')).body.data.unknown).toBe(true);
    expect((await configuration(plain)).body.data.persona).toMatchObject({
      robotName: '小仓',
      appliedBy: { source: 'DEVICE', tag: null },
      answers: [{ question: '你叫什么名字' }],
    });
  });
});
