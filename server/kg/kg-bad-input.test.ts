import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KG_API } from '../../src/shared/api/knowledge-graph';
import { GENERAL_LIBRARY_ID, KG_TEMPLATE_API } from '../../src/shared/api/knowledge-graph-templates';
import { kgEntities } from '../db/schema';
import { createProject } from '../manager/test-support/fixtures';
import { createManagerTestApp, type ManagerTestApp } from '../manager/test-support/manager-test-app';
import { TEST_APP_TIMEOUT_MS } from '../test-support/test-app';
import { kgCalls } from './test-support/kg-fixtures';

let app: ManagerTestApp;
let ids: string[];
let foreignEntity: string;
beforeAll(async () => {
  app = await createManagerTestApp();
  const kg = kgCalls(app);
  const own = (await createProject(app, app.enterpriseA, '输入项目')).id;
  const base = await kg.createBase(app.enterpriseA, own, '输入图谱');
  const concept = await kg.createConcept(
    app.enterpriseA,
    { name: '物', attributes: [{ name: '数量', dataType: 'NUMBER' }] },
    base.id,
  );
  const entity = await kg.createEntity(app.enterpriseA, { conceptId: concept.id, name: '物件' });
  const foreignProject = (await createProject(app, app.enterpriseC, '别人的输入项目')).id;
  const foreignBase = await kg.createBase(app.enterpriseC, foreignProject, '别人的图谱');
  const foreignConcept = await kg.createConcept(app.enterpriseC, { name: '别人的物' }, foreignBase.id);
  foreignEntity = (
    await kg.createEntity(app.enterpriseC, { conceptId: foreignConcept.id, name: '别人的物件' })
  ).id;
  ids = [
    own,
    base.id,
    concept.id,
    concept.attributes[0].id,
    entity.id,
    foreignBase.id,
    foreignConcept.id,
    foreignEntity,
    'x',
    '%2e%2e',
    GENERAL_LIBRARY_ID,
  ];
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const CALLS: [Method, (id: string, other: string) => string][] = [
  ['GET', () => KG_API.basePage],
  ['POST', () => KG_API.bases],
  ['GET', (id) => KG_API.base(id)],
  ['PATCH', (id) => KG_API.base(id)],
  ['DELETE', (id) => KG_API.base(id)],
  ['PUT', (id) => KG_API.build(id)],
  ['PUT', () => KG_API.batchAttachTags],
  ['GET', () => KG_API.queryTest],
  ['GET', () => KG_API.concepts],
  ['POST', () => KG_API.concepts],
  ['GET', (id) => KG_API.concept(id)],
  ['PATCH', (id) => KG_API.concept(id)],
  ['DELETE', (id) => KG_API.concept(id)],
  ['GET', (id) => KG_API.conceptGraph(id)],
  ['GET', () => KG_API.attributeDataTypes],
  ['PATCH', (id) => KG_API.attribute(id)],
  ['PATCH', (id) => KG_API.relation(id)],
  ['GET', () => KG_API.entities],
  ['POST', () => KG_API.entities],
  ['GET', (id) => KG_API.entity(id)],
  ['PATCH', (id) => KG_API.entity(id)],
  ['DELETE', (id) => KG_API.entity(id)],
  ['GET', (id) => KG_API.entityGraph(id)],
  ['GET', (id) => KG_API.baseGraph(id)],
  ['GET', (id) => KG_API.entityValidAttributes(id)],
  ['POST', (id) => KG_API.entityAttributes(id)],
  ['PUT', (id, other) => KG_API.entityAttribute(id, other)],
  ['DELETE', (id, other) => KG_API.entityAttribute(id, other)],
  ['GET', (id) => KG_API.entityValidOutRelations(id)],
  ['POST', (id) => KG_API.entityRelations(id)],
  ['PUT', (id, other) => KG_API.entityRelation(id, other)],
  ['DELETE', (id, other) => KG_API.entityRelation(id, other)],
  ['POST', () => KG_API.conceptImportAppend],
  ['POST', () => KG_API.entityImportOverwrite],
  ['GET', () => KG_API.conceptExport],
  ['GET', () => KG_API.entityExport],
  ['GET', (id) => KG_API.importReport(id)],
  ['GET', () => KG_TEMPLATE_API.libraryPage],
  ['POST', () => KG_TEMPLATE_API.libraries],
  ['GET', (id) => KG_TEMPLATE_API.library(id)],
  ['PATCH', (id) => KG_TEMPLATE_API.library(id)],
  ['DELETE', (id) => KG_TEMPLATE_API.library(id)],
  ['GET', (id) => KG_TEMPLATE_API.templates(id)],
  ['POST', (id) => KG_TEMPLATE_API.templates(id)],
  ['PATCH', (id) => KG_TEMPLATE_API.template(id)],
  ['DELETE', (id) => KG_TEMPLATE_API.template(id)],
];

describe('what a client sends to the kg/v1 calls never becomes a 500', () => {
  it('answers random fields, ids and bodies with an envelope, touching nothing foreign', async () => {
    const fieldNames = fc.constantFrom(
      'projectId',
      'kgBaseId',
      'name',
      'description',
      'parentId',
      'conceptId',
      'attributes',
      'relations',
      'dataType',
      'linkConceptId',
      'targetConceptId',
      'synonyms',
      'aliases',
      'value',
      'attributeId',
      'relationId',
      'targetEntityId',
      'question',
      'depth',
      'limit',
      'withValues',
      'pageNo',
      'pageSize',
      'tag',
      'resourceIds',
      'tags',
      'mode',
      'templateLibraryIds',
      'kind',
      'patterns',
      'targets',
      'domain',
      'copyDomains',
      '__proto__',
    );
    const value = fc.oneof(
      fc.constantFrom(...ids, 'NUMBER', 'LINK', '{entity}的{attribute}', ''),
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.array(fc.constantFrom(...ids), { maxLength: 3 }),
      fc.jsonValue({ maxDepth: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CALLS),
        fc.constantFrom(...ids),
        fc.constantFrom(...ids),
        fc.dictionary(fieldNames, value, { maxKeys: 6 }),
        async ([method, url], id, other, fields) => {
          const query = Object.fromEntries(
            Object.entries(fields).map(([key, field]) => [
              key,
              typeof field === 'string' ? field : JSON.stringify(field),
            ]),
          );
          const target = url(id, other);
          const answer =
            method === 'GET' || method === 'DELETE'
              ? await app.app.inject({ method, url: target, query, headers: app.enterpriseA.headers })
              : await app.app.inject({
                  method,
                  url: target,
                  query,
                  payload: JSON.stringify(fields),
                  headers: { ...app.enterpriseA.headers, 'content-type': 'application/json' },
                });
          expect(answer.statusCode, `${method} ${target} ${JSON.stringify(fields)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
    const [untouched] = await app.db.select().from(kgEntities).where(eq(kgEntities.id, foreignEntity));
    expect(untouched).toMatchObject({ name: '别人的物件' });
  });
});
