import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/shared/api/envelope';
import { attributeEditBody, KG_MSG, KG_ROUTES, relationEditBody } from '../../src/shared/api/knowledge-graph';
import { authenticateInScope } from '../auth/authenticate';
import type { AppContext } from '../context';
import { kgAttributes, kgRelations } from '../db/schema';
import { notFound } from '../http/api-error';
import { validate } from '../http/validate';
import { loggedChanges } from '../logged-changes';
import { logChange } from '../manager/audit';
import { isRowId } from '../manager/row-id';
import { withUniqueName } from '../manager/unique-name';
import { checkSchemaNames, updateAttribute, updateRelation } from './concept-writes';
import { findConcept, touchBase } from './kg-access';
import { loadSchema } from './kg-schema';
import { withConceptNames } from './logged-concepts';

const idParam = (params: unknown) => (params as { id: string }).id;

/**
 * PATCH attribute/{id} and PATCH relation/{id}: one attribute or relation of a concept renamed,
 * re-typed or re-targeted. Stored values must pass a new data type and entity relations must still
 * land in a new target concept, or nothing changes (409 saying how many would break).
 */
export function schemaItemCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.patch(KG_ROUTES.attribute, async (request) => {
    const user = await authenticateInScope(context, request);
    const id = idParam(request.params);
    const [row] = isRowId(id) ? await db.select().from(kgAttributes).where(eq(kgAttributes.id, id)) : [];
    const { concept, projectId } = await findConcept(db, user, row?.conceptId ?? '', 'editAuth').catch(
      (error) => {
        throw row ? error : notFound(KG_MSG.attributeNotFound);
      },
    );
    if (!row) throw notFound(KG_MSG.attributeNotFound);
    const changes = validate(attributeEditBody, request.body);
    const now = clock.now();
    await withUniqueName(KG_MSG.attributeNameTaken, () =>
      db.transaction(async (tx) => {
        const schema = await loadSchema(tx, concept.baseId);
        if (changes.name && changes.name !== row.name) {
          const others = schema.attributes.filter(
            (item) => item.conceptId === concept.id && item.id !== row.id,
          );
          const relations = schema.relations.filter((item) => item.conceptId === concept.id);
          checkSchemaNames(
            schema,
            concept.id,
            concept.parentId,
            [...others, { name: changes.name }],
            relations,
          );
        }
        await updateAttribute(tx, schema, row, changes);
        await touchBase(tx, concept.baseId, now);
        await logChange(tx, now, user, request, 'kg.attribute.edit', {
          projectId,
          kgBaseId: concept.baseId,
          attributeId: row.id,
          name: changes.name ?? row.name,
          ...loggedChanges(withConceptNames(schema, row), withConceptNames(schema, changes)),
        });
      }),
    );
    const schema = await loadSchema(db, concept.baseId);
    const saved = schema.attributes.find((item) => item.id === row.id);
    if (!saved) throw notFound(KG_MSG.attributeNotFound);
    return ok(schema.toAttribute(saved, false), '属性已保存');
  });

  app.patch(KG_ROUTES.relation, async (request) => {
    const user = await authenticateInScope(context, request);
    const id = idParam(request.params);
    const [row] = isRowId(id) ? await db.select().from(kgRelations).where(eq(kgRelations.id, id)) : [];
    const { concept, projectId } = await findConcept(db, user, row?.conceptId ?? '', 'editAuth').catch(
      (error) => {
        throw row ? error : notFound(KG_MSG.relationNotFound);
      },
    );
    if (!row) throw notFound(KG_MSG.relationNotFound);
    const changes = validate(relationEditBody, request.body);
    const now = clock.now();
    await withUniqueName(KG_MSG.attributeNameTaken, () =>
      db.transaction(async (tx) => {
        const schema = await loadSchema(tx, concept.baseId);
        if (changes.name && changes.name !== row.name) {
          const attributes = schema.attributes.filter((item) => item.conceptId === concept.id);
          const others = schema.relations.filter(
            (item) => item.conceptId === concept.id && item.id !== row.id,
          );
          checkSchemaNames(schema, concept.id, concept.parentId, attributes, [
            ...others,
            { name: changes.name },
          ]);
        }
        await updateRelation(tx, schema, row, changes);
        await touchBase(tx, concept.baseId, now);
        await logChange(tx, now, user, request, 'kg.relation.edit', {
          projectId,
          kgBaseId: concept.baseId,
          relationId: row.id,
          name: changes.name ?? row.name,
          ...loggedChanges(withConceptNames(schema, row), withConceptNames(schema, changes)),
        });
      }),
    );
    const schema = await loadSchema(db, concept.baseId);
    const saved = schema.relations.find((item) => item.id === row.id);
    if (!saved) throw notFound(KG_MSG.relationNotFound);
    return ok(schema.toRelation(saved, false), '关系已保存');
  });
}
