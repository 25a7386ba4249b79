import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  HOMEPAGE_API,
  type HomepageConflict,
  type HomepageDetail,
  type HomepageSaved,
} from '../../../src/shared/api/homepage';
import { MSG } from '../../../src/shared/messages';
import { MAX_DOCUMENT_BYTES, MAX_TREE_DEPTH } from '../../../src/shared/screen/constants';
import { SCREEN_MSG } from '../../../src/shared/screen/problem-messages';
import type { ScreenProblem } from '../../../src/shared/screen/validate';
import { homepages, operationLog } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { edited, moduleContainer, nestedNodes, nodeOf } from '../test-support/documents';
import { createHomepage, createProject, LANDSCAPE } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

let app: ManagerTestApp;
let projectId: string;
let homepage: HomepageDetail;
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '编辑项目')).id;
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());
beforeEach(async () => {
  homepage = await createHomepage(app, app.enterpriseA, projectId, '编辑中');
});

const stored = async (id = homepage.id) =>
  (await app.db.select().from(homepages).where(eq(homepages.id, id)))[0];
const save = <T = HomepageSaved>(payload: Record<string, unknown>, caller: Caller = app.enterpriseA) =>
  app.call<T>(caller, { method: 'POST', url: HOMEPAGE_API.edit, payload: { id: homepage.id, ...payload } });

describe('homepage edit', () => {
  it('saves name, document and thumbnail at the current version, raises the version and logs it', async () => {
    app.clock.advance(60_000);
    const document = edited(homepage.document, (draft) => {
      draft.global.wakeWord = '你好小乐';
      draft.global.screenSize = LANDSCAPE;
    });
    const thumbnail = 'data:image/png;base64,iVBORw0KGgo=';
    const answer = await save({ version: 0, name: '新名字', document, thumbnail });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({
      version: 1,
      updatedAt: app.clock.now().toISOString(),
      updatedBy: DEMO_ACCOUNTS.admin.nickname,
    });
    expect(await stored()).toMatchObject({
      version: 1,
      name: '新名字',
      document,
      thumbnail,
      screenWidth: LANDSCAPE.width,
      screenHeight: LANDSCAPE.height,
    });
    const logged = await app.db.select().from(operationLog).where(eq(operationLog.action, 'homepage.edit'));
    expect(logged.at(-1)).toMatchObject({ detail: { homepageId: homepage.id, version: 1, document: true } });
    // What the edit changed, named and sized: never the document, nor the player's key.
    const { width, height } = homepage.screenSize;
    expect(logged.at(-1)?.detail).toHaveProperty('before', {
      name: '编辑中',
      screenWidth: width,
      screenHeight: height,
    });
    expect(logged.at(-1)?.detail).toHaveProperty('after', {
      name: '新名字',
      screenWidth: LANDSCAPE.width,
      screenHeight: LANDSCAPE.height,
    });
    expect(JSON.stringify(logged.at(-1)?.detail)).not.toMatch(/playerKey|wakeWord|thumbnail/);

    const renamed = await save({ version: 1, name: '只改名' });
    expect(renamed.body.data.version).toBe(2);
    expect(await stored()).toMatchObject({ name: '只改名', document });
  });

  it('answers a stale version with 409 and the server copy, and changes nothing', async () => {
    const first = edited(homepage.document, (draft) => {
      draft.global.wakeWord = '第一份';
    });
    expect((await save({ version: 0, document: first })).statusCode).toBe(200);
    const second = edited(homepage.document, (draft) => {
      draft.global.wakeWord = '第二份';
    });
    const stale = await save<HomepageConflict>({ version: 0, document: second, name: '另一名字' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.status).toBe(-1);
    expect(stale.body.message).toBe(MSG.homepageConflict);
    expect(stale.body.data).toMatchObject({
      version: 1,
      name: '编辑中',
      document: first,
      updatedBy: DEMO_ACCOUNTS.admin.nickname,
    });
    expect(await stored()).toMatchObject({ version: 1, name: '编辑中', document: first });
    const ahead = await save({ version: 7, name: '未来' });
    expect(ahead.statusCode).toBe(409);
  });

  it('lets only one of two saves from the same version win', async () => {
    const answers = await Promise.all(
      ['甲', '乙'].map((word) =>
        save({
          version: 0,
          document: edited(homepage.document, (draft) => {
            draft.global.wakeWord = word;
          }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await stored()).version).toBe(1);
  });

  it('refuses unknown tags with the spec hoc texts and lists the problems', async () => {
    const unknownModule = edited(homepage.document, (draft) => {
      moduleContainer(draft).children.push(nodeOf('rb-mystery-card', 'mystery'));
    });
    const refused = await save<ScreenProblem[]>({ version: 0, document: unknownModule });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(SCREEN_MSG.missingComponentTag('rb-mystery-card'));
    expect(refused.body.message).toContain(MSG.hocClassMissing);
    expect(refused.body.data).toMatchObject([{ nodeId: 'mystery', blocksSave: true }]);

    const unknownPage = edited(homepage.document, (draft) => {
      draft.pages[0].ast.tag = 'vmain-page-99';
    });
    const pageRefused = await save({ version: 0, document: unknownPage });
    expect(pageRefused.statusCode).toBe(400);
    expect(pageRefused.body.message).toContain(SCREEN_MSG.missingPageTag('vmain-page-99'));
    expect(await stored()).toMatchObject({ version: 0, document: homepage.document });
  });

  it('refuses broken structure, references and nesting with a message naming the problem', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...homepage.document, pages: 'none' }, SCREEN_MSG.badStructure],
      ['not a document', SCREEN_MSG.badStructure],
      [
        edited(homepage.document, (draft) => {
          draft.global.logoUrl = 'javascript:alert(1)';
        }),
        SCREEN_MSG.logoBroken,
      ],
      [
        edited(homepage.document, (draft) => {
          moduleContainer(draft).children.push(nestedNodes(MAX_TREE_DEPTH + 5));
        }),
        SCREEN_MSG.tooDeep(MAX_TREE_DEPTH),
      ],
      [
        edited(homepage.document, (draft) => {
          draft.pages[1].id = draft.pages[0].id;
        }),
        SCREEN_MSG.duplicatePageId(homepage.document.pages[0].id),
      ],
    ];
    for (const [document, message] of cases) {
      const refused = await save({ version: 0, document });
      expect(refused.statusCode, message).toBe(400);
      expect(refused.body.status).toBe(-1);
      expect(refused.body.message).toContain(message);
    }
    expect((await stored()).version).toBe(0);
  });

  it('refuses an oversize document with 413 and the limit in the message', async () => {
    const oversize = edited(homepage.document, (draft) => {
      draft.pages[0].ast.data.padding = 'x'.repeat(MAX_DOCUMENT_BYTES);
    });
    const refused = await save({ version: 0, document: oversize });
    expect(refused.statusCode).toBe(413);
    expect(refused.body).toEqual({ status: -1, message: SCREEN_MSG.tooLarge(2), data: null });

    const huge = await save({ version: 0, document: { padding: 'x'.repeat(4 * MAX_DOCUMENT_BYTES) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.body).toEqual({ status: -1, message: MSG.tooLarge, data: null });
    expect((await stored()).version).toBe(0);
  });

  it('saves a draft whose required texts are still empty: only a release needs them', async () => {
    const draft = edited(homepage.document, (next) => {
      next.global.wakeWord = '';
      next.pages[1].name = '';
    });
    const answer = await save({ version: 0, document: draft });
    expect(answer.statusCode).toBe(200);
    expect((await stored()).document).toEqual(draft);
  });

  it('forgets the thumbnail when the screen turns without a new one, so no card shows the old orientation', async () => {
    const portraitPicture = 'data:image/png;base64,iVBORw0KGgo=';
    expect((await save({ version: 0, thumbnail: portraitPicture })).statusCode).toBe(200);
    const sameSize = edited(homepage.document, (draft) => {
      draft.global.wakeWord = '你好小乐';
    });
    expect((await save({ version: 1, document: sameSize })).statusCode).toBe(200);
    expect((await stored()).thumbnail).toBe(portraitPicture);
    const turned = edited(sameSize, (draft) => {
      draft.global.screenSize = LANDSCAPE;
    });
    expect((await save({ version: 2, document: turned })).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ thumbnail: null, screenWidth: LANDSCAPE.width });
  });

  it('refuses other scopes, missing fields and a bad thumbnail without touching the row', async () => {
    for (const caller of [app.adminPersonal, app.personB, app.enterpriseC]) {
      const refused = await save({ version: 0, name: '越权' }, caller);
      expect(refused.statusCode).toBe(404);
      expect(refused.body.message).toBe(MSG.homepageMissing);
    }
    const noVersion = await save({ name: '无版本' });
    expect(noVersion.statusCode).toBe(400);
    const noId = await app.call(app.enterpriseA, {
      method: 'POST',
      url: HOMEPAGE_API.edit,
      payload: { version: 0 },
    });
    expect(noId.statusCode).toBe(400);
    const badThumbnail = await save({ version: 0, thumbnail: 'data:text/html;base64,PHNjcmlwdD4=' });
    expect(badThumbnail.body).toEqual({ status: -1, message: '缩略图格式错误', data: null });
    const notJson = await app.call(app.enterpriseA, {
      method: 'POST',
      url: HOMEPAGE_API.edit,
      headers: { 'content-type': 'application/json' },
      payload: '{"id":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await stored()).toMatchObject({ version: 0, name: '编辑中' });
  });
});
