import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOMEPAGE_API, type HomepageDetail, type HomepageSummary } from '../../../src/shared/api/homepage';
import type { Page } from '../../../src/shared/api/paging';
import { MSG } from '../../../src/shared/messages';
import { screenDocumentSchema } from '../../../src/shared/screen/document';
import { findTemplates } from '../../../src/shared/screen/templates/library';
import { homepages, operationLog } from '../../db/schema';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createHomepage, createProject, LANDSCAPE, PORTRAIT } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

let app: ManagerTestApp;
let projectA: string;
let projectB: string;
beforeAll(async () => {
  app = await createManagerTestApp();
  projectA = (await createProject(app, app.enterpriseA, '企业项目')).id;
  projectB = (await createProject(app, app.personB, '个人项目')).id;
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const stored = async (id: string) => (await app.db.select().from(homepages).where(eq(homepages.id, id)))[0];
const create = (caller: Caller, payload: Record<string, unknown>) =>
  app.call<HomepageDetail>(caller, { method: 'PUT', url: HOMEPAGE_API.create, payload });
const pageOf = (caller: Caller, query: Record<string, string | number>) =>
  app.call<Page<HomepageSummary>>(caller, {
    method: 'GET',
    url: HOMEPAGE_API.page,
    query: { ...query } as never,
  });

describe('homepage create', () => {
  it('builds the starting document from the screen size and answers it with the summary', async () => {
    const answer = await create(app.enterpriseA, {
      projectId: projectA,
      name: '大厅主屏',
      screenSize: PORTRAIT,
    });
    expect(answer.statusCode).toBe(200);
    const created = answer.body.data;
    expect(created).toMatchObject({
      projectId: projectA,
      name: '大厅主屏',
      screenSize: PORTRAIT,
      status: 'DRAFT',
      version: 0,
      releasedAt: null,
      playerKey: null,
      thumbnail: null,
    });
    expect(screenDocumentSchema.safeParse(created.document).success).toBe(true);
    expect(created.document.global.screenSize).toEqual(PORTRAIT);
    expect(created.document.pages.map((page) => page.type)).toEqual(['MAIN', 'SLEEP']);
    expect(created.document.pages[0].ast.tag).toMatch(/^vmain-page-/);

    expect(await stored(created.id)).toMatchObject({
      projectId: projectA,
      screenWidth: 1080,
      screenHeight: 1920,
      version: 0,
      document: created.document,
      updatedBy: app.enterpriseA.userId,
    });
    const [logged] = await app.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.action, 'homepage.create'));
    expect(logged).toMatchObject({
      userId: app.enterpriseA.userId,
      tenantId: app.enterpriseA.tenantId,
      detail: { projectId: projectA, homepageId: created.id },
    });
  });

  it('starts from the chosen template, in the orientation of the screen', async () => {
    const template = findTemplates({ pageType: 'MAIN', orientation: 'horizontal' }).at(-1)!;
    const created = await createHomepage(app, app.personB, projectB, '横屏', LANDSCAPE, template.id);
    expect(created.document.pages[0].ast.tag).toBe(template.ast.tag);
    expect(created.screenSize).toEqual(LANDSCAPE);
  });

  it('refuses an unknown template, a template of the other orientation and missing or bad fields', async () => {
    const portraitTemplate = findTemplates({ pageType: 'MAIN', orientation: 'vertical' })[0];
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [
        { projectId: projectB, name: '配置', screenSize: PORTRAIT, templateId: 'no-such-template' },
        /模板不存在/,
      ],
      [
        { projectId: projectB, name: '配置', screenSize: LANDSCAPE, templateId: portraitTemplate.id },
        /屏幕方向/,
      ],
      [{ projectId: projectB, screenSize: PORTRAIT }, '请输入配置名称'],
      [{ projectId: projectB, name: '  ', screenSize: PORTRAIT }, '请输入配置名称'],
      [{ projectId: projectB, name: '名'.repeat(31), screenSize: PORTRAIT }, '配置名称不能超过30个字符'],
      [{ projectId: projectB, name: '配置' }, MSG.badRequest],
      [{ projectId: projectB, name: '配置', screenSize: { width: 10, height: 10 } }, MSG.badRequest],
      [{ name: '配置', screenSize: PORTRAIT }, MSG.badRequest],
    ];
    for (const [payload, message] of cases) {
      const refused = await create(app.personB, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.body.status).toBe(-1);
      expect(refused.body.message).toMatch(message);
    }
    expect(await app.db.select().from(homepages).where(eq(homepages.projectId, projectB))).toHaveLength(1);
  });

  it('refuses a project of another scope as missing, and a forged enterprise header', async () => {
    for (const caller of [app.personB, app.adminPersonal, app.enterpriseC]) {
      const refused = await create(caller, { projectId: projectA, name: '越权', screenSize: PORTRAIT });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toEqual({ status: -1, message: MSG.projectNotFound, data: null });
    }
    const forged = await create(
      { ...app.personB, headers: { ...app.personB.headers, 'is-enterprise': 'true' } },
      { projectId: projectA, name: '越权', screenSize: PORTRAIT },
    );
    expect(forged.statusCode).toBe(403);
    const names = (await app.db.select().from(homepages).where(eq(homepages.projectId, projectA))).map(
      (row) => row.name,
    );
    expect(names).not.toContain('越权');
  });
});

describe('homepage page and detail', () => {
  it('pages a project configurations, recently saved first, with a name search and without documents', async () => {
    const project = (await createProject(app, app.enterpriseC, '分页项目')).id;
    for (const name of ['一号屏', '二号屏', '三号屏']) {
      await createHomepage(app, app.enterpriseC, project, name);
      app.clock.advance(1000);
    }
    const first = await pageOf(app.enterpriseC, { projectId: project, pageNo: 0, pageSize: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({ size: 2, number: 0, totalElements: 3 });
    expect(first.body.data.content.map((item) => item.name)).toEqual(['三号屏', '二号屏']);
    expect(first.body.data.content[0]).not.toHaveProperty('document');
    expect(first.body.data.content[0]).toMatchObject({
      status: 'DRAFT',
      screenSize: PORTRAIT,
      projectId: project,
    });
    const second = await pageOf(app.enterpriseC, { projectId: project, pageNo: 1, pageSize: 2 });
    expect(second.body.data.content.map((item) => item.name)).toEqual(['一号屏']);
    const search = await pageOf(app.enterpriseC, { projectId: project, name: '二号' });
    expect(search.body.data.content.map((item) => item.name)).toEqual(['二号屏']);
  });

  it('refuses the page of another scope project and a missing project id', async () => {
    const foreign = await pageOf(app.enterpriseC, { projectId: projectA });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.message).toBe(MSG.projectNotFound);
    const missing = await pageOf(app.enterpriseC, {});
    expect(missing.statusCode).toBe(400);
  });

  it('answers the detail with the document, and 配置不存在 to other scopes and unknown ids', async () => {
    const created = await createHomepage(app, app.personB, projectB, '详情');
    const detail = await app.call<HomepageDetail>(app.personB, {
      method: 'GET',
      url: HOMEPAGE_API.detail,
      query: { id: created.id },
    });
    expect(detail.body.data).toEqual(created);
    for (const [caller, id] of [
      [app.enterpriseA, created.id],
      [app.adminPersonal, created.id],
      [app.enterpriseC, created.id],
      [app.personB, 'x'],
      [app.personB, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const refused = await app.call(caller, { method: 'GET', url: HOMEPAGE_API.detail, query: { id } });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toEqual({ status: -1, message: MSG.homepageMissing, data: null });
    }
    const anonymous = await app.call(null, {
      method: 'GET',
      url: HOMEPAGE_API.detail,
      query: { id: created.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('homepage copy and delete', () => {
  it('copies a configuration into a new draft with the same document', async () => {
    const source = await createHomepage(app, app.enterpriseA, projectA, '原配置');
    const answer = await app.call<HomepageSummary>(app.enterpriseA, {
      method: 'PUT',
      url: HOMEPAGE_API.copy,
      payload: { id: source.id, name: '原配置副本' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: '原配置副本',
      status: 'DRAFT',
      version: 0,
      projectId: projectA,
    });
    expect(answer.body.data.id).not.toBe(source.id);
    expect((await stored(answer.body.data.id)).document).toEqual(source.document);
    const logged = await app.db.select().from(operationLog).where(eq(operationLog.action, 'homepage.copy'));
    expect(logged).toMatchObject([{ detail: { sourceId: source.id, homepageId: answer.body.data.id } }]);

    const foreign = await app.call(app.enterpriseC, {
      method: 'PUT',
      url: HOMEPAGE_API.copy,
      payload: { id: source.id, name: '偷走' },
    });
    expect(foreign.statusCode).toBe(404);
    const noName = await app.call(app.enterpriseA, {
      method: 'PUT',
      url: HOMEPAGE_API.copy,
      payload: { id: source.id },
    });
    expect(noName.body.message).toBe('请输入配置名称');
    const names = (await app.db.select().from(homepages)).map((row) => row.name);
    expect(names).not.toContain('偷走');
  });

  it('deletes only in its own scope, and logs it', async () => {
    const own = await createHomepage(app, app.personB, projectB, '将删除');
    for (const caller of [app.enterpriseA, app.adminPersonal, app.enterpriseC]) {
      const refused = await app.call(caller, {
        method: 'DELETE',
        url: HOMEPAGE_API.remove,
        query: { id: own.id },
      });
      expect(refused.statusCode).toBe(404);
    }
    expect(await stored(own.id)).toBeDefined();
    const removed = await app.call(app.personB, {
      method: 'DELETE',
      url: HOMEPAGE_API.remove,
      query: { id: own.id },
    });
    expect(removed.body).toEqual({ status: 0, message: MSG.deleted, data: null });
    expect(await stored(own.id)).toBeUndefined();
    const logged = await app.db.select().from(operationLog).where(eq(operationLog.action, 'homepage.delete'));
    expect(logged).toMatchObject([
      { userId: app.personB.userId, detail: { homepageId: own.id, name: '将删除' } },
    ]);
  });
});
