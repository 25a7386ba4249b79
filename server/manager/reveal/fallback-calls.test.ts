import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SITUATIONS,
  FALLBACK_API,
  type FallbackDetail,
  type FallbackSummary,
} from '../../../src/shared/api/fallback';
import { HOT_WORD_API } from '../../../src/shared/api/hot-words';
import type { Page } from '../../../src/shared/api/paging';
import { RESOURCE_API } from '../../../src/shared/api/resource-permissions';
import { addMember } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';
import { projectFallbackSet } from './fallback-summary';
import { pickFallback } from './pick-fallback';

let app: ManagerTestApp;
let projectId: string;
let member: Caller;
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '兜底项目')).id;
  member = await addMember(app, '13800009301', { name: '兜底测试角色', menuCodes: ['PROJECT', 'BUTTOM'] });
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

const create = (name: string, caller: Caller = app.enterpriseA) =>
  app.call<FallbackDetail>(caller, { method: 'PUT', url: FALLBACK_API.create, payload: { projectId, name } });
const created = async (name: string) => (await create(name)).body.data;
const edit = (caller: Caller, id: string, changes: Record<string, unknown>) =>
  app.call<FallbackDetail>(caller, {
    method: 'POST',
    url: FALLBACK_API.edit,
    payload: { id, name: '默认兜底', mode: 'IN_TURN', answers: [], ...changes },
  });
const detail = (caller: Caller, id: string) =>
  app.call<FallbackDetail>(caller, { method: 'GET', url: FALLBACK_API.detail, query: { id } });
const page = (caller: Caller) =>
  app.call<Page<FallbackSummary>>(caller, { method: 'GET', url: FALLBACK_API.page, query: { projectId } });

describe('fallback sets', () => {
  it('keeps answers tagged by situation in order; the robots answer from the active set in turn', async () => {
    const set = await created('默认兜底');
    expect(set).toMatchObject({ mode: 'RANDOM', enabled: true, answerCount: 0, active: true });
    const answers = [
      { situation: '未识别', text: '这个问题我还在学习' },
      { situation: '未识别', text: '您可以换个说法问我' },
      { situation: '展品咨询', text: '请到服务台咨询展品' },
    ];
    const saved = await edit(app.enterpriseA, set.id, { answers });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toMatchObject({
      mode: 'IN_TURN',
      answerCount: 3,
      situations: ['未识别', '展品咨询'],
    });
    expect(saved.body.data.answers.map(({ situation, text }) => ({ situation, text }))).toEqual(answers);

    const robotSet = await projectFallbackSet(app.db, projectId);
    const first = pickFallback(robotSet ?? { enabled: false, mode: 'RANDOM', answers: [] }, '未识别', {});
    const second = robotSet && first && pickFallback(robotSet, '未识别', first.turnState);
    expect([first?.answer.text, second?.answer.text]).toEqual(['这个问题我还在学习', '您可以换个说法问我']);

    const situations = await app.call<string[]>(app.enterpriseA, {
      method: 'GET',
      url: FALLBACK_API.situations,
      query: { projectId },
    });
    expect(situations.body.data).toEqual([...DEFAULT_SITUATIONS, '展品咨询']);

    // Disabled, the set no longer answers; a newer enabled set takes over.
    await app.call(app.enterpriseA, {
      method: 'PUT',
      url: FALLBACK_API.enable,
      payload: { id: set.id, enabled: false },
    });
    expect(await projectFallbackSet(app.db, projectId)).toBeNull();
  });

  it('answers 400 to bad input, 409 to a taken name, 404 to a hot word list id', async () => {
    const set = await created('坏输入');
    for (const bad of [
      { mode: 'SOMETIMES' },
      { answers: [{ situation: '', text: '好' }] },
      { answers: [{ situation: '未识别', text: ' ' }] },
      { answers: [{ situation: '超过十个字的场景标签名称', text: '好' }] },
      { answers: Array.from({ length: 201 }, () => ({ situation: '闲聊', text: '好' })) },
      { name: '' },
    ]) {
      expect((await edit(app.enterpriseA, set.id, bad)).statusCode, JSON.stringify(bad).slice(0, 60)).toBe(
        400,
      );
    }
    expect((await create('坏输入')).statusCode).toBe(409);
    const list = await app.call<{ id: string }>(app.enterpriseA, {
      method: 'PUT',
      url: HOT_WORD_API.create,
      payload: { projectId, name: '热词表' },
    });
    expect((await detail(app.enterpriseA, list.body.data.id)).statusCode).toBe(404);
    expect((await detail(app.enterpriseA, 'x')).statusCode).toBe(404);
  });

  it('follows the BUTTOM flags for a colleague and hides sets from other scopes', async () => {
    const set = await created('共享兜底');
    expect((await detail(member, set.id)).statusCode).toBe(404);
    expect((await create('同事新建', member)).body.message).toBe('您没有新建个性化设置的权限');
    await share('BUTTOM', set.id, member, 'VIEW');
    expect((await detail(member, set.id)).statusCode).toBe(200);
    const refused = await edit(member, set.id, { name: '共享兜底' });
    expect([refused.statusCode, refused.body.message]).toEqual([
      403,
      '您没有编辑个性化设置「共享兜底」的权限',
    ]);
    await share('BUTTOM', set.id, member, 'EDIT');
    expect((await edit(member, set.id, { name: '共享兜底' })).statusCode).toBe(200);
    const removal = await app.call(member, {
      method: 'DELETE',
      url: FALLBACK_API.remove,
      query: { id: set.id },
    });
    expect(removal.statusCode).toBe(403);
    for (const outsider of [app.enterpriseC, app.personB, app.adminPersonal]) {
      expect((await detail(outsider, set.id)).statusCode).toBe(404);
      expect((await page(outsider)).statusCode).toBe(404);
      expect((await edit(outsider, set.id, {})).statusCode).toBe(404);
    }
    const removed = await app.call(app.enterpriseA, {
      method: 'DELETE',
      url: FALLBACK_API.remove,
      query: { id: set.id },
    });
    expect(removed.statusCode).toBe(200);
    expect((await page(app.enterpriseA)).body.data.content.map((row) => row.id)).not.toContain(set.id);
  });

  it('never answers 500 to what a client sends', async () => {
    const set = await created('模糊测试');
    const calls = [
      ['GET', FALLBACK_API.page],
      ['GET', FALLBACK_API.detail],
      ['GET', FALLBACK_API.situations],
      ['PUT', FALLBACK_API.create],
      ['POST', FALLBACK_API.edit],
      ['PUT', FALLBACK_API.enable],
    ] as const;
    const answer = fc.record({ situation: fc.oneof(fc.string(), fc.constant('未识别')), text: fc.string() });
    const value = fc.oneof(
      fc.constantFrom(set.id, projectId, 'RANDOM', 'IN_TURN', ''),
      fc.string(),
      fc.integer(),
      fc.array(answer, { maxLength: 3 }),
      fc.jsonValue({ maxDepth: 3 }),
    );
    const fields = fc.dictionary(
      fc.constantFrom('id', 'projectId', 'name', 'mode', 'answers', 'enabled', 'pageNo', 'pageSize', 'tag'),
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
        const reply =
          method === 'GET'
            ? await app.call(app.enterpriseA, { method, url, query })
            : await app.call(app.enterpriseA, { method, url, payload: JSON.stringify(sent) });
        expect(reply.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
