import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_API } from '../../../src/shared/api/resource-permissions';
import { UC } from '../../../src/shared/api/uc-paths';
import { messages, users } from '../../db/schema';
import { demoColleague } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

let app: ManagerTestApp;
let colleague: Caller;
let sharer: string;
beforeAll(async () => {
  app = await createManagerTestApp();
  colleague = await demoColleague(app);
  [{ sharer }] = await app.db
    .select({ sharer: users.nickname })
    .from(users)
    .where(eq(users.id, app.enterpriseA.userId));
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const share = (resourceId: string, shares: { userId: string; level: string }[]) =>
  app.call(app.enterpriseA, {
    method: 'PUT',
    url: RESOURCE_API.share,
    payload: { resourceType: 'PROJECT', resourceId, shares },
  });

/** The colleague's 项目共享 messages about one project, oldest first. */
const noticesAbout = async (name: string) =>
  (
    await app.db
      .select({ kind: messages.kind, title: messages.title, body: messages.body })
      .from(messages)
      .where(and(eq(messages.userId, colleague.userId), eq(messages.kind, 'project_shared')))
      .orderBy(asc(messages.createdAt), asc(messages.title))
  ).filter((message) => message.title.includes(`「${name}」`));

describe('share notices', () => {
  it('tells the colleague when a project is shared, its level changed and the share withdrawn, and only then', async () => {
    const project = await createProject(app, app.enterpriseA, '共享通知');
    await share(project.id, [{ userId: colleague.userId, level: 'VIEW' }]);
    app.clock.advance(1000);
    // Saved again unchanged: nothing new to tell.
    await share(project.id, [{ userId: colleague.userId, level: 'VIEW' }]);
    app.clock.advance(1000);
    await share(project.id, [{ userId: colleague.userId, level: 'EDIT' }]);
    app.clock.advance(1000);
    await share(project.id, []);

    expect(await noticesAbout('共享通知')).toEqual([
      {
        kind: 'project_shared',
        title: '项目「共享通知」已共享给您',
        body: `${sharer} 将项目「共享通知」共享给您，权限：可查看。`,
      },
      {
        kind: 'project_shared',
        title: '项目「共享通知」的共享权限已变更',
        body: `${sharer} 将您对项目「共享通知」的权限改为：可编辑。`,
      },
      {
        kind: 'project_shared',
        title: '项目「共享通知」已不再共享给您',
        body: `${sharer} 收回了项目「共享通知」的共享，您将无法再打开它。`,
      },
    ]);
    const unread = await app.call<number>(colleague, { method: 'GET', url: UC.messageUnread });
    expect(unread.body.data).toBeGreaterThanOrEqual(3);
  });

  it('tells each colleague once per project of a batch share, and a changed level as a change', async () => {
    const first = await createProject(app, app.enterpriseA, '批量通知一');
    const second = await createProject(app, app.enterpriseA, '批量通知二');
    await share(first.id, [{ userId: colleague.userId, level: 'VIEW' }]);
    app.clock.advance(1000);
    await app.call(app.enterpriseA, {
      method: 'PUT',
      url: RESOURCE_API.batchShare,
      payload: {
        resourceType: 'PROJECT',
        resourceIds: [first.id, second.id],
        shares: [{ userId: colleague.userId, level: 'EDIT' }],
      },
    });
    expect((await noticesAbout('批量通知一')).map((notice) => notice.title)).toEqual([
      '项目「批量通知一」已共享给您',
      '项目「批量通知一」的共享权限已变更',
    ]);
    expect((await noticesAbout('批量通知二')).map((notice) => notice.body)).toEqual([
      `${sharer} 将项目「批量通知二」共享给您，权限：可编辑。`,
    ]);
  });
});
