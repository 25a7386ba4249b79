import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FACE_GROUP_API,
  FACE_GROUP_MSG,
  type FaceGroupCreateBody,
  type FaceGroupSummary,
  GREETING_NAME,
} from '../../../src/shared/api/face-groups';
import type { Page } from '../../../src/shared/api/paging';
import { RESOURCE_API } from '../../../src/shared/api/resource-permissions';
import { operationLog } from '../../db/schema';
import { addMember } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

let app: ManagerTestApp;
let projectId: string;
let colleague: Caller;
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '人脸项目')).id;
  colleague = await addMember(app, '13800009301', {
    name: '人脸测试角色',
    menuCodes: ['PROJECT', 'FACE_GROUP'],
  });
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const group = (name: string, more: Partial<FaceGroupCreateBody> = {}) => ({
  projectId,
  name,
  purpose: 'STAFF',
  greeting: `${GREETING_NAME}，早上好`,
  ...more,
});
const create = (body: object, caller: Caller = app.enterpriseA) =>
  app.call<FaceGroupSummary>(caller, { method: 'PUT', url: FACE_GROUP_API.create, payload: body });
const page = (caller: Caller, query: Record<string, string> = {}) =>
  app.call<Page<FaceGroupSummary>>(caller, {
    method: 'GET',
    url: FACE_GROUP_API.page,
    query: { projectId, pageSize: '50', ...query },
  });
const share = (id: string, to: Caller, level: 'VIEW' | 'EDIT', resourceType = 'FACE_GROUP') =>
  app.call(app.enterpriseA, {
    method: 'PUT',
    url: RESOURCE_API.share,
    payload: { resourceType, resourceId: id, shares: [{ userId: to.userId, level }] },
  });

describe('face groups (人脸库), a resource kind declared once', () => {
  it('creates, lists by name and tag, edits, disables and deletes a group, logging each change', async () => {
    const made = await create(group('前台员工'));
    expect(made.statusCode).toBe(200);
    expect(made.body.message).toBe(FACE_GROUP_MSG.created);
    expect(made.body.data).toMatchObject({ name: '前台员工', purpose: 'STAFF', enabled: true, tags: [] });
    expect(made.body.data.permissions.deleteAuth).toBe(true);
    const id = made.body.data.id;
    await create(group('贵宾', { purpose: 'VIP', greeting: '欢迎光临' }));

    const tagged = await app.call(app.enterpriseA, {
      method: 'PUT',
      url: RESOURCE_API.batchTag,
      payload: { resourceType: 'FACE_GROUP', resourceIds: [id], tags: ['一楼'] },
    });
    expect(tagged.statusCode).toBe(200);
    expect((await page(app.enterpriseA)).body.data.totalElements).toBe(2);
    expect((await page(app.enterpriseA, { name: '贵' })).body.data.content.map((row) => row.name)).toEqual([
      '贵宾',
    ]);
    expect((await page(app.enterpriseA, { tag: '一楼' })).body.data.content.map((row) => row.name)).toEqual([
      '前台员工',
    ]);

    const edited = await app.call<FaceGroupSummary>(app.enterpriseA, {
      method: 'POST',
      url: FACE_GROUP_API.edit,
      payload: {
        id,
        name: '全体员工',
        purpose: 'STAFF',
        greeting: `${GREETING_NAME}，你好`,
        description: '',
      },
    });
    expect(edited.body).toMatchObject({ message: FACE_GROUP_MSG.saved, data: { name: '全体员工' } });
    const disabled = await app.call<FaceGroupSummary>(app.enterpriseA, {
      method: 'PUT',
      url: FACE_GROUP_API.enable,
      payload: { id, enabled: false },
    });
    expect(disabled.body).toMatchObject({ message: FACE_GROUP_MSG.disabled, data: { enabled: false } });

    const removed = await app.call(app.enterpriseA, {
      method: 'DELETE',
      url: `${FACE_GROUP_API.remove}?id=${id}`,
    });
    expect(removed.body.message).toBe('删除成功');
    const gone = await app.call(app.enterpriseA, {
      method: 'GET',
      url: FACE_GROUP_API.detail,
      query: { id },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.body.message).toBe(FACE_GROUP_MSG.notFound);

    const actions = (
      await app.db.select().from(operationLog).where(eq(operationLog.userId, app.enterpriseA.userId))
    )
      .map((entry) => entry.action)
      .filter((action) => action.startsWith('faceGroup.'));
    expect(actions).toEqual(
      expect.arrayContaining(['faceGroup.create', 'faceGroup.edit', 'faceGroup.disable', 'faceGroup.delete']),
    );
  });

  it('refuses a taken name, an unknown purpose and an over-long greeting in the spec’s words', async () => {
    await create(group('访客'));
    const taken = await create(group('访客'));
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe(FACE_GROUP_MSG.nameTaken);
    const purpose = await create(group('未知', { purpose: 'ROBOT' as never }));
    expect(purpose.statusCode).toBe(400);
    expect(purpose.body.message).toBe('请选择用途');
    const greeting = await create(group('长问候', { greeting: '您'.repeat(101) }));
    expect(greeting.statusCode).toBe(400);
    expect(greeting.body.message).toBe('问候语不能超过100个字符');
  });

  it('keeps the working days of a group, Monday to Friday unless set, and refuses none or a day that is not one', async () => {
    const made = await create(group('工作日'));
    expect(made.body.data.workDays).toEqual([1, 2, 3, 4, 5]);
    const edited = await app.call<FaceGroupSummary>(app.enterpriseA, {
      method: 'POST',
      url: FACE_GROUP_API.edit,
      payload: {
        ...group('工作日'),
        projectId: undefined,
        id: made.body.data.id,
        workDays: [6, 1, 2, 3, 4, 5],
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.body.data.workDays).toEqual([1, 2, 3, 4, 5, 6]);
    for (const [workDays, message] of [
      [[], '请至少选择一个工作日'],
      [[0], '请选择正确的工作日'],
      [[1, 8], '请选择正确的工作日'],
      [['周一'], '请选择正确的工作日'],
    ] as const) {
      const refused = await create(group(`坏工作日${workDays.length}`, { workDays: workDays as never }));
      expect(refused.statusCode).toBe(400);
      expect(refused.body.message).toBe(message);
    }
  });

  it('follows the FACE_GROUP flags: a colleague sees nothing unshared, may look with VIEW, edit but not delete with EDIT', async () => {
    const id = (await create(group('黑名单', { purpose: 'WATCH' }))).body.data.id;
    await share(projectId, colleague, 'EDIT', 'PROJECT');
    expect((await page(colleague)).body.data.content.map((row) => row.id)).not.toContain(id);
    const hidden = await app.call(colleague, { method: 'GET', url: FACE_GROUP_API.detail, query: { id } });
    expect(hidden.statusCode).toBe(404);

    await share(id, colleague, 'VIEW');
    const viewed = (await page(colleague)).body.data.content.find((row) => row.id === id);
    expect(viewed).toMatchObject({
      sharedWithMe: 'VIEW',
      permissions: { accessAuth: true, editAuth: false },
    });
    const edit = { id, name: '观察名单', purpose: 'WATCH', greeting: '', description: '' };
    const refused = await app.call(colleague, { method: 'POST', url: FACE_GROUP_API.edit, payload: edit });
    expect(refused.statusCode).toBe(403);

    await share(id, colleague, 'EDIT');
    const allowed = await app.call(colleague, { method: 'POST', url: FACE_GROUP_API.edit, payload: edit });
    expect(allowed.statusCode).toBe(200);
    const deleting = await app.call(colleague, {
      method: 'DELETE',
      url: `${FACE_GROUP_API.remove}?id=${id}`,
    });
    expect(deleting.statusCode).toBe(403);

    const otherEnterprise = await app.call(app.enterpriseC, {
      method: 'GET',
      url: FACE_GROUP_API.detail,
      query: { id },
    });
    expect(otherEnterprise.statusCode).toBe(404);
  });
});
