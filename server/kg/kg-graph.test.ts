import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConceptDetail,
  type EntityDetail,
  type EntityPage,
  type GraphAnswer,
  KG_API,
  KG_MSG,
  type QueryTestAnswer,
  type ValidAttribute,
  type ValidOutRelation,
} from '../../src/shared/api/knowledge-graph';
import { createProject } from '../manager/test-support/fixtures';
import { createManagerTestApp, type ManagerTestApp } from '../manager/test-support/manager-test-app';
import { loggedEntries } from '../manager/test-support/operation-log';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { kgCalls, succeeded } from './test-support/kg-fixtures';

let app: ManagerTestApp;
let kg: ReturnType<typeof kgCalls>;
let baseId: string;
let hall: ConceptDetail;
let exhibit: ConceptDetail;
let person: ConceptDetail;
beforeAll(async () => {
  app = await createManagerTestApp();
  kg = kgCalls(app);
  const projectId = (await createProject(app, app.enterpriseA, '图谱项目')).id;
  baseId = (await kg.createBase(app.enterpriseA, projectId, '博物馆图谱')).id;
  person = await kg.createConcept(app.enterpriseA, { name: '人物' }, baseId);
  hall = await kg.createConcept(
    app.enterpriseA,
    {
      name: '展馆',
      attributes: [
        { name: '门票价格', dataType: 'NUMBER', synonyms: ['门票', '票价'] },
        { name: '开放时间', dataType: 'TEXT' },
        { name: '位置', dataType: 'TEXT' },
      ],
    },
    baseId,
  );
  exhibit = await kg.createConcept(
    app.enterpriseA,
    {
      name: '展品',
      attributes: [
        { name: '年代', dataType: 'TEXT' },
        { name: '入藏日期', dataType: 'DATE' },
        { name: '图片', dataType: 'PICTURE' },
        { name: '所在展馆', dataType: 'LINK', linkConceptId: hall.id },
      ],
      relations: [{ name: '作者', targetConceptId: person.id, synonyms: ['制作者'] }],
    },
    baseId,
  );
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const attributeId = (concept: ConceptDetail, name: string) =>
  concept.attributes.find((a) => a.name === name)?.id ?? '';

describe('concepts, entities, build and query test', () => {
  it('keeps entities to their data types and relations to the schema, then answers questions from the build', async () => {
    const museum = await kg.createEntity(app.enterpriseA, {
      conceptId: hall.id,
      name: '星河科技馆',
      aliases: ['本馆'],
      attributes: [
        { attributeId: attributeId(hall, '门票价格'), value: '60' },
        { attributeId: attributeId(hall, '位置'), value: '滨江大道 88 号' },
      ],
    });
    const su = await kg.createEntity(app.enterpriseA, { conceptId: person.id, name: '苏颂' });
    const clock = await kg.createEntity(app.enterpriseA, { conceptId: exhibit.id, name: '水运仪象台' });

    // Data types: a number, a real date, a picture address, a link to an entity of the right concept.
    const set = (attribute: string, value: string) =>
      app.call<ValidAttribute>(app.enterpriseA, {
        method: 'PUT',
        url: KG_API.entityAttribute(clock.id, attributeId(exhibit, attribute)),
        payload: { value },
      });
    expect((await set('入藏日期', '2023-02-30')).body.message).toContain('日期不存在');
    expect((await set('图片', 'ftp://x/y.png')).statusCode).toBe(400);
    expect((await set('所在展馆', '苏颂')).body.message).toContain('没有实体「苏颂」');
    expect((await set('所在展馆', '星河科技馆')).body.data.display).toBe('星河科技馆');
    expect((await set('入藏日期', '2023/2/3')).body.data.value).toBe('2023-02-03');
    const onHall = await app.call(app.enterpriseA, {
      method: 'POST',
      url: KG_API.entityAttributes(museum.id),
      payload: { attributeId: attributeId(exhibit, '年代'), value: '北宋' },
    });
    expect([onHall.statusCode, onHall.body.message]).toEqual([400, KG_MSG.attributeNotValid]);
    const notNumber = await app.call(app.enterpriseA, {
      method: 'PUT',
      url: KG_API.entityAttribute(museum.id, attributeId(hall, '门票价格')),
      payload: { value: '六十元' },
    });
    expect(notNumber.body.message).toContain('请输入数字');

    // Relations only as the schema allows: 作者 goes to a 人物.
    const relations = succeeded(
      await app.call<ValidOutRelation[]>(app.enterpriseA, {
        method: 'GET',
        url: KG_API.entityValidOutRelations(clock.id),
      }),
      'valid relations',
    );
    const author = relations[0].relation;
    const wrong = await app.call(app.enterpriseA, {
      method: 'POST',
      url: KG_API.entityRelations(clock.id),
      payload: { relationId: author.id, targetEntityId: museum.id },
    });
    expect([wrong.statusCode, wrong.body.message]).toEqual([400, KG_MSG.relationTargetWrongConcept]);
    const fromPerson = await app.call(app.enterpriseA, {
      method: 'POST',
      url: KG_API.entityRelations(su.id),
      payload: { relationId: author.id, targetEntityId: su.id },
    });
    expect(fromPerson.body.message).toBe(KG_MSG.relationNotAllowed);
    const added = await app.call<{ id: string }>(app.enterpriseA, {
      method: 'POST',
      url: KG_API.entityRelations(clock.id),
      payload: { relationId: author.id, targetEntityId: su.id },
    });
    expect(added.statusCode).toBe(200);
    const again = await app.call(app.enterpriseA, {
      method: 'POST',
      url: KG_API.entityRelations(clock.id),
      payload: { relationId: author.id, targetEntityId: su.id },
    });
    expect([again.statusCode, again.body.message]).toEqual([409, KG_MSG.relationExists]);

    const detail = succeeded(
      await app.call<EntityDetail>(app.enterpriseA, { method: 'GET', url: KG_API.entity(su.id) }),
      'detail',
    );
    expect(detail.inRelations.map((item) => [item.source.name, item.relationName])).toEqual([
      ['水运仪象台', '作者'],
    ]);

    const page = succeeded(
      await app.call<EntityPage>(app.enterpriseA, {
        method: 'GET',
        url: KG_API.entities,
        query: { kgBaseId: baseId, conceptId: exhibit.id },
      }),
      'page',
    );
    expect(page.content.map((entity) => entity.name)).toEqual(['水运仪象台']);
    expect(page.conceptLevels.map((level) => [level.name, level.entityCount])).toEqual([
      ['人物', 1],
      ['展品', 1],
      ['展馆', 1],
    ]);

    const graph = succeeded(
      await app.call<GraphAnswer>(app.enterpriseA, {
        method: 'GET',
        url: KG_API.entityGraph(clock.id),
        query: { depth: '2' },
      }),
      'graph',
    );
    expect(
      graph.nodes
        .filter((node) => node.kind === 'entity')
        .map((node) => node.label)
        .sort(),
    ).toEqual(['星河科技馆', '水运仪象台', '苏颂']);

    const never = await app.call(app.enterpriseA, {
      method: 'GET',
      url: KG_API.queryTest,
      query: { kgBaseId: baseId, question: '本馆门票多少钱' },
    });
    expect([never.statusCode, never.body.message]).toEqual([409, KG_MSG.neverBuilt]);
    const built = await kg.build(app.enterpriseA, baseId);
    expect(built.build).toMatchObject({
      state: 'BUILT',
      progress: 100,
      builtEntities: 3,
      builtRelations: 1,
      stale: false,
    });

    const ask = async (question: string) =>
      succeeded(
        await app.call<QueryTestAnswer>(app.enterpriseA, {
          method: 'GET',
          url: KG_API.queryTest,
          query: { kgBaseId: baseId, question },
        }),
        question,
      );
    const price = await ask('展馆的门票多少钱？');
    expect(price.answer).toBe('星河科技馆的门票价格是60');
    expect(price.path).toEqual([
      {
        entity: { id: museum.id, name: '星河科技馆' },
        attribute: { id: attributeId(hall, '门票价格'), name: '门票价格', value: '60' },
      },
    ]);
    expect(price.template?.pattern).toBe('{entity}的{attribute}多少钱');
    expect(price.highlight.nodeIds).toContain(museum.id);
    expect((await ask('本馆在哪里')).answer).toBe('星河科技馆的位置是滨江大道 88 号');
    const who = await ask('水运仪象台的作者是谁');
    expect(who.answer).toBe('水运仪象台的作者是苏颂');
    expect(who.highlight.edgeIds).toEqual([added.body.data.id]);
    expect((await ask('有哪些展品')).answer).toBe('展品有：水运仪象台');
    const unknown = await ask('今天天气怎么样');
    expect(unknown.answer).toBeNull();
    expect(unknown.template).toBeNull();
  });

  it('logs an entity edit with what changed, its concept by name, and a concept edit with its attributes', async () => {
    const entity = await kg.createEntity(app.enterpriseA, {
      conceptId: person.id,
      name: '佚名',
      aliases: ['无名'],
    });
    const edited = await kg.call(app.enterpriseA, {
      method: 'PATCH',
      url: KG_API.entity(entity.id),
      payload: { name: '无名氏', aliases: ['无名'], conceptId: exhibit.id },
    });
    succeeded(edited, 'entity edit');
    const [entry] = await loggedEntries(app, 'kg.entity.edit');
    expect(entry.detail).toMatchObject({ entityId: entity.id, name: '无名氏' });
    expect(entry.detail).toHaveProperty('before', { name: '佚名', concept: '人物' });
    expect(entry.detail).toHaveProperty('after', { name: '无名氏', concept: '展品' });
    const payload = { description: '历史人物', attributes: [{ name: '朝代', dataType: 'TEXT' }] };
    succeeded(
      await kg.call(app.enterpriseA, { method: 'PATCH', url: KG_API.concept(person.id), payload }),
      'concept edit',
    );
    const [conceptEdit] = await loggedEntries(app, 'kg.concept.edit');
    expect(conceptEdit.detail).toMatchObject({
      before: { attributes: [] },
      after: { description: '历史人物', attributes: ['朝代'] },
    });
  });
});
