import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOMEPAGE_API,
  type HomepageConflict,
  type HomepageDetail,
  type HomepageSaved,
  type HomepageSummary,
  PLAYER_MISSING_MESSAGES,
  type PlayerDocument,
  type PlayerMissing,
  type ReleaseChanges,
} from '../../../src/shared/api/homepage';
import { MSG } from '../../../src/shared/messages';
import type { ScreenDocument } from '../../../src/shared/screen/document';
import type { ScreenNode } from '../../../src/shared/screen/node';
import { SCREEN_MSG } from '../../../src/shared/screen/problem-messages';
import type { ScreenProblem } from '../../../src/shared/screen/validate';
import { homepages, operationLog } from '../../db/schema';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { edited } from '../test-support/documents';
import { createHomepage, createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

let app: ManagerTestApp;
let projectId: string;
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.personB, '发布项目')).id;
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const release = <T = HomepageSummary>(id: string, version: number, caller: Caller = app.personB) =>
  app.call<T>(caller, { method: 'PUT', url: HOMEPAGE_API.release, payload: { id, version } });
const save = (id: string, version: number, payload: { document?: ScreenDocument; name?: string }) =>
  app.call<HomepageSaved>(app.personB, {
    method: 'POST',
    url: HOMEPAGE_API.edit,
    payload: { id, version, ...payload },
  });
const play = (playerKey: string) =>
  app.call<PlayerDocument>(null, { method: 'GET', url: `${HOMEPAGE_API.player}/${playerKey}` });
const statusOf = async (id: string) =>
  (await app.call<HomepageDetail>(app.personB, { method: 'GET', url: HOMEPAGE_API.detail, query: { id } }))
    .body.data.status;

describe('homepage release and player', () => {
  it('freezes the document, sets the release time and a player key the public player answers with', async () => {
    const homepage = await createHomepage(app, app.personB, projectId, '迎宾屏');
    app.clock.advance(1000);
    const answer = await release(homepage.id, 0);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: homepage.id,
      status: 'RELEASED',
      version: 0,
      releasedAt: app.clock.now().toISOString(),
    });
    const { playerKey } = answer.body.data;
    expect(playerKey).toMatch(/^[A-Za-z0-9_-]{24,}$/);
    const [row] = await app.db.select().from(homepages).where(eq(homepages.id, homepage.id));
    expect(row).toMatchObject({
      releasedDocument: homepage.document,
      releasedName: '迎宾屏',
      releasedVersion: 0,
    });
    const logged = await app.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.action, 'homepage.release'));
    expect(logged).toMatchObject([{ userId: app.personB.userId, detail: { homepageId: homepage.id } }]);

    const played = await play(playerKey!);
    expect(played.statusCode).toBe(200);
    expect(played.response.headers['cache-control']).toBe('no-store');
    // Read by the player's runtime, an opaque origin; no other site is granted the document.
    const fromRuntime = await app.app.inject({
      method: 'GET',
      url: `${HOMEPAGE_API.player}/${playerKey}`,
      headers: { origin: 'null' },
    });
    expect(fromRuntime.headers['access-control-allow-origin']).toBe('null');
    const fromElsewhere = await app.app.inject({
      method: 'GET',
      url: `${HOMEPAGE_API.player}/${playerKey}`,
      headers: { origin: 'https://evil.example' },
    });
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
    expect(played.body.data).toEqual({
      name: '迎宾屏',
      releasedAt: app.clock.now().toISOString(),
      document: homepage.document,
    });
  });

  it('reads CHANGED after an edit, keeps playing the released snapshot, and keeps the key on the next release', async () => {
    const homepage = await createHomepage(app, app.personB, projectId, '会修改');
    const first = await release(homepage.id, 0);
    const playerKey = first.body.data.playerKey!;
    const changed = edited(homepage.document, (draft) => {
      draft.global.wakeWord = '你好小新';
    });
    expect((await save(homepage.id, 0, { document: changed, name: '改过了' })).statusCode).toBe(200);
    expect(await statusOf(homepage.id)).toBe('CHANGED');
    expect((await play(playerKey)).body.data).toMatchObject({ name: '会修改', document: homepage.document });

    const again = await release(homepage.id, 1);
    expect(again.body.data).toMatchObject({ status: 'RELEASED', playerKey, version: 1 });
    expect((await play(playerKey)).body.data).toMatchObject({ name: '改过了', document: changed });
  });

  it('refuses a release while the document has problems, listing them', async () => {
    const homepage = await createHomepage(app, app.personB, projectId, '有问题');
    const draft = edited(homepage.document, (next) => {
      next.global.wakeWord = '';
      next.pages[1].name = ' ';
    });
    expect((await save(homepage.id, 0, { document: draft })).statusCode).toBe(200);
    const refused = await release<ScreenProblem[]>(homepage.id, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(MSG.homepageReleaseProblems(2));
    expect(refused.body.data.map((problem) => problem.message)).toEqual([
      SCREEN_MSG.wakeWordRequired,
      SCREEN_MSG.pageNameRequired,
    ]);
    expect(await statusOf(homepage.id)).toBe('DRAFT');
  });

  it('refuses a stale version with 409 and the server copy', async () => {
    const homepage = await createHomepage(app, app.personB, projectId, '旧版本');
    expect((await save(homepage.id, 0, { name: '新版本' })).statusCode).toBe(200);
    const stale = await release<HomepageConflict>(homepage.id, 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toBe(MSG.homepageConflict);
    expect(stale.body.data).toMatchObject({ version: 1, name: '新版本', document: homepage.document });
    expect(await statusOf(homepage.id)).toBe('DRAFT');
  });

  it('refuses other scopes and bad bodies without releasing', async () => {
    const homepage = await createHomepage(app, app.personB, projectId, '他人的');
    for (const caller of [app.enterpriseA, app.adminPersonal, app.enterpriseC]) {
      const refused = await release(homepage.id, 0, caller);
      expect(refused.statusCode).toBe(404);
      expect(refused.body.message).toBe(MSG.homepageMissing);
    }
    const noVersion = await app.call(app.personB, {
      method: 'PUT',
      url: HOMEPAGE_API.release,
      payload: { id: homepage.id },
    });
    expect(noVersion.statusCode).toBe(400);
    const [row] = await app.db.select().from(homepages).where(eq(homepages.id, homepage.id));
    expect(row).toMatchObject({ releasedAt: null, playerKey: null, releasedDocument: null });
  });

  it('answers 找不到这个屏幕 for unknown, malformed and deleted player keys', async () => {
    const homepage = await createHomepage(app, app.personB, projectId, '将删除');
    const playerKey = (await release(homepage.id, 0)).body.data.playerKey!;
    await app.call(app.personB, { method: 'DELETE', url: HOMEPAGE_API.remove, query: { id: homepage.id } });
    for (const key of [playerKey, 'A'.repeat(24), 'short', '..%2F..%2Fetc']) {
      const refused = await play(key);
      expect(refused.statusCode, key).toBe(404);
      expect(refused.body).toEqual({
        status: -1,
        message: PLAYER_MISSING_MESSAGES.UNKNOWN,
        data: { reason: 'UNKNOWN' } satisfies PlayerMissing,
      });
    }
    // Past the router's parameter length, Fastify refuses before the call runs.
    const overlong = await play('x'.repeat(300));
    expect(overlong.statusCode).toBe(400);
    expect(overlong.body).toEqual({ status: -1, message: MSG.badRequest, data: null });
  });

  it('answers 该配置尚未发布 for the key of a configuration that has no release', async () => {
    const homepage = await createHomepage(app, app.personB, projectId, '撤下的');
    const playerKey = (await release(homepage.id, 0)).body.data.playerKey!;
    // No call withdraws a release today; a row holding a key without one is the case to keep apart.
    await app.db
      .update(homepages)
      .set({ releasedAt: null, releasedVersion: null, releasedDocument: null, releasedName: null })
      .where(eq(homepages.id, homepage.id));
    const refused = await play(playerKey);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toEqual({
      status: -1,
      message: MSG.homepageNotReleased,
      data: { reason: 'NOT_RELEASED' } satisfies PlayerMissing,
    });
  });
});

/** A copy of a node tree whose ids do not clash with the original's. */
const renumbered = (node: ScreenNode, prefix: string): ScreenNode => ({
  ...node,
  id: `${prefix}-${node.id}`,
  children: node.children.map((child) => renumbered(child, prefix)),
});

describe('what a release would change', () => {
  const changes = (id: string, caller: Caller = app.personB) =>
    app.call<ReleaseChanges>(caller, { method: 'GET', url: HOMEPAGE_API.releaseChanges, query: { id } });
  const nothing = { pagesAdded: [], pagesRemoved: [], pagesChanged: [], settingsChanged: false };

  it('says a first release is the first, then names pages added, changed and removed since the last', async () => {
    const homepage = await createHomepage(app, app.personB, projectId, '看变化');
    expect((await changes(homepage.id)).body.data).toEqual({ first: true, ...nothing });
    await release(homepage.id, 0);
    expect((await changes(homepage.id)).body.data).toEqual({ first: false, ...nothing });

    const [kept, touched] = homepage.document.pages;
    const added = edited(homepage.document, (draft) => {
      draft.pages[1].name = '唤醒页·新';
      draft.pages.push({ ...kept, id: 'page-added', name: '活动页', ast: renumbered(kept.ast, 'added') });
    });
    expect((await save(homepage.id, 0, { document: added })).statusCode).toBe(200);
    expect((await changes(homepage.id)).body.data).toEqual({
      ...nothing,
      first: false,
      pagesAdded: ['活动页'],
      pagesChanged: ['唤醒页·新'],
    });

    const removed = edited(added, (draft) => {
      draft.pages = draft.pages.filter((page) => page.id !== touched.id);
      draft.global.wakeWord = '你好小新';
    });
    expect((await save(homepage.id, 1, { document: removed })).statusCode).toBe(200);
    expect((await changes(homepage.id)).body.data).toEqual({
      first: false,
      pagesAdded: ['活动页'],
      pagesRemoved: [touched.name],
      pagesChanged: [],
      settingsChanged: true,
    });
  });

  it('answers only to the configuration’s own scope', async () => {
    const homepage = await createHomepage(app, app.personB, projectId, '不给看');
    for (const caller of [app.enterpriseA, app.adminPersonal]) {
      const refused = await changes(homepage.id, caller);
      expect(refused.statusCode).toBe(404);
      expect(refused.body.message).toBe(MSG.homepageMissing);
    }
    expect((await changes('not a row id')).statusCode).toBe(404);
  });
});
