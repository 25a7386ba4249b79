import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTION_API,
  ACTION_MSG,
  type ActionSteps,
  type ActionSummary,
} from '../../../src/shared/api/actions';
import type { Page } from '../../../src/shared/api/paging';
import { RESOURCE_API } from '../../../src/shared/api/resource-permissions';
import { addMember } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createHomepage, createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';
import { STEP_REFERENCE_MSG } from './step-references';

const ACTION_MENUS = ['PROJECT', 'SKILL_MANAGEMENT', 'ACTION'];

let app: ManagerTestApp;
let projectId: string;
let member: Caller;
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '动作项目')).id;
  member = await addMember(app, '13800009201', { name: '动作测试角色', menuCodes: ACTION_MENUS });
  await share('PROJECT', projectId, member, 'EDIT');
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

async function share(resourceType: string, resourceId: string, to: Caller, level: 'VIEW' | 'EDIT') {
  const answer = await app.call(app.enterpriseA, {
    method: 'PUT',
    url: RESOURCE_API.share,
    payload: { resourceType, resourceId, shares: [{ userId: to.userId, level }] },
  });
  expect(answer.statusCode).toBe(200);
}

const create = (name: string, caller: Caller = app.enterpriseA, project = projectId) =>
  app.call<ActionSummary>(caller, {
    method: 'PUT',
    url: ACTION_API.create,
    payload: { projectId: project, name, description: '测试动作' },
  });
const created = async (name: string) => {
  const answer = await create(name);
  expect(answer.statusCode).toBe(200);
  return answer.body.data;
};
const page = (caller: Caller, query: Record<string, string> = {}) =>
  app.call<Page<ActionSummary>>(caller, {
    method: 'GET',
    url: ACTION_API.page,
    query: { projectId, ...query },
  });
const saveSteps = (caller: Caller, id: string, pageType: string, steps: unknown[]) =>
  app.call<ActionSteps>(caller, {
    method: 'POST',
    url: ACTION_API.saveSteps,
    payload: { id, pageType, steps },
  });
const readSteps = (caller: Caller, id: string, pageType: string) =>
  app.call<ActionSteps>(caller, { method: 'GET', url: ACTION_API.steps, query: { id, pageType } });

describe('actions', () => {
  it('keeps ordered steps per page type, naming the screen page it shows, and counts them in the list', async () => {
    const action = await created('迎宾');
    const homepage = await createHomepage(app, app.enterpriseA, projectId);
    const mainPage = homepage.document.pages[0];
    const offered = await app.call<{ homepageId: string; pages: { id: string }[] }[]>(app.enterpriseA, {
      method: 'GET',
      url: ACTION_API.screenPages,
      query: { projectId },
    });
    expect(offered.body.data).toEqual([expect.objectContaining({ homepageId: homepage.id })]);
    expect(offered.body.data[0].pages.map((page) => page.id)).toContain(mainPage.id);
    const steps = [
      { kind: 'SPEAK', text: '欢迎光临' },
      { kind: 'MOTION', motion: 'wave' },
      { kind: 'SHOW_PAGE', homepageId: homepage.id, pageId: mainPage.id },
      { kind: 'MOVE_TO', pointName: '前台' },
      { kind: 'WAIT', seconds: 3 },
    ];
    const saved = await saveSteps(app.enterpriseA, action.id, 'MAIN', steps);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toBe(ACTION_MSG.stepsSaved);
    const read = (await readSteps(app.enterpriseA, action.id, 'MAIN')).body.data.steps;
    expect(read.map((step) => step.kind)).toEqual(['SPEAK', 'MOTION', 'SHOW_PAGE', 'MOVE_TO', 'WAIT']);
    expect(read[2]).toMatchObject({ pageName: mainPage.name });
    expect((await readSteps(app.enterpriseA, action.id, 'SLEEP')).body.data.steps).toEqual([]);
    // Reordered: saved as a whole.
    await saveSteps(app.enterpriseA, action.id, 'MAIN', [steps[1], steps[0]]);
    const reordered = (await readSteps(app.enterpriseA, action.id, 'MAIN')).body.data.steps;
    expect(reordered.map((step) => step.kind)).toEqual(['MOTION', 'SPEAK']);
    await saveSteps(app.enterpriseA, action.id, 'PATROL', [steps[0]]);
    const [listed] = (await page(app.enterpriseA, { name: '迎宾' })).body.data.content;
    expect(listed.stepCounts).toEqual({ MAIN: 2, PATROL: 1 });
  });

  it('answers 400 to bad steps and names, 409 to a taken name, 404 to unknown ids', async () => {
    const action = await created('坏步骤');
    const otherProject = (await createProject(app, app.enterpriseA, '别的项目')).id;
    const foreignHomepage = await createHomepage(app, app.enterpriseA, otherProject);
    for (const [steps, message] of [
      [[{ kind: 'SPEAK', text: '' }], '请输入播报内容'],
      [[{ kind: 'WAIT', seconds: 0 }], undefined],
      [[{ kind: 'WAIT', seconds: 1.5 }], '等待秒数须为整数'],
      [[{ kind: 'MOTION', motion: 'fly' }], '请选择肢体动作'],
      [[{ kind: 'DANCE' }], undefined],
      [[{ kind: 'MOVE_TO', pointName: '' }], '请选择点位'],
      [[{ kind: 'MOVE_TO', pointId: 'nope', pointName: '大门' }], STEP_REFERENCE_MSG.pointMissing],
      [
        [{ kind: 'SHOW_PAGE', homepageId: foreignHomepage.id, pageId: foreignHomepage.document.pages[0].id }],
        STEP_REFERENCE_MSG.pageMissing,
      ],
      [Array.from({ length: 51 }, () => ({ kind: 'WAIT', seconds: 1 })), undefined],
      ['not a list', undefined],
    ] as const) {
      const answer = await saveSteps(app.enterpriseA, action.id, 'MAIN', steps as unknown as unknown[]);
      expect(answer.statusCode, JSON.stringify(steps).slice(0, 80)).toBe(400);
      if (message) expect(answer.body.message).toBe(message);
    }
    expect((await saveSteps(app.enterpriseA, action.id, 'HOME', [])).statusCode).toBe(400);
    expect((await create('')).body.message).toBe('请输入动作名称');
    expect((await create('坏步骤')).statusCode).toBe(409);
    expect((await readSteps(app.enterpriseA, 'missing', 'MAIN')).statusCode).toBe(404);
  });

  it('follows the ACTION flags for a colleague and hides actions from other scopes', async () => {
    const action = await created('共享动作');
    expect((await page(member)).body.data.content.map((row) => row.id)).not.toContain(action.id);
    expect((await readSteps(member, action.id, 'MAIN')).statusCode).toBe(404);
    expect((await create('同事新建', member)).body.message).toBe('您没有新建动作的权限');
    await share('ACTION', action.id, member, 'VIEW');
    expect((await readSteps(member, action.id, 'MAIN')).statusCode).toBe(200);
    const refused = await saveSteps(member, action.id, 'MAIN', []);
    expect([refused.statusCode, refused.body.message]).toEqual([403, '您没有编辑动作「共享动作」的权限']);
    await share('ACTION', action.id, member, 'EDIT');
    expect((await saveSteps(member, action.id, 'MAIN', [{ kind: 'WAIT', seconds: 2 }])).statusCode).toBe(200);
    const disable = await app.call(member, {
      method: 'PUT',
      url: ACTION_API.enable,
      payload: { id: action.id, enabled: false },
    });
    expect(disable.statusCode).toBe(403);
    for (const outsider of [app.enterpriseC, app.personB, app.adminPersonal]) {
      expect((await readSteps(outsider, action.id, 'MAIN')).statusCode).toBe(404);
      expect((await page(outsider)).statusCode).toBe(404);
      expect((await saveSteps(outsider, action.id, 'MAIN', [])).statusCode).toBe(404);
    }
    const enabled = await app.call<ActionSummary>(app.enterpriseA, {
      method: 'PUT',
      url: ACTION_API.enable,
      payload: { id: action.id, enabled: false },
    });
    expect(enabled.body.data.enabled).toBe(false);
    const removed = await app.call(app.enterpriseA, {
      method: 'DELETE',
      url: ACTION_API.remove,
      query: { id: action.id },
    });
    expect(removed.statusCode).toBe(200);
    expect((await readSteps(app.enterpriseA, action.id, 'MAIN')).statusCode).toBe(404);
  });

  it('answers 403 to a member without the menus of 动作管理', async () => {
    const outsider = await addMember(app, '13800009202', {
      name: '无动作菜单',
      menuCodes: ['PROJECT', 'ACTION'],
    });
    await share('PROJECT', projectId, outsider, 'EDIT');
    expect((await page(outsider)).statusCode).toBe(403);
  });

  it('never answers 500 to what a client sends', async () => {
    const action = await created('模糊测试');
    const calls = [
      ['GET', ACTION_API.page],
      ['GET', ACTION_API.detail],
      ['GET', ACTION_API.steps],
      ['GET', ACTION_API.screenPages],
      ['PUT', ACTION_API.create],
      ['POST', ACTION_API.edit],
      ['PUT', ACTION_API.enable],
      ['POST', ACTION_API.saveSteps],
    ] as const;
    const value = fc.oneof(
      fc.constantFrom(action.id, projectId, 'MAIN', 'SPEAK', ''),
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.jsonValue({ maxDepth: 3 }),
    );
    const fields = fc.dictionary(
      fc.constantFrom(
        'id',
        'projectId',
        'name',
        'pageType',
        'steps',
        'enabled',
        'pageNo',
        'pageSize',
        'description',
      ),
      value,
      { maxKeys: 6 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), fields, async ([method, url], sent) => {
        const query = Object.fromEntries(
          Object.entries(sent).map(([key, field]) => [
            key,
            typeof field === 'string' ? field : JSON.stringify(field),
          ]),
        );
        const answer =
          method === 'GET'
            ? await app.call(app.enterpriseA, { method, url, query })
            : await app.call(app.enterpriseA, { method, url, payload: JSON.stringify(sent) });
        expect(answer.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
