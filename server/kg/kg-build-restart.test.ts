import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KG_API, KG_MSG, type KgBaseSummary } from '../../src/shared/api/knowledge-graph';
import { kgBases, kgBuilds } from '../db/schema';
import { createProject } from '../manager/test-support/fixtures';
import { createManagerTestApp, type ManagerTestApp } from '../manager/test-support/manager-test-app';
import { TEST_APP_TIMEOUT_MS, withSecondApp } from '../test-support/test-app';
import { MAX_BUILD_ATTEMPTS } from './build/build-job';
import { kgCalls, succeeded, waitForBuild } from './test-support/kg-fixtures';

let app: ManagerTestApp;
let kg: ReturnType<typeof kgCalls>;
let projectId: string;
beforeAll(async () => {
  app = await createManagerTestApp();
  kg = kgCalls(app);
  projectId = (await createProject(app, app.enterpriseA, '构建项目')).id;
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

/** A base with one concept and entity, left 构建中 as a server stopped mid-build leaves it. */
async function interruptedBase(name: string, attempts: number): Promise<KgBaseSummary> {
  const base = await kg.createBase(app.enterpriseA, projectId, name);
  const concept = await kg.createConcept(app.enterpriseA, { name: '场馆' }, base.id);
  await kg.createEntity(app.enterpriseA, { conceptId: concept.id, name: '一号馆' });
  await app.db
    .update(kgBases)
    .set({
      buildState: 'BUILDING',
      buildProgress: 40,
      buildStartedAt: app.clock.now(),
      buildAttempts: attempts,
    })
    .where(eq(kgBases.id, base.id));
  return base;
}

describe('builds across a restart', () => {
  it('resumes a build a stop interrupted, and fails one interrupted too often with the reason', async () => {
    const resumed = await interruptedBase('重启续建', 1);
    const givenUp = await interruptedBase('屡次中断', MAX_BUILD_ATTEMPTS);
    const busy = await app.call(app.enterpriseA, { method: 'PUT', url: KG_API.build(resumed.id) });
    expect([busy.statusCode, busy.body.message]).toEqual([409, KG_MSG.alreadyBuilding]);

    await withSecondApp(app, async (restarted) => {
      await restarted.ready();
      const built = await waitForBuild(app, app.enterpriseA, resumed.id);
      expect(built.build).toMatchObject({ state: 'BUILT', progress: 100, builtEntities: 1, error: null });
      const failed = await waitForBuild(app, app.enterpriseA, givenUp.id);
      expect(failed.build).toMatchObject({ state: 'FAILED', error: KG_MSG.buildInterrupted });
    });
    expect(await app.db.$count(kgBuilds, eq(kgBuilds.baseId, resumed.id))).toBe(1);
    expect(await app.db.$count(kgBuilds, eq(kgBuilds.baseId, givenUp.id))).toBe(0);
    // A failed base builds again on request.
    expect((await kg.build(app.enterpriseA, givenUp.id)).build.state).toBe('BUILT');
  });

  it('fails a base without concepts with a reason, and marks a build stale once the graph changes', async () => {
    const empty = await kg.createBase(app.enterpriseA, projectId, '空图谱');
    const failed = await kg.build(app.enterpriseA, empty.id);
    expect(failed.build.state).toBe('FAILED');
    expect(failed.build.error).toContain('还没有概念');
    const concept = await kg.createConcept(app.enterpriseA, { name: '楼' }, empty.id);
    expect((await kg.build(app.enterpriseA, empty.id)).build).toMatchObject({ state: 'BUILT', stale: false });
    app.clock.advance(1000);
    await kg.createEntity(app.enterpriseA, { conceptId: concept.id, name: '主楼' });
    const after = succeeded(
      await app.call<KgBaseSummary>(app.enterpriseA, { method: 'GET', url: KG_API.base(empty.id) }),
      'base',
    );
    expect(after.build).toMatchObject({ state: 'BUILT', stale: true, builtEntities: 0 });
  });
});
