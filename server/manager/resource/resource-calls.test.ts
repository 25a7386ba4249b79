import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/api/paging';
import { PROJECT_API, type ProjectSummary } from '../../../src/shared/api/projects';
import {
  type Colleague,
  PERSONAL_SHARE_REFUSED,
  RESOURCE_API,
  type ResourceShare,
  SHARE_OUTSIDE_REFUSED,
  TOO_MANY_TAGS,
} from '../../../src/shared/api/resource-permissions';
import { MSG } from '../../../src/shared/messages';
import { operationLog, resourceShares, resourceTags } from '../../db/schema';
import { demoColleague } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

let app: ManagerTestApp;
let colleague: Caller;
beforeAll(async () => {
  app = await createManagerTestApp();
  colleague = await demoColleague(app);
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const share = (caller: Caller, resourceId: string, shares: { userId: string; level: string }[]) =>
  app.call<ResourceShare[]>(caller, {
    method: 'PUT',
    url: RESOURCE_API.share,
    payload: { resourceType: 'PROJECT', resourceId, shares },
  });
const sharesOf = (caller: Caller, resourceId: string) =>
  app.call<ResourceShare[]>(caller, {
    method: 'GET',
    url: RESOURCE_API.shares,
    query: { resourceType: 'PROJECT', resourceId },
  });
const tag = (caller: Caller, resourceIds: string[], tags: string[], mode?: string) =>
  app.call(caller, {
    method: 'PUT',
    url: RESOURCE_API.batchTag,
    payload: { resourceType: 'PROJECT', resourceIds, tags, mode },
  });
const projectPage = async (caller: Caller, query: Record<string, string> = {}) =>
  (
    await app.call<Page<ProjectSummary>>(caller, {
      method: 'GET',
      url: PROJECT_API.page,
      query: { pageSize: '100', ...query },
    })
  ).body.data.content;
const seenBy = async (caller: Caller, id: string) =>
  (await projectPage(caller)).find((project) => project.id === id);

describe('sharing a resource', () => {
  it('lets a colleague see a shared project, then edit it once the share says EDIT, and no more when taken back', async () => {
    const project = await createProject(app, app.enterpriseA, '共享给小林');
    expect(await seenBy(colleague, project.id)).toBeUndefined();

    const shared = await share(app.enterpriseA, project.id, [{ userId: colleague.userId, level: 'VIEW' }]);
    expect(shared.body).toMatchObject({
      status: 0,
      data: [{ userId: colleague.userId, nickname: '运营专员小林', account: '13800000003', level: 'VIEW' }],
    });
    expect(await seenBy(colleague, project.id)).toMatchObject({
      sharedWithMe: 'VIEW',
      permissions: { accessAuth: true, editAuth: false, deleteAuth: false, shareAuth: false },
    });
    const refused = await app.call(colleague, {
      method: 'POST',
      url: PROJECT_API.edit,
      payload: { id: project.id, name: '小林改的' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('您没有编辑项目「共享给小林」的权限');

    await share(app.enterpriseA, project.id, [{ userId: colleague.userId, level: 'EDIT' }]);
    expect((await seenBy(colleague, project.id))?.permissions).toMatchObject({
      editAuth: true,
      batchTagAuth: true,
    });
    const edited = await app.call<ProjectSummary>(colleague, {
      method: 'POST',
      url: PROJECT_API.edit,
      payload: { id: project.id, name: '小林改的' },
    });
    expect(edited.body.data).toMatchObject({ name: '小林改的', sharedWithMe: 'EDIT' });
    // The administrator sees every project of the enterprise, not through a share.
    expect(await seenBy(app.enterpriseA, project.id)).toMatchObject({ sharedWithMe: null });

    await share(app.enterpriseA, project.id, []);
    expect(await seenBy(colleague, project.id)).toBeUndefined();
    const gone = await app.call(colleague, {
      method: 'GET',
      url: PROJECT_API.detail,
      query: { id: project.id },
    });
    expect(gone.body).toEqual({ status: -1, message: MSG.projectNotFound, data: null });
    const logged = await app.db.select().from(operationLog).where(eq(operationLog.action, 'resource.share'));
    expect(logged.filter((entry) => entry.detail?.resourceId === project.id)).toHaveLength(3);
  });

  it('shares only with other members of the enterprise, and never in the personal scope', async () => {
    const project = await createProject(app, app.enterpriseA, '只在企业内共享');
    for (const userId of [
      app.personB.userId,
      app.enterpriseC.userId,
      app.enterpriseA.userId,
      '00000000-0000-4000-8000-000000000000',
      'not-a-user',
    ]) {
      const refused = await share(app.enterpriseA, project.id, [{ userId, level: 'VIEW' }]);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.message).toBe(SHARE_OUTSIDE_REFUSED);
    }
    expect((await sharesOf(app.enterpriseA, project.id)).body.data).toEqual([]);

    const personal = await createProject(app, app.personB, '个人项目');
    const refused = await share(app.personB, personal.id, [{ userId: colleague.userId, level: 'VIEW' }]);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(PERSONAL_SHARE_REFUSED);
    expect(
      await app.db.select().from(resourceShares).where(eq(resourceShares.resourceId, personal.id)),
    ).toEqual([]);
  });

  it('batch shares several projects at once, changing the level of an existing share', async () => {
    const first = await createProject(app, app.enterpriseA, '批量共享一');
    const second = await createProject(app, app.enterpriseA, '批量共享二');
    await share(app.enterpriseA, first.id, [{ userId: colleague.userId, level: 'VIEW' }]);
    const answer = await app.call(app.enterpriseA, {
      method: 'PUT',
      url: RESOURCE_API.batchShare,
      payload: {
        resourceType: 'PROJECT',
        resourceIds: [first.id, second.id],
        shares: [{ userId: colleague.userId, level: 'EDIT' }],
      },
    });
    expect(answer.body).toEqual({ status: 0, message: '已共享 2 个项目', data: null });
    expect((await seenBy(colleague, first.id))?.sharedWithMe).toBe('EDIT');
    expect((await seenBy(colleague, second.id))?.sharedWithMe).toBe('EDIT');
    const logged = await app.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.action, 'resource.batchShare'));
    expect(logged.map((entry) => entry.detail?.resourceId).sort()).toEqual([first.id, second.id].sort());

    // The colleague may edit both but share neither: the batch names the first it may not share.
    const refused = await app.call(colleague, {
      method: 'PUT',
      url: RESOURCE_API.batchShare,
      payload: {
        resourceType: 'PROJECT',
        resourceIds: [first.id, second.id],
        shares: [{ userId: app.enterpriseA.userId, level: 'VIEW' }],
      },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('您没有批量共享项目「批量共享一」的权限');
  });
});

describe('tags', () => {
  it('adds tags to several projects, replaces them on one, filters the list and suggests the most used first', async () => {
    const hall = await createProject(app, app.enterpriseC, '展厅');
    const lobby = await createProject(app, app.enterpriseC, '大堂');
    const added = await tag(app.enterpriseC, [hall.id, lobby.id], [' 迎宾 ', '一楼', '迎宾']);
    expect(added.body).toEqual({ status: 0, message: '标签已保存', data: null });
    await tag(app.enterpriseC, [hall.id], ['讲解']);
    expect((await seenBy(app.enterpriseC, hall.id))?.tags).toEqual(['一楼', '讲解', '迎宾'].sort());
    expect((await projectPage(app.enterpriseC, { tag: '讲解' })).map((p) => p.id)).toEqual([hall.id]);

    const suggestions = await app.call<{ id: string; name: string }[]>(app.enterpriseC, {
      method: 'GET',
      url: RESOURCE_API.tags,
      query: { resourceType: 'PROJECT' },
    });
    expect(suggestions.body.data.map((item) => item.name)).toEqual(['一楼', '迎宾', '讲解']);
    const searched = await app.call<{ name: string }[]>(app.enterpriseC, {
      method: 'GET',
      url: RESOURCE_API.tags,
      query: { resourceType: 'PROJECT', name: '讲' },
    });
    expect(searched.body.data).toEqual([{ id: '讲解', name: '讲解' }]);
    // Another enterprise's tags are not suggested.
    const elsewhere = await app.call<unknown[]>(app.enterpriseA, {
      method: 'GET',
      url: RESOURCE_API.tags,
      query: { resourceType: 'PROJECT', name: '讲' },
    });
    expect(elsewhere.body.data).toEqual([]);

    await tag(app.enterpriseC, [lobby.id], [], 'REPLACE');
    expect((await seenBy(app.enterpriseC, lobby.id))?.tags).toEqual([]);
    const logged = await app.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.action, 'resource.batchTag'));
    expect(logged.filter((entry) => entry.detail?.resourceId === lobby.id)).toHaveLength(2);
  });

  it('keeps at most 20 tags on a resource, and lets a person tag their own projects', async () => {
    const project = await createProject(app, app.personB, '标签很多');
    const ten = (from: number) => Array.from({ length: 10 }, (_, index) => `标签${from + index}`);
    await tag(app.personB, [project.id], ten(0));
    await tag(app.personB, [project.id], ten(10));
    const refused = await tag(app.personB, [project.id], ['再来一个']);
    expect(refused.body).toEqual({ status: -1, message: TOO_MANY_TAGS, data: null });
    expect((await seenBy(app.personB, project.id))?.tags).toHaveLength(20);
  });

  it('deleting a project takes its shares and tags with it', async () => {
    const project = await createProject(app, app.enterpriseA, '删除时清理');
    await share(app.enterpriseA, project.id, [{ userId: colleague.userId, level: 'VIEW' }]);
    await tag(app.enterpriseA, [project.id], ['临时']);
    await app.call(app.enterpriseA, { method: 'DELETE', url: PROJECT_API.remove, query: { id: project.id } });
    const leftOf = (table: typeof resourceShares | typeof resourceTags) =>
      app.db
        .select()
        .from(table)
        .where(and(eq(table.resourceType, 'PROJECT'), eq(table.resourceId, project.id)));
    expect(await leftOf(resourceShares)).toEqual([]);
    expect(await leftOf(resourceTags)).toEqual([]);
  });
});

describe('colleagues', () => {
  it('lists the other members of the caller enterprise, searchable; none in the personal scope', async () => {
    const colleagues = async (caller: Caller, name?: string) =>
      (
        await app.call<Colleague[]>(caller, {
          method: 'GET',
          url: RESOURCE_API.colleagues,
          query: name === undefined ? {} : { name },
        })
      ).body.data;
    expect(await colleagues(app.enterpriseA)).toEqual([
      { userId: colleague.userId, nickname: '运营专员小林', account: '13800000003' },
    ]);
    expect(await colleagues(app.enterpriseA, '0003')).toHaveLength(1);
    expect(await colleagues(app.enterpriseA, '小王')).toEqual([]);
    expect((await colleagues(colleague)).map((found) => found.account)).toEqual(['13800000001']);
    expect(await colleagues(app.personB)).toEqual([]);
  });
});

describe('bad input', () => {
  const project = () => createProject(app, app.enterpriseA, '坏输入');

  it('answers 400 with a message to every malformed body or query', async () => {
    const { id } = await project();
    const cases: [method: 'GET' | 'PUT', url: string, input: Record<string, unknown>, message?: string][] = [
      ['GET', RESOURCE_API.shares, {}],
      ['GET', RESOURCE_API.shares, { resourceType: 'TABLE', resourceId: id }],
      ['PUT', RESOURCE_API.share, { resourceType: 'PROJECT', resourceId: id }],
      ['PUT', RESOURCE_API.share, { resourceType: 'PROJECT', resourceId: id, shares: [{ userId: 'x' }] }],
      [
        'PUT',
        RESOURCE_API.share,
        {
          resourceType: 'PROJECT',
          resourceId: id,
          shares: [
            { userId: colleague.userId, level: 'VIEW' },
            { userId: colleague.userId, level: 'EDIT' },
          ],
        },
        '共享对象重复',
      ],
      [
        'PUT',
        RESOURCE_API.batchShare,
        { resourceType: 'PROJECT', resourceIds: [], shares: [] },
        '请先选择资源',
      ],
      [
        'PUT',
        RESOURCE_API.batchShare,
        { resourceType: 'PROJECT', resourceIds: [id], shares: [] },
        '请选择共享对象',
      ],
      ['PUT', RESOURCE_API.batchTag, { resourceType: 'PROJECT', resourceIds: [id], tags: [] }, '请输入标签'],
      [
        'PUT',
        RESOURCE_API.batchTag,
        { resourceType: 'PROJECT', resourceIds: [id], tags: ['  '] },
        '标签不能为空',
      ],
      [
        'PUT',
        RESOURCE_API.batchTag,
        { resourceType: 'PROJECT', resourceIds: [id], tags: ['长'.repeat(21)] },
        '标签不能超过20个字符',
      ],
      [
        'PUT',
        RESOURCE_API.batchTag,
        { resourceType: 'PROJECT', resourceIds: [id], tags: ['a'], mode: 'MOVE' },
      ],
      ['GET', RESOURCE_API.tags, { resourceType: 'NOPE' }],
      ['GET', RESOURCE_API.tags, { resourceType: 'PROJECT', name: '名'.repeat(21) }],
      ['GET', RESOURCE_API.colleagues, { name: '名'.repeat(31) }],
      ['GET', PROJECT_API.page, { tag: '长'.repeat(21) }],
    ];
    for (const [method, url, input, message] of cases) {
      const answer =
        method === 'GET'
          ? await app.call(app.enterpriseA, { method, url, query: input as Record<string, string> })
          : await app.call(app.enterpriseA, { method, url, payload: input });
      expect(answer.statusCode, `${method} ${url} ${JSON.stringify(input)}`).toBe(400);
      expect(answer.body.status).toBe(-1);
      if (message) expect(answer.body.message).toBe(message);
    }
  });

  it('answers 404 for a resource that is not there, of a type without calls yet, or of another scope', async () => {
    const { id } = await project();
    for (const [caller, resourceType, resourceId] of [
      [app.enterpriseA, 'PROJECT', 'not-a-uuid'],
      [app.enterpriseA, 'PROJECT', '00000000-0000-4000-8000-000000000000'],
      [app.enterpriseA, 'QA', id],
      [app.enterpriseC, 'PROJECT', id],
    ] as const) {
      const answer = await app.call(caller, {
        method: 'GET',
        url: RESOURCE_API.shares,
        query: { resourceType, resourceId },
      });
      expect(answer.statusCode).toBe(404);
    }
  });

  it('never answers 500 to random input, signed in or not', async () => {
    const { id } = await project();
    const routes = [
      ['GET', RESOURCE_API.shares],
      ['PUT', RESOURCE_API.share],
      ['PUT', RESOURCE_API.batchShare],
      ['PUT', RESOURCE_API.batchTag],
      ['GET', RESOURCE_API.tags],
      ['GET', RESOURCE_API.colleagues],
    ] as const;
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constantFrom('PROJECT', 'QA', 'VIEW', 'EDIT', 'REPLACE', id, colleague.userId),
      fc.array(
        fc.oneof(fc.string(), fc.constant(id), fc.record({ userId: fc.string(), level: fc.string() })),
        {
          maxLength: 3,
        },
      ),
    );
    const fields = fc.dictionary(
      fc.constantFrom('resourceType', 'resourceId', 'resourceIds', 'shares', 'tags', 'mode', 'name'),
      value,
      { maxKeys: 5 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fields,
        fc.boolean(),
        async ([method, url], input, signedIn) => {
          const caller = signedIn ? app.enterpriseA : null;
          const answer =
            method === 'GET'
              ? await app.call(caller, {
                  method,
                  url,
                  query: Object.fromEntries(
                    Object.entries(input).map(([key, v]) => [
                      key,
                      typeof v === 'string' ? v : JSON.stringify(v),
                    ]),
                  ),
                })
              : await app.call(caller, { method, url, payload: input });
          expect(answer.statusCode).toBeLessThan(500);
          expect(answer.body.status).toBeDefined();
        },
      ),
      { numRuns: 150 },
    );
  });
});
