import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/api/paging';
import { RESOURCE_API } from '../../../src/shared/api/resource-permissions';
import {
  SCENE_SKILL_API,
  SCENE_SKILL_MSG,
  type SceneFlowConflict,
  type SceneFlowSaved,
  type SceneFlowVersion,
  type SceneReferenceLists,
  type SceneSkillDetail,
  type SceneSkillSummary,
} from '../../../src/shared/api/scene-skills';
import type { AnswerMatch } from '../../../src/shared/scene-flow/answer-match';
import { SCENE_EXAMPLE_FLOWS } from '../../../src/shared/scene-flow/scene-examples';
import { operationLog, skills } from '../../db/schema';
import { addMember } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

let app: ManagerTestApp;
let projectId: string;
let colleague: Caller;
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '场景项目')).id;
  colleague = await addMember(app, '13800009401', {
    name: '场景测试角色',
    menuCodes: ['PROJECT', 'SKILL_MANAGEMENT', 'SKILL'],
  });
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const create = (body: object, caller: Caller = app.enterpriseA) =>
  app.call<SceneSkillSummary>(caller, {
    method: 'PUT',
    url: SCENE_SKILL_API.create,
    payload: { projectId, ...body },
  });
const detail = (id: string, caller: Caller = app.enterpriseA) =>
  app.call<SceneSkillDetail>(caller, { method: 'GET', url: SCENE_SKILL_API.detail, query: { id } });
const save = (payload: object, caller: Caller = app.enterpriseA) =>
  app.call<SceneFlowSaved | SceneFlowConflict>(caller, {
    method: 'POST',
    url: SCENE_SKILL_API.save,
    payload,
  });
const enable = (id: string, enabled: boolean, caller: Caller = app.enterpriseA) =>
  app.call<SceneSkillSummary>(caller, {
    method: 'PUT',
    url: SCENE_SKILL_API.enable,
    payload: { id, enabled },
  });
const page = (caller: Caller = app.enterpriseA) =>
  app.call<Page<SceneSkillSummary>>(caller, {
    method: 'GET',
    url: SCENE_SKILL_API.page,
    query: { projectId, pageSize: '50' },
  });
const share = (id: string, to: Caller, level: 'VIEW' | 'EDIT', resourceType = 'SKILL') =>
  app.call(app.enterpriseA, {
    method: 'PUT',
    url: RESOURCE_API.share,
    payload: { resourceType, resourceId: id, shares: [{ userId: to.userId, level }] },
  });

describe('scene skills (场景技能), a resource kind with a versioned flow', () => {
  it('creates a blank scene and one from an example, disabled, listed with their triggers', async () => {
    const blank = await create({ name: '空白场景' });
    expect(blank.statusCode).toBe(200);
    expect(blank.body).toMatchObject({
      message: SCENE_SKILL_MSG.created,
      data: { name: '空白场景', enabled: false, version: 1, triggers: [], runsToday: 0 },
    });
    const welcome = await create({ name: '迎宾', example: 'welcome' });
    expect((await detail(welcome.body.data.id)).body.data.flow).toEqual(SCENE_EXAMPLE_FLOWS.welcome());
    const listed = (await page()).body.data.content.find((row) => row.name === '迎宾');
    expect(listed?.triggers).toEqual([{ on: 'keywords', label: '关键词：你好、您好' }]);
    expect(listed).not.toHaveProperty('flow');
  });

  it('saves a flow naming its version, refuses a stale save with the server’s copy, and keeps every version', async () => {
    const id = (await create({ name: '冲突场景', example: 'welcome' })).body.data.id;
    const mine = { nodes: SCENE_EXAMPLE_FLOWS.welcome().nodes.slice(0, 2), edges: [] };
    const first = await save({ id, version: 1, flow: mine });
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({ version: 2 });

    const theirs = { nodes: [], edges: [] };
    const stale = await save({ id, version: 1, flow: theirs }, app.enterpriseA);
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toBe(SCENE_SKILL_MSG.conflict);
    expect(stale.body.data).toMatchObject({ version: 2, flow: mine });
    expect((await detail(id)).body.data).toMatchObject({ version: 2, flow: mine });

    const versions = await app.call<SceneFlowVersion[]>(app.enterpriseA, {
      method: 'GET',
      url: SCENE_SKILL_API.versions,
      query: { id },
    });
    expect(versions.body.data.map((version) => [version.version, version.nodeCount])).toEqual([
      [2, 2],
      [1, 6],
    ]);
    const restored = await app.call<SceneFlowSaved>(app.enterpriseA, {
      method: 'POST',
      url: SCENE_SKILL_API.restore,
      payload: { id, version: 2, restore: 1 },
    });
    expect(restored.body).toMatchObject({ message: SCENE_SKILL_MSG.restored, data: { version: 3 } });
    expect((await detail(id)).body.data.flow).toEqual(SCENE_EXAMPLE_FLOWS.welcome());
    const missing = await app.call(app.enterpriseA, {
      method: 'POST',
      url: SCENE_SKILL_API.restore,
      payload: { id, version: 3, restore: 99 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(SCENE_SKILL_MSG.versionMissing);
  });

  it('refuses to enable a flow with problems, and enables a whole one', async () => {
    const business = (await create({ name: '业务引导', example: 'business' })).body.data.id;
    const refused = await enable(business, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(SCENE_SKILL_MSG.invalidFlow(2));
    const welcome = (await create({ name: '可启用', example: 'welcome' })).body.data.id;
    const enabled = await enable(welcome, true);
    expect(enabled.body).toMatchObject({ message: SCENE_SKILL_MSG.enabled, data: { enabled: true } });
  });

  it('copies a scene under a free name, disabled, with its flow, and logs it', async () => {
    const id = (await create({ name: '展品讲解', example: 'exhibit' })).body.data.id;
    const copy = (name: string) =>
      app.call<SceneSkillDetail>(app.enterpriseA, {
        method: 'PUT',
        url: SCENE_SKILL_API.copy,
        payload: { id: name },
      });
    const first = await copy(id);
    expect(first.body).toMatchObject({
      message: SCENE_SKILL_MSG.copied,
      data: { name: '展品讲解 副本', enabled: false },
    });
    expect((await copy(id)).body.data.name).toBe('展品讲解 副本2');
    expect((await detail(first.body.data.id)).body.data.flow).toEqual(SCENE_EXAMPLE_FLOWS.exhibit());
    const logged = await app.db.select().from(operationLog).where(eq(operationLog.action, 'sceneSkill.copy'));
    expect(logged).toHaveLength(2);
  });

  it('answers bad input with 400 and the schema’s words, never 500', async () => {
    const id = (await create({ name: '坏输入' })).body.data.id;
    const cases: [object, string?][] = [
      [
        {
          id,
          version: 1,
          flow: { nodes: [{ id: 'x', type: 'fly', position: { x: 0, y: 0 }, data: {} }], edges: [] },
        },
      ],
      [{ id, version: 0, flow: { nodes: [], edges: [] } }],
      [{ id, flow: { nodes: [], edges: [] } }, '请说明编辑开始时的版本'],
      [{ id, version: 1, flow: 'nodes' }],
      [{ id: 'x'.repeat(65), version: 1, flow: { nodes: [], edges: [] } }],
    ];
    for (const [payload, message] of cases) {
      const answer = await save(payload);
      expect(answer.statusCode).toBe(400);
      if (message) expect(answer.body.message).toBe(message);
    }
    expect((await create({ name: '示例', example: 'zoo' })).body.message).toBe('请选择示例');
    expect(
      (await save({ id: '00000000-0000-4000-8000-000000000000', version: 1, flow: { nodes: [], edges: [] } }))
        .statusCode,
    ).toBe(404);
    const refs = await app.call(app.enterpriseA, {
      method: 'GET',
      url: SCENE_SKILL_API.references,
      query: {},
    });
    expect(refs.statusCode).toBe(400);
  });

  it('follows the SKILL flags: VIEW reads the flow and its runs, EDIT saves it; another enterprise sees nothing', async () => {
    const id = (await create({ name: '共享场景', example: 'welcome' })).body.data.id;
    await share(projectId, colleague, 'EDIT', 'PROJECT');
    expect((await detail(id, colleague)).statusCode).toBe(404);
    await share(id, colleague, 'VIEW');
    expect((await detail(id, colleague)).statusCode).toBe(200);
    const runs = await app.call(colleague, { method: 'GET', url: SCENE_SKILL_API.runs, query: { id } });
    expect(runs.body.data).toEqual([]);
    expect((await save({ id, version: 1, flow: { nodes: [], edges: [] } }, colleague)).statusCode).toBe(403);
    await share(id, colleague, 'EDIT');
    expect((await save({ id, version: 1, flow: { nodes: [], edges: [] } }, colleague)).statusCode).toBe(200);

    const other = app.enterpriseC;
    for (const [method, url, query, payload] of [
      ['GET', SCENE_SKILL_API.detail, { id }],
      ['GET', SCENE_SKILL_API.versions, { id }],
      ['GET', SCENE_SKILL_API.runs, { id }],
      ['POST', SCENE_SKILL_API.save, {}, { id, version: 2, flow: { nodes: [], edges: [] } }],
      ['PUT', SCENE_SKILL_API.copy, {}, { id }],
    ] as const) {
      expect((await app.call(other, { method, url, query, payload })).statusCode).toBe(404);
    }
    const refs = await app.call(other, {
      method: 'GET',
      url: SCENE_SKILL_API.references,
      query: { projectId },
    });
    expect(refs.statusCode).toBe(404);
  });

  it('sees only scene rows of the shared skills table, and lists what a flow may name', async () => {
    const [scene] = await app.db.select({ tenantId: skills.tenantId }).from(skills).limit(1);
    const [store] = await app.db
      .insert(skills)
      .values({ projectId, tenantId: scene.tenantId, name: '巡逻', kind: 'STORE', storeSkillCode: 'patrol' })
      .returning({ id: skills.id });
    expect((await page()).body.data.content.map((row) => row.name)).not.toContain('巡逻');
    expect((await detail(store.id)).statusCode).toBe(404);
    const refs = await app.call<SceneReferenceLists>(app.enterpriseA, {
      method: 'GET',
      url: SCENE_SKILL_API.references,
      query: { projectId },
    });
    expect(refs.body.data.skills).toEqual([{ id: store.id, name: '巡逻' }]);
  });

  it('answers the simulation’s ask with the project’s matcher: a paraphrase takes its branch, others the fallback', async () => {
    const branches = [
      { id: 'business', examples: ['办业务', '办理业务'] },
      { id: 'browse', examples: ['随便看看', '不用了'] },
    ];
    const answer = (payload: object, caller: Caller = app.enterpriseA) =>
      app.call<AnswerMatch>(caller, { method: 'POST', url: SCENE_SKILL_API.answer, payload });
    expect((await answer({ projectId, answer: '我想办一下业务', branches })).body.data).toEqual({
      branchId: 'business',
    });
    expect((await answer({ projectId, answer: '今天天气如何', branches })).body.data).toEqual({
      branchId: null,
    });
    expect((await answer({ projectId, answer: '', branches })).body.message).toBe('请输入问题');
    expect((await answer({ projectId, answer: '开户' })).statusCode).toBe(400);
    expect((await answer({ projectId, answer: '开户', branches }, app.enterpriseC)).statusCode).toBe(404);
  });
});
