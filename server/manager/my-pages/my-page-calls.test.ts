import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOMEPAGE_API, type MyPage } from '../../../src/shared/api/homepage';
import type { Page } from '../../../src/shared/api/paging';
import { MSG } from '../../../src/shared/messages';
import { createSequentialIds } from '../../../src/shared/screen/ids';
import type { Orientation } from '../../../src/shared/screen/orientation';
import { SCREEN_MSG } from '../../../src/shared/screen/problem-messages';
import { pageFromTemplate } from '../../../src/shared/screen/templates/instantiate';
import { findTemplates } from '../../../src/shared/screen/templates/library';
import { myPages, operationLog } from '../../db/schema';
import { demoColleague } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { nodeOf } from '../test-support/documents';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

let app: ManagerTestApp;
beforeAll(async () => {
  app = await createManagerTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const mainPage = (orientation: Orientation) =>
  pageFromTemplate(findTemplates({ pageType: 'MAIN', orientation })[0], createSequentialIds('p'), '我的主页');
const create = (caller: Caller, payload: Record<string, unknown>) =>
  app.call<MyPage>(caller, { method: 'PUT', url: HOMEPAGE_API.myPageCreate, payload });
const list = (caller: Caller, query: Record<string, string> = {}) =>
  app.call<Page<MyPage>>(caller, { method: 'GET', url: HOMEPAGE_API.myPagePage, query });
const stored = async (id: string) => (await app.db.select().from(myPages).where(eq(myPages.id, id)))[0];

describe('我的页面', () => {
  it('saves a page in the caller scope and pages it, newest first, by orientation', async () => {
    const vertical = mainPage('vertical');
    const saved = await create(app.enterpriseA, {
      name: '竖屏收藏',
      orientation: 'vertical',
      page: vertical,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toMatchObject({ name: '竖屏收藏', orientation: 'vertical', page: vertical });
    expect(await stored(saved.body.data.id)).toMatchObject({
      tenantId: app.enterpriseA.tenantId,
      userId: null,
      createdBy: app.enterpriseA.userId,
    });
    app.clock.advance(1000);
    await create(app.enterpriseA, {
      name: '横屏收藏',
      orientation: 'horizontal',
      page: mainPage('horizontal'),
    });

    const all = await list(app.enterpriseA);
    expect(all.body.data.content.map((page) => page.name)).toEqual(['横屏收藏', '竖屏收藏']);
    const verticalOnly = await list(app.enterpriseA, { orientation: 'vertical' });
    expect(verticalOnly.body.data).toMatchObject({ totalElements: 1, content: [{ name: '竖屏收藏' }] });
    const logged = await app.db.select().from(operationLog).where(eq(operationLog.action, 'myPage.create'));
    expect(logged).toHaveLength(2);
  });

  it('keeps each scope pages to itself', async () => {
    await create(app.personB, { name: '个人收藏', orientation: 'vertical', page: mainPage('vertical') });
    const names = async (caller: Caller) => (await list(caller)).body.data.content.map((page) => page.name);
    expect(await names(app.personB)).toEqual(['个人收藏']);
    expect(await names(app.adminPersonal)).toEqual([]);
    expect(await names(app.enterpriseC)).toEqual([]);
    expect(await names(app.enterpriseA)).not.toContain('个人收藏');
  });

  it('refuses unknown tags, a page of the other orientation and missing fields', async () => {
    const unknown = { ...mainPage('vertical') };
    unknown.ast = { ...unknown.ast, children: [...unknown.ast.children, nodeOf('rb-mystery', 'mystery')] };
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { name: '坏页面', orientation: 'vertical', page: unknown },
        SCREEN_MSG.missingComponentTag('rb-mystery'),
      ],
      [
        { name: '方向不符', orientation: 'vertical', page: mainPage('horizontal') },
        MSG.myPageOrientationMismatch,
      ],
      [{ name: '没有页面', orientation: 'vertical' }, MSG.badRequest],
      [{ name: '不是页面', orientation: 'vertical', page: { id: 'p' } }, SCREEN_MSG.badStructure],
      [{ orientation: 'vertical', page: mainPage('vertical') }, MSG.badRequest],
      [{ name: '无方向', page: mainPage('vertical') }, MSG.badRequest],
      [{ name: '  ', orientation: 'vertical', page: mainPage('vertical') }, '请输入页面名称'],
    ];
    for (const [payload, message] of cases) {
      const refused = await create(app.personB, payload);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    expect((await list(app.personB)).body.data.totalElements).toBe(1);
  });

  it('deletes only a page of the caller scope', async () => {
    const saved = (
      await create(app.enterpriseC, { name: '待删', orientation: 'vertical', page: mainPage('vertical') })
    ).body.data;
    for (const caller of [app.enterpriseA, app.personB, app.adminPersonal]) {
      const refused = await app.call(caller, {
        method: 'DELETE',
        url: HOMEPAGE_API.myPageRemove,
        query: { id: saved.id },
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.body.message).toBe(MSG.myPageMissing);
    }
    expect(await stored(saved.id)).toBeDefined();
    const removed = await app.call(app.enterpriseC, {
      method: 'DELETE',
      url: HOMEPAGE_API.myPageRemove,
      query: { id: saved.id },
    });
    expect(removed.body).toEqual({ status: 0, message: MSG.deleted, data: null });
    expect(await stored(saved.id)).toBeUndefined();
    const malformed = await app.call(app.enterpriseC, {
      method: 'DELETE',
      url: HOMEPAGE_API.myPageRemove,
      query: { id: 'nope' },
    });
    expect(malformed.statusCode).toBe(404);
  });

  it("keeps each member's saved pages to that member: a colleague neither lists nor deletes them", async () => {
    const colleague = await demoColleague(app);
    const saved = (
      await create(app.enterpriseA, {
        name: '管理员私藏',
        orientation: 'vertical',
        page: mainPage('vertical'),
      })
    ).body.data;
    const theirs = (
      await create(colleague, { name: '小林的收藏', orientation: 'vertical', page: mainPage('vertical') })
    ).body.data;
    const names = async (caller: Caller) => (await list(caller)).body.data.content.map((page) => page.name);
    expect(await names(colleague)).toEqual(['小林的收藏']);
    expect(await names(app.enterpriseA)).not.toContain('小林的收藏');
    const refused = await app.call(colleague, {
      method: 'DELETE',
      url: HOMEPAGE_API.myPageRemove,
      query: { id: saved.id },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toBe(MSG.myPageMissing);
    expect(await stored(saved.id)).toBeDefined();
    const removed = await app.call(colleague, {
      method: 'DELETE',
      url: HOMEPAGE_API.myPageRemove,
      query: { id: theirs.id },
    });
    expect(removed.statusCode).toBe(200);
  });
});
