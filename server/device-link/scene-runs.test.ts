import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConfigurationBundle,
  DEVICE_LINK,
  type EventBatchAnswer,
} from '../../src/shared/api/device-link';
import { SCENE_EXAMPLE_FLOWS } from '../../src/shared/scene-flow/scene-examples';
import { projects, sceneSkillRuns, skills } from '../db/schema';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { createDeviceLinkTestApp, type DeviceLinkTestApp } from './device-link-test-app';

let t: DeviceLinkTestApp;
beforeAll(async () => {
  t = await createDeviceLinkTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => t.close());

async function scene(projectId: string, name: string, enabled: boolean, flow: unknown) {
  const [project] = await t.db.select().from(projects).where(eq(projects.id, projectId));
  const [row] = await t.db
    .insert(skills)
    .values({
      projectId,
      tenantId: project.tenantId,
      userId: project.userId,
      name,
      kind: 'SCENE',
      enabled,
      definition: flow,
    })
    .returning({ id: skills.id });
  return row.id;
}
async function robot(projectId = t.projectA) {
  const slot = await t.slot(projectId);
  return { ...slot, token: await t.activate(slot.key, `SN-${slot.key.slice(-9)}`) };
}
const run = (id: string, skillId: string, more: object = {}) => ({
  id,
  type: 'sceneRun',
  at: '2026-06-01T08:00:00.000+08:00',
  skillId,
  trigger: '关键词：你好、您好',
  path: ['trigger', 'hello', 'ask', 'bye', 'end'],
  outcome: 'completed',
  ...more,
});

describe('scene skills on the device API', () => {
  it('puts the enabled, runnable scenes into the bundle (the demo project’s 前台迎宾 among them), and only those', async () => {
    const welcome = await scene(t.projectA, '迎宾', true, SCENE_EXAMPLE_FLOWS.welcome());
    const disabled = await scene(t.projectA, '未启用', false, SCENE_EXAMPLE_FLOWS.welcome());
    const broken = await scene(t.projectA, '缺页面', true, SCENE_EXAMPLE_FLOWS.business());
    const mine = new Set([welcome, disabled, broken]);
    const { token } = await robot();
    const answer = await t.call<ConfigurationBundle>(token, {
      method: 'GET',
      url: DEVICE_LINK.configuration,
    });
    const scenes = answer.body.data.scenes ?? [];
    expect(scenes.filter((bundled) => mine.has(bundled.id))).toEqual([
      { id: welcome, name: '迎宾', version: 1, flow: SCENE_EXAMPLE_FLOWS.welcome() },
    ]);
    // The demo project's own: its enabled 前台迎宾 goes to the robots, its unfinished draft does not.
    expect(scenes.filter((bundled) => !mine.has(bundled.id)).map((bundled) => bundled.name)).toEqual([
      '前台迎宾',
    ]);
  });

  it('stores a run once, keeps none of another project’s scene, and refuses a malformed one by name', async () => {
    const own = await scene(t.projectA, '讲解', true, SCENE_EXAMPLE_FLOWS.exhibit());
    const foreign = await scene(t.projectB, '别家的', true, SCENE_EXAMPLE_FLOWS.exhibit());
    const { id, token } = await robot();
    const post = (events: unknown[]) =>
      t.call<EventBatchAnswer>(token, { method: 'POST', url: DEVICE_LINK.events, payload: { events } });
    const first = await post([
      run('r1', own),
      run('r2', foreign),
      run('r3', 'not-a-uuid'),
      run('r4', own, { path: [] }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.body.data.stored).toBe(1);
    expect(first.body.data.refused.map((refusal) => [refusal.id, refusal.reason])).toEqual([
      ['r3', '场景技能 id 格式不正确'],
      ['r4', '运行路径不能为空'],
    ]);
    expect((await post([run('r1', own)])).body.data).toMatchObject({ stored: 0, duplicates: 1 });
    const stored = await t.db.select().from(sceneSkillRuns).where(eq(sceneSkillRuns.deviceId, id));
    expect(stored).toMatchObject([
      { skillId: own, outcome: 'completed', path: ['trigger', 'hello', 'ask', 'bye', 'end'] },
    ]);
  });
});
