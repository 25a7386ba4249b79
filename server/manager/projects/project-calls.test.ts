import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/api/paging';
import { PROJECT_API, type ProjectSummary } from '../../../src/shared/api/projects';
import { MSG } from '../../../src/shared/messages';
import { homepages, operationLog, projects } from '../../db/schema';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createHomepage, createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';
import { loggedEntries } from '../test-support/operation-log';

let app: ManagerTestApp;
beforeAll(async () => {
  app = await createManagerTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const pageOf = (caller: Caller, query: Record<string, string | number> = {}) =>
  app.call<Page<ProjectSummary>>(caller, {
    method: 'GET',
    url: PROJECT_API.page,
    query: { ...query } as never,
  });

const storedProject = async (id: string) =>
  (await app.db.select().from(projects).where(eq(projects.id, id)))[0];

describe('projects', () => {
  it('creates a project in the caller scope, logs it and answers its summary', async () => {
    const created = await createProject(app, app.enterpriseA, '  迎宾机器人  ', '大堂迎宾');
    expect(created).toMatchObject({ name: '迎宾机器人', description: '大堂迎宾', configurationCount: 0 });
    expect(await storedProject(created.id)).toMatchObject({
      tenantId: app.enterpriseA.tenantId,
      userId: null,
      createdBy: app.enterpriseA.userId,
      name: '迎宾机器人',
    });
    // The creator owns it: every flag, tags listed.
    expect(created).toMatchObject({
      tags: [],
      sharedWithMe: null,
      permissions: { editAuth: true, shareAuth: true },
    });
    const personal = await createProject(app, app.personB, '我的机器人');
    expect(await storedProject(personal.id)).toMatchObject({ tenantId: null, userId: app.personB.userId });
    const logged = await app.db.select().from(operationLog).where(eq(operationLog.action, 'project.create'));
    expect(logged.map((entry) => entry.detail?.projectId)).toEqual(
      expect.arrayContaining([created.id, personal.id]),
    );
  });

  it('pages the scope own projects, newest first, with their configuration counts and a literal name search', async () => {
    const first = await createProject(app, app.enterpriseC, '导览一号');
    app.clock.advance(1000);
    const second = await createProject(app, app.enterpriseC, '导览二号_100%');
    app.clock.advance(1000);
    await createProject(app, app.enterpriseC, '前台接待');
    await createHomepage(app, app.enterpriseC, first.id);
    await createHomepage(app, app.enterpriseC, first.id, '第二屏');

    const all = await pageOf(app.enterpriseC, { pageNo: 0, pageSize: 2 });
    expect(all.statusCode).toBe(200);
    expect(all.body.data).toMatchObject({ size: 2, number: 0, totalElements: 3 });
    expect(all.body.data.content.map((project) => project.name)).toEqual(['前台接待', '导览二号_100%']);
    const next = await pageOf(app.enterpriseC, { pageNo: 1, pageSize: 2 });
    expect(next.body.data.content).toMatchObject([{ id: first.id, configurationCount: 2 }]);

    const search = await pageOf(app.enterpriseC, { name: '导览' });
    expect(search.body.data.content.map((project) => project.id)).toEqual([second.id, first.id]);
    const wildcard = await pageOf(app.enterpriseC, { name: '_100%' });
    expect(wildcard.body.data.content.map((project) => project.id)).toEqual([second.id]);
    expect((await pageOf(app.enterpriseC, { name: '%' })).body.data.totalElements).toBe(1);
  });

  it('keeps the scopes apart: enterprise, the same admin as a person, another person, another enterprise', async () => {
    const names = async (caller: Caller) =>
      (await pageOf(caller, { pageSize: 100 })).body.data.content.map((project) => project.name);
    expect(await names(app.enterpriseA)).toContain('展厅导览机器人');
    expect(await names(app.enterpriseA)).not.toContain('我的迎宾机器人');
    expect(await names(app.personB)).toContain('我的迎宾机器人');
    expect(await names(app.personB)).not.toContain('展厅导览机器人');
    expect(await names(app.adminPersonal)).toEqual([]);
    expect(await names(app.enterpriseC)).not.toContain('展厅导览机器人');
  });

  it('refuses a forged Is-Enterprise header, a missing token and a bad paging query', async () => {
    const forged = await pageOf({
      ...app.personB,
      headers: { ...app.personB.headers, 'is-enterprise': 'true' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toEqual({ status: -1, message: MSG.enterpriseScopeRefused, data: null });
    const anonymous = await app.call(null, { method: 'GET', url: PROJECT_API.page });
    expect(anonymous.statusCode).toBe(401);
    const badPaging = await pageOf(app.personB, { pageSize: 100000 });
    expect(badPaging.statusCode).toBe(400);
    expect(badPaging.body.status).toBe(-1);
  });

  it('answers the detail of an own project and 项目不存在 for any other, malformed or unknown id', async () => {
    const own = await createProject(app, app.personB, '详情项目');
    const detail = await app.call<ProjectSummary>(app.personB, {
      method: 'GET',
      url: PROJECT_API.detail,
      query: { id: own.id },
    });
    expect(detail.body.data).toMatchObject({ id: own.id, name: '详情项目', configurationCount: 0 });
    for (const [caller, id] of [
      [app.enterpriseA, own.id],
      [app.adminPersonal, own.id],
      [app.personB, 'not-a-uuid'],
      [app.personB, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const refused = await app.call(caller, { method: 'GET', url: PROJECT_API.detail, query: { id } });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toEqual({ status: -1, message: MSG.projectNotFound, data: null });
    }
    const missing = await app.call(app.personB, { method: 'GET', url: PROJECT_API.detail });
    expect(missing.statusCode).toBe(400);
  });

  it('edits name and description, refusing blank or long names and other scopes', async () => {
    const own = await createProject(app, app.enterpriseA, '旧名称');
    app.clock.advance(5000);
    const edited = await app.call<ProjectSummary>(app.enterpriseA, {
      method: 'POST',
      url: PROJECT_API.edit,
      payload: { id: own.id, name: '新名称', description: '新的说明' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.body.data).toMatchObject({ name: '新名称', description: '新的说明' });
    expect(Date.parse(edited.body.data.updatedAt)).toBeGreaterThan(Date.parse(own.updatedAt));
    const [logged] = await loggedEntries(app, 'project.edit');
    expect(logged.detail).toMatchObject({
      before: { name: '旧名称' },
      after: { name: '新名称', description: '新的说明' },
    });

    const blank = await app.call(app.enterpriseA, {
      method: 'POST',
      url: PROJECT_API.edit,
      payload: { id: own.id, name: '   ' },
    });
    expect(blank.body).toEqual({ status: -1, message: '请输入项目名称', data: null });
    const long = await app.call(app.enterpriseA, {
      method: 'POST',
      url: PROJECT_API.edit,
      payload: { id: own.id, name: '名'.repeat(31) },
    });
    expect(long.body.message).toBe('项目名称不能超过30个字符');
    const missingName = await app.call(app.enterpriseA, {
      method: 'PUT',
      url: PROJECT_API.create,
      payload: {},
    });
    expect(missingName.body).toEqual({ status: -1, message: '请输入项目名称', data: null });

    const foreign = await app.call(app.enterpriseC, {
      method: 'POST',
      url: PROJECT_API.edit,
      payload: { id: own.id, name: '篡改' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await storedProject(own.id)).name).toBe('新名称');
  });

  it('deletes a project with its configurations, only in its own scope', async () => {
    const own = await createProject(app, app.personB, '待删除');
    const homepage = await createHomepage(app, app.personB, own.id);
    const foreign = await app.call(app.enterpriseA, {
      method: 'DELETE',
      url: PROJECT_API.remove,
      query: { id: own.id },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await storedProject(own.id)).toBeDefined();

    const removed = await app.call(app.personB, {
      method: 'DELETE',
      url: PROJECT_API.remove,
      query: { id: own.id },
    });
    expect(removed.body).toEqual({ status: 0, message: MSG.deleted, data: null });
    expect(await storedProject(own.id)).toBeUndefined();
    expect(await app.db.select().from(homepages).where(eq(homepages.id, homepage.id))).toEqual([]);
    const logged = await app.db.select().from(operationLog).where(eq(operationLog.action, 'project.delete'));
    expect(logged).toMatchObject([
      { userId: app.personB.userId, tenantId: null, detail: { projectId: own.id } },
    ]);
    const again = await app.call(app.personB, {
      method: 'DELETE',
      url: PROJECT_API.remove,
      query: { id: own.id },
    });
    expect(again.statusCode).toBe(404);
  });
});
