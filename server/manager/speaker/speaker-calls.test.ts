import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/api/paging';
import { RESOURCE_API } from '../../../src/shared/api/resource-permissions';
import { SPEAKER_API, SPEAKER_MSG, type SpeakerSummary } from '../../../src/shared/api/speakers';
import { UC } from '../../../src/shared/api/uc-paths';
import { operationLog, speakers } from '../../db/schema';
import { projectContent } from '../../device-link/configuration-bundle';
import { addMember } from '../../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

/** The menus of 发音人管理 and the project's, as a role holding the screen has them. */
const SPEAKER_MENUS = ['PROJECT', 'DEVICE_RELATED', 'PRONOUNCE'];

let app: ManagerTestApp;
/** A project of enterprise A; a member with no grants who may edit the project by a share. */
let projectId: string;
let member: Caller;
beforeAll(async () => {
  app = await createManagerTestApp();
  projectId = (await createProject(app, app.enterpriseA, '发音人项目')).id;
  member = await addMember(app, '13800009101', { name: '发音人测试角色', menuCodes: SPEAKER_MENUS });
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

const tuning = { voice: 'xiaoxiao', speed: 1, pitch: 0, volume: 80 };
const create = (name: string, caller: Caller = app.enterpriseA, extra: Record<string, unknown> = {}) =>
  app.call<SpeakerSummary>(caller, {
    method: 'PUT',
    url: SPEAKER_API.create,
    payload: { projectId, name, ...tuning, ...extra },
  });
const created = async (name: string, extra: Record<string, unknown> = {}) => {
  const answer = await create(name, app.enterpriseA, extra);
  expect(answer.statusCode).toBe(200);
  return answer.body.data;
};
const page = (caller: Caller, query: Record<string, string> = {}) =>
  app.call<Page<SpeakerSummary>>(caller, {
    method: 'GET',
    url: SPEAKER_API.page,
    query: { projectId, pageSize: '100', ...query },
  });
const detail = (caller: Caller, id: string) =>
  app.call<SpeakerSummary>(caller, { method: 'GET', url: SPEAKER_API.detail, query: { id } });
const edit = (caller: Caller, speaker: SpeakerSummary, changes: Record<string, unknown>) =>
  app.call<SpeakerSummary>(caller, {
    method: 'POST',
    url: SPEAKER_API.edit,
    payload: { id: speaker.id, name: speaker.name, ...tuning, ...changes },
  });
const enable = (caller: Caller, id: string, enabled: boolean) =>
  app.call<SpeakerSummary>(caller, { method: 'PUT', url: SPEAKER_API.enable, payload: { id, enabled } });
const makeDefault = (caller: Caller, id: string) =>
  app.call<SpeakerSummary>(caller, { method: 'PUT', url: SPEAKER_API.setDefault, payload: { id } });
const remove = (caller: Caller, id: string) =>
  app.call(caller, { method: 'DELETE', url: `${SPEAKER_API.remove}?id=${encodeURIComponent(id)}` });

describe('speakers', () => {
  it('creates speakers with the creator owning them; the first becomes the default and goes into the robots bundle', async () => {
    const first = await created('前台迎宾', { speed: 1.2, pitch: -5, volume: 60, deviceTags: ['大堂'] });
    expect(first).toMatchObject({
      name: '前台迎宾',
      voice: 'xiaoxiao',
      speed: 1.2,
      pitch: -5,
      volume: 60,
      deviceTags: ['大堂'],
      enabled: true,
      isDefault: true,
      tags: [],
      sharedWithMe: null,
      permissions: { accessAuth: true, editAuth: true, enableAuth: true, deleteAuth: true, shareAuth: true },
    });
    expect((await created('备用男声', { voice: 'yunxi' })).isDefault).toBe(false);
    expect((await projectContent(app.db, projectId)).speaker).toMatchObject({
      id: first.id,
      voice: 'xiaoxiao',
      speed: 1.2,
      deviceTags: ['大堂'],
    });
    const listed = (await page(app.enterpriseA)).body.data;
    expect(listed.content.map((speaker) => speaker.name)).toEqual(['前台迎宾', '备用男声']);
    expect((await page(app.enterpriseA, { name: '男声' })).body.data.content).toHaveLength(1);
    const logged = await app.db.select().from(operationLog).where(eq(operationLog.action, 'speaker.create'));
    expect(logged.map((entry) => entry.detail?.speakerId)).toContain(first.id);
  });

  it('answers 400 to bad input and 409 to a name the project already has', async () => {
    for (const bad of [
      { speed: 2.5 },
      { speed: 0.2 },
      { pitch: 51 },
      { pitch: 1.5 },
      { volume: -1 },
      { voice: 'robot-9000' },
      { name: '' },
      { speed: '快' },
      { sampleText: 'x'.repeat(201) },
    ]) {
      const answer = await create('坏输入', app.enterpriseA, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      if ('name' in bad) expect(answer.body.message).toBe('请输入发音人名称');
    }
    const noBody = await app.call(app.enterpriseA, { method: 'POST', url: SPEAKER_API.edit });
    expect(noBody.statusCode).toBe(400);
    expect((await enable(app.enterpriseA, 'not-an-id', true)).statusCode).toBe(404);
    const enableBad = await app.call(app.enterpriseA, {
      method: 'PUT',
      url: SPEAKER_API.enable,
      payload: { id: 'x', enabled: 'yes' },
    });
    expect(enableBad.statusCode).toBe(400);
    await created('重名');
    const again = await create('重名');
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(SPEAKER_MSG.nameTaken);
  });

  it('keeps the default: it cannot be deleted or disabled; a disabled speaker cannot become it; another can', async () => {
    const [current] = (await page(app.enterpriseA)).body.data.content.filter((speaker) => speaker.isDefault);
    const other = await created('新默认', { voice: 'xiaoyi' });
    expect((await remove(app.enterpriseA, current.id)).body.message).toBe(SPEAKER_MSG.defaultNotDeletable);
    expect((await enable(app.enterpriseA, current.id, false)).statusCode).toBe(409);
    expect((await enable(app.enterpriseA, other.id, false)).body.data).toMatchObject({ enabled: false });
    const refused = await makeDefault(app.enterpriseA, other.id);
    expect([refused.statusCode, refused.body.message]).toEqual([409, SPEAKER_MSG.disabledNotDefault]);
    await enable(app.enterpriseA, other.id, true);
    expect((await makeDefault(app.enterpriseA, other.id)).body.data.isDefault).toBe(true);
    expect((await detail(app.enterpriseA, current.id)).body.data.isDefault).toBe(false);
    expect((await projectContent(app.db, projectId)).speaker?.id).toBe(other.id);
    expect((await remove(app.enterpriseA, current.id)).statusCode).toBe(200);
    expect((await detail(app.enterpriseA, current.id)).statusCode).toBe(404);
    const actions = (await app.db.select().from(operationLog)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['speaker.disable', 'speaker.default', 'speaker.delete']));
  });

  it('follows the PRONOUNCE flags for a colleague: nothing without a share, view, then edit without enable or delete', async () => {
    const speaker = await created('共享发音人');
    expect((await page(member)).body.data.content.map((row) => row.id)).not.toContain(speaker.id);
    expect((await detail(member, speaker.id)).statusCode).toBe(404);
    const refusedCreate = await create('同事新建', member);
    expect(refusedCreate.statusCode).toBe(403);
    expect(refusedCreate.body.message).toBe('您没有新建发音人的权限');

    await share('PRONOUNCE', speaker.id, member, 'VIEW');
    const viewed = (await page(member)).body.data.content;
    expect(viewed.map((row) => row.id)).toEqual([speaker.id]);
    expect(viewed[0]).toMatchObject({
      sharedWithMe: 'VIEW',
      permissions: { accessAuth: true, editAuth: false, enableAuth: false, deleteAuth: false },
    });
    const refusedEdit = await edit(member, speaker, { speed: 1.5 });
    expect([refusedEdit.statusCode, refusedEdit.body.message]).toEqual([
      403,
      '您没有编辑发音人「共享发音人」的权限',
    ]);

    await share('PRONOUNCE', speaker.id, member, 'EDIT');
    expect((await edit(member, speaker, { speed: 1.5 })).body.data.speed).toBe(1.5);
    expect((await enable(member, speaker.id, false)).statusCode).toBe(403);
    expect((await remove(member, speaker.id)).statusCode).toBe(403);
  });

  it('refuses changes on a project the caller may only view, and hides speakers from other scopes', async () => {
    const viewer = await addMember(app, '13800009102', { name: '只读角色', menuCodes: SPEAKER_MENUS });
    const speaker = await created('隔离发音人');
    // The speaker is shared to edit, but the project itself only to view.
    await share('PROJECT', projectId, viewer, 'VIEW');
    await share('PRONOUNCE', speaker.id, viewer, 'EDIT');
    expect((await detail(viewer, speaker.id)).statusCode).toBe(200);
    const refused = await edit(viewer, speaker, { pitch: 10 });
    expect([refused.statusCode, refused.body.message]).toEqual([403, '您没有编辑项目「发音人项目」的权限']);
    for (const outsider of [app.enterpriseC, app.personB, app.adminPersonal]) {
      expect((await detail(outsider, speaker.id)).statusCode).toBe(404);
      expect((await page(outsider)).statusCode).toBe(404);
      expect((await remove(outsider, speaker.id)).statusCode).toBe(404);
      expect((await makeDefault(outsider, speaker.id)).statusCode).toBe(404);
    }
  });

  it('offers the batch operations by the rules and tags speakers in a batch, then filters by tag', async () => {
    const passed = async (caller: Caller) =>
      (
        await app.call<string[]>(caller, {
          method: 'PUT',
          url: UC.listAuthorizePassedOperations,
          payload: { resourceType: 'PRONOUNCE', operationTypes: ['NEW', 'BATCH_TAG', 'BATCH_SHARE'] },
        })
      ).body.data;
    expect(await passed(app.enterpriseA)).toEqual(['NEW', 'BATCH_TAG', 'BATCH_SHARE']);
    // The member holds an EDIT share of a speaker: batch tagging, nothing else.
    expect(await passed(member)).toEqual(['BATCH_TAG']);

    const one = await created('标签一');
    const two = await created('标签二');
    const tagged = await app.call(app.enterpriseA, {
      method: 'PUT',
      url: RESOURCE_API.batchTag,
      payload: { resourceType: 'PRONOUNCE', resourceIds: [one.id, two.id], tags: ['展厅'] },
    });
    expect(tagged.statusCode).toBe(200);
    const filtered = (await page(app.enterpriseA, { tag: '展厅' })).body.data.content;
    expect(filtered.map((speaker) => speaker.name).sort()).toEqual(['标签一', '标签二']);
    expect(filtered[0].tags).toEqual(['展厅']);
    // Tags and shares go with a deleted speaker.
    await remove(app.enterpriseA, one.id);
    expect((await page(app.enterpriseA, { tag: '展厅' })).body.data.totalElements).toBe(1);
  });

  it('answers 403 to a member without the menus of 发音人管理, even with the project shared', async () => {
    const speaker = await created('菜单检查');
    for (const [account, menuCodes] of [
      ['13800009103', ['PROJECT', 'PRONOUNCE']],
      ['13800009104', ['PROJECT', 'DEVICE_RELATED']],
    ] as const) {
      const outsider = await addMember(app, account, { name: `无菜单${account}`, menuCodes: [...menuCodes] });
      await share('PROJECT', projectId, outsider, 'EDIT');
      await share('PRONOUNCE', speaker.id, outsider, 'EDIT');
      expect((await page(outsider)).statusCode).toBe(403);
      expect((await detail(outsider, speaker.id)).statusCode).toBe(403);
      expect((await create('无菜单新建', outsider)).statusCode).toBe(403);
    }
  });
});

describe('what a client sends to the speaker calls never becomes a 500', () => {
  it('answers random fields and another scope ids with an envelope, touching nothing foreign', async () => {
    const foreignProject = (await createProject(app, app.enterpriseC, '别人的发音人项目')).id;
    const foreign = await app.call<SpeakerSummary>(app.enterpriseC, {
      method: 'PUT',
      url: SPEAKER_API.create,
      payload: { projectId: foreignProject, name: '别人的发音人', ...tuning },
    });
    const foreignId = foreign.body.data.id;
    const calls = Object.entries({
      GET: [SPEAKER_API.page, SPEAKER_API.detail],
      PUT: [SPEAKER_API.create, SPEAKER_API.enable, SPEAKER_API.setDefault],
      POST: [SPEAKER_API.edit],
      DELETE: [SPEAKER_API.remove],
    }).flatMap(([method, urls]) =>
      urls.map((url) => [method as 'GET' | 'PUT' | 'POST' | 'DELETE', url] as const),
    );
    const fieldNames = fc.constantFrom(
      'id',
      'projectId',
      'name',
      'voice',
      'speed',
      'pitch',
      'volume',
      'sampleText',
      'deviceTags',
      'enabled',
      'pageNo',
      'pageSize',
      'tag',
      '__proto__',
    );
    const value = fc.oneof(
      fc.constantFrom(foreignId, foreignProject, projectId, 'xiaoxiao', '%', ''),
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.jsonValue({ maxDepth: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
        fc.dictionary(fieldNames, value, { maxKeys: 7 }),
        async ([method, url], fields) => {
          const query = Object.fromEntries(
            Object.entries(fields).map(([key, field]) => [
              key,
              typeof field === 'string' ? field : JSON.stringify(field),
            ]),
          );
          const answer =
            method === 'GET' || method === 'DELETE'
              ? await app.call(app.enterpriseA, { method, url, query })
              : await app.call(app.enterpriseA, { method, url, payload: JSON.stringify(fields) });
          expect(answer.statusCode).toBeLessThan(500);
          expect(answer.body).toHaveProperty('status');
        },
      ),
      { numRuns: 250 },
    );
    const [untouched] = await app.db.select().from(speakers).where(eq(speakers.id, foreignId));
    expect(untouched).toMatchObject({ name: '别人的发音人', speed: 1, enabled: true, isDefault: true });
  });
});
