import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConceptDetail,
  type EntityDetail,
  KG_API,
  KG_MSG,
  type KgBaseSummary,
} from '../../src/shared/api/knowledge-graph';
import type { Page } from '../../src/shared/api/paging';
import { RESOURCE_API } from '../../src/shared/api/resource-permissions';
import { createProject } from '../manager/test-support/fixtures';
import {
  type Caller,
  createManagerTestApp,
  type ManagerTestApp,
} from '../manager/test-support/manager-test-app';
import { addMember } from '../permissions/test-support/members';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { kgCalls } from './test-support/kg-fixtures';

const KG_MENUS = ['PROJECT', 'KG', 'KG_BASE'];

let app: ManagerTestApp;
let kg: ReturnType<typeof kgCalls>;
let projectId: string;
let base: KgBaseSummary;
let root: ConceptDetail;
let entity: EntityDetail;
beforeAll(async () => {
  app = await createManagerTestApp();
  kg = kgCalls(app);
  projectId = (await createProject(app, app.enterpriseA, '权限项目')).id;
  base = await kg.createBase(app.enterpriseA, projectId, '权限图谱');
  root = await kg.createConcept(
    app.enterpriseA,
    { name: '场所', attributes: [{ name: '编号', dataType: 'TEXT' }] },
    base.id,
  );
  entity = await kg.createEntity(app.enterpriseA, { conceptId: root.id, name: '大厅' });
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
const get = (caller: Caller, url: string, query: Record<string, string> = {}) =>
  app.call(caller, { method: 'GET', url, query });
const patch = (caller: Caller, url: string, payload: unknown) =>
  app.call(caller, { method: 'PATCH', url, payload: payload as object });

describe('knowledge graph rights', () => {
  it('hides every base, concept and entity from other scopes', async () => {
    for (const outsider of [app.enterpriseC, app.personB, app.adminPersonal]) {
      expect((await get(outsider, KG_API.base(base.id))).statusCode).toBe(404);
      expect((await get(outsider, KG_API.basePage, { projectId })).statusCode).toBe(404);
      expect((await get(outsider, KG_API.concepts, { kgBaseId: base.id })).statusCode).toBe(404);
      const concept = await get(outsider, KG_API.concept(root.id));
      expect([concept.statusCode, concept.body.message]).toEqual([404, KG_MSG.conceptNotFound]);
      expect((await get(outsider, KG_API.entity(entity.id))).body.message).toBe(KG_MSG.entityNotFound);
      expect((await get(outsider, KG_API.entityGraph(entity.id))).statusCode).toBe(404);
      expect(
        (await get(outsider, KG_API.queryTest, { kgBaseId: base.id, question: '大厅在哪里' })).statusCode,
      ).toBe(404);
      expect((await app.call(outsider, { method: 'DELETE', url: KG_API.entity(entity.id) })).statusCode).toBe(
        404,
      );
      expect((await app.call(outsider, { method: 'PUT', url: KG_API.build(base.id) })).statusCode).toBe(404);
    }
  });

  it('follows the KG_BASE flags and the project flags for a colleague, and needs the menus', async () => {
    const member = await addMember(app, '13800009301', { name: '图谱同事', menuCodes: KG_MENUS });
    await share('PROJECT', projectId, member, 'EDIT');
    expect((await get(member, KG_API.base(base.id))).statusCode).toBe(404);
    const create = await app.call(member, {
      method: 'POST',
      url: KG_API.bases,
      payload: { projectId, name: '同事的图谱' },
    });
    expect([create.statusCode, create.body.message]).toEqual([403, '您没有新建知识图谱的权限']);

    await share('KG_BASE', base.id, member, 'VIEW');
    const listed = await get(member, KG_API.basePage, { projectId });
    expect((listed.body.data as Page<KgBaseSummary>).content.map((row) => row.sharedWithMe)).toEqual([
      'VIEW',
    ]);
    expect((await get(member, KG_API.concepts, { kgBaseId: base.id })).statusCode).toBe(200);
    const refused = await app.call(member, {
      method: 'POST',
      url: KG_API.concepts,
      payload: { kgBaseId: base.id, name: '新概念' },
    });
    expect([refused.statusCode, refused.body.message]).toEqual([403, '您没有编辑知识图谱「权限图谱」的权限']);

    await share('KG_BASE', base.id, member, 'EDIT');
    expect(
      (
        await app.call(member, {
          method: 'POST',
          url: KG_API.concepts,
          payload: { kgBaseId: base.id, name: '新概念' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await app.call(member, { method: 'DELETE', url: KG_API.base(base.id) })).statusCode).toBe(403);

    // The project only to view: nothing inside it changes, whatever the base's share.
    await share('PROJECT', projectId, member, 'VIEW');
    const viewOnly = await patch(member, KG_API.entity(entity.id), { name: '新名字' });
    expect([viewOnly.statusCode, viewOnly.body.message]).toEqual([403, '您没有编辑项目「权限项目」的权限']);

    const noMenu = await addMember(app, '13800009302', { name: '无图谱菜单', menuCodes: ['PROJECT', 'KG'] });
    await share('PROJECT', projectId, noMenu, 'EDIT');
    await share('KG_BASE', base.id, noMenu, 'EDIT');
    expect((await get(noMenu, KG_API.base(base.id))).statusCode).toBe(403);
    expect((await get(noMenu, KG_API.attributeDataTypes)).statusCode).toBe(403);
  });

  it('tags bases in a batch through batchAttachTags and filters the page by tag', async () => {
    const other = await kg.createBase(app.enterpriseA, projectId, '标签图谱');
    const tagged = await app.call(app.enterpriseA, {
      method: 'PUT',
      url: KG_API.batchAttachTags,
      payload: { resourceIds: [base.id, other.id], tags: ['展厅'] },
    });
    expect(tagged.statusCode).toBe(200);
    const page = (await get(app.enterpriseA, KG_API.basePage, { projectId, tag: '展厅' })).body
      .data as Page<KgBaseSummary>;
    expect(page.content.map((row) => row.tags)).toEqual([['展厅'], ['展厅']]);
    const foreign = await app.call(app.enterpriseC, {
      method: 'PUT',
      url: KG_API.batchAttachTags,
      payload: { resourceIds: [base.id], tags: ['偷偷'] },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('knowledge graph schema rules', () => {
  it('refuses moving a concept under itself or its descendants, and deleting one with children', async () => {
    const hall = await kg.createConcept(app.enterpriseA, { name: '厅', parentId: root.id }, base.id);
    const room = await kg.createConcept(app.enterpriseA, { name: '室', parentId: hall.id }, base.id);
    for (const parentId of [root.id, hall.id, room.id]) {
      const moved = await patch(app.enterpriseA, KG_API.concept(root.id), { parentId });
      expect([moved.statusCode, moved.body.message]).toEqual([409, KG_MSG.conceptCycle]);
    }
    const removed = await app.call(app.enterpriseA, { method: 'DELETE', url: KG_API.concept(hall.id) });
    expect([removed.statusCode, removed.body.message]).toEqual([409, KG_MSG.conceptHasChildren]);
    // Inherited names are taken: 室 inherits 编号 from 场所.
    const clash = await patch(app.enterpriseA, KG_API.concept(room.id), {
      attributes: [{ name: '编号', dataType: 'NUMBER' }],
    });
    expect([clash.statusCode, clash.body.message]).toEqual([409, KG_MSG.attributeNameTaken]);
    const duplicate = await app.call(app.enterpriseA, {
      method: 'POST',
      url: KG_API.concepts,
      payload: { kgBaseId: base.id, name: '厅' },
    });
    expect([duplicate.statusCode, duplicate.body.message]).toEqual([409, KG_MSG.conceptNameTaken]);
    // Moving 室 to the root keeps it, and it no longer inherits.
    const detail = (await patch(app.enterpriseA, KG_API.concept(room.id), { parentId: null })).body
      .data as ConceptDetail;
    expect([detail.level, detail.attributes.length]).toEqual([1, 0]);
  });

  it('re-types attribute values only when every value fits, and re-targets relations only when every link still lands', async () => {
    const code = root.attributes[0];
    const set = (id: string, value: string) =>
      app.call(app.enterpriseA, {
        method: 'PUT',
        url: KG_API.entityAttribute(id, code.id),
        payload: { value },
      });
    expect((await set(entity.id, 'A-01')).statusCode).toBe(200);
    const retype = await patch(app.enterpriseA, KG_API.attribute(code.id), { dataType: 'NUMBER' });
    expect([retype.statusCode, retype.body.message]).toEqual([409, KG_MSG.valueChecksFailed(1)]);
    expect((await set(entity.id, '101')).statusCode).toBe(200);
    expect(
      (await patch(app.enterpriseA, KG_API.attribute(code.id), { dataType: 'NUMBER' })).body.data,
    ).toMatchObject({ dataType: 'NUMBER' });
    const link = await patch(app.enterpriseA, KG_API.attribute(code.id), { dataType: 'LINK' });
    expect(link.body.message).toBe(KG_MSG.linkConceptRequired);

    const person = await kg.createConcept(app.enterpriseA, { name: '人' }, base.id);
    const place = await kg.createConcept(
      app.enterpriseA,
      { name: '地点', relations: [{ name: '负责人', targetConceptId: person.id }] },
      base.id,
    );
    const keeper = await kg.createEntity(app.enterpriseA, { conceptId: person.id, name: '王老师' });
    const office = await kg.createEntity(app.enterpriseA, { conceptId: place.id, name: '办公室' });
    const relation = place.relations[0];
    const added = await app.call(app.enterpriseA, {
      method: 'POST',
      url: KG_API.entityRelations(office.id),
      payload: { relationId: relation.id, targetEntityId: keeper.id },
    });
    expect(added.statusCode).toBe(200);
    const retarget = await patch(app.enterpriseA, KG_API.relation(relation.id), { targetConceptId: root.id });
    expect([retarget.statusCode, retarget.body.message]).toEqual([409, KG_MSG.relationsBreak(1)]);
    const renamed = await patch(app.enterpriseA, KG_API.relation(relation.id), {
      name: '管理员',
      synonyms: ['负责人'],
    });
    expect(renamed.body.data).toMatchObject({ name: '管理员', synonyms: ['负责人'] });
  });
});
