import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/shared/api/envelope';
import {
  ATTRIBUTE_DATA_TYPE_INFO,
  type ConceptDetail,
  conceptCreateBody,
  conceptEditBody,
  conceptsQuery,
  KG_API,
  KG_MSG,
  KG_ROUTES,
} from '../../src/shared/api/knowledge-graph';
import { authenticateInScope } from '../auth/authenticate';
import type { AppContext } from '../context';
import { kgConcepts } from '../db/schema';
import { badRequest, conflict } from '../http/api-error';
import { validate } from '../http/validate';
import { loggedChanges } from '../logged-changes';
import { logChange } from '../manager/audit';
import { withUniqueName } from '../manager/unique-name';
import { requireMenu } from '../permissions/require-menu';
import {
  checkSchemaNames,
  checkSchemaTargets,
  pruneAfterMove,
  saveConceptSchema,
  schemaAfterMove,
} from './concept-writes';
import { findBase, findConcept, KG_BASE_MENUS, touchBase } from './kg-access';
import { entityCountsOf, type KgSchema, loadSchema } from './kg-schema';
import { withConceptNames } from './logged-concepts';

/** Attributes or relations as the operation log lists them. */
const namesOf = (items: { name: string }[]) => items.map((item) => item.name);

const idParam = (params: unknown) => (params as { id: string }).id;

export function conceptDetailOf(
  schema: KgSchema,
  conceptId: string,
  entityCounts: Map<string, number>,
): ConceptDetail {
  const concept = schema.concepts.get(conceptId);
  if (!concept) throw badRequest(KG_MSG.conceptNotFound);
  const path = schema.path(conceptId);
  return {
    id: concept.id,
    kgBaseId: concept.baseId,
    name: concept.name,
    parentId: concept.parentId,
    description: concept.description,
    level: path.length,
    path,
    attributes: schema.attributesOf(conceptId),
    relations: schema.relationsOf(conceptId),
    entityCount: entityCounts.get(conceptId) ?? 0,
    childCount: schema.childCount(conceptId),
  };
}

async function readConcept(context: AppContext, baseId: string, conceptId: string): Promise<ConceptDetail> {
  const [schema, counts] = await Promise.all([
    loadSchema(context.db, baseId),
    entityCountsOf(context.db, baseId),
  ]);
  return conceptDetailOf(schema, conceptId, counts);
}

/**
 * The concept calls: the tree (conceptLevels), create, detail, edit (rename, move under another
 * concept — never under itself or a descendant — and replace its own attributes and relations),
 * delete (a concept without children, with its entities), and the attribute data types.
 */
export function conceptCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(KG_API.attributeDataTypes, async (request) => {
    const user = await authenticateInScope(context, request);
    requireMenu(user, ...KG_BASE_MENUS);
    return ok(ATTRIBUTE_DATA_TYPE_INFO);
  });

  app.get(KG_API.concepts, async (request) => {
    const user = await authenticateInScope(context, request);
    const { kgBaseId } = validate(conceptsQuery, request.query);
    const { base } = await findBase(db, user, kgBaseId, 'accessAuth');
    const [schema, counts] = await Promise.all([loadSchema(db, base.id), entityCountsOf(db, base.id)]);
    return ok({ conceptLevels: schema.levels(counts), total: schema.concepts.size });
  });

  app.post(KG_API.concepts, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(conceptCreateBody, request.body);
    const { base, projectId } = await findBase(db, user, body.kgBaseId, 'editAuth');
    const schema = await loadSchema(db, base.id);
    const parentId = body.parentId ?? null;
    if (parentId && !schema.concepts.has(parentId)) throw badRequest(KG_MSG.parentNotFound);
    checkSchemaNames(schema, null, parentId, body.attributes, body.relations);
    checkSchemaTargets(schema, body.attributes, body.relations);
    const now = clock.now();
    const id = await withUniqueName(KG_MSG.conceptNameTaken, () =>
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(kgConcepts)
          .values({
            baseId: base.id,
            parentId,
            name: body.name,
            description: body.description,
            createdAt: now,
          })
          .returning();
        const withConcept = await loadSchema(tx, base.id);
        await saveConceptSchema(tx, withConcept, created, body.attributes, body.relations);
        await touchBase(tx, base.id, now);
        await logChange(tx, now, user, request, 'kg.concept.create', {
          projectId,
          kgBaseId: base.id,
          conceptId: created.id,
          name: body.name,
        });
        return created.id;
      }),
    );
    return ok(await readConcept(context, base.id, id), '概念已创建');
  });

  app.get(KG_ROUTES.concept, async (request) => {
    const user = await authenticateInScope(context, request);
    const { concept } = await findConcept(db, user, idParam(request.params), 'accessAuth');
    return ok(await readConcept(context, concept.baseId, concept.id));
  });

  app.patch(KG_ROUTES.concept, async (request) => {
    const user = await authenticateInScope(context, request);
    const { concept, projectId } = await findConcept(db, user, idParam(request.params), 'editAuth');
    const body = validate(conceptEditBody, request.body);
    const now = clock.now();
    await withUniqueName(KG_MSG.conceptNameTaken, () =>
      db.transaction(async (tx) => {
        let schema = await loadSchema(tx, concept.baseId);
        const parentId = body.parentId === undefined ? concept.parentId : body.parentId;
        const moved = parentId !== concept.parentId;
        if (moved) {
          if (parentId && !schema.concepts.has(parentId)) throw badRequest(KG_MSG.parentNotFound);
          if (parentId && schema.subtree(concept.id).has(parentId)) throw conflict(KG_MSG.conceptCycle);
          schema = schemaAfterMove(schema, concept.id, parentId);
          // The subtree's names meet the new ancestors' names.
          for (const id of schema.subtree(concept.id)) {
            const own = (rows: { conceptId: string; name: string }[]) =>
              rows.filter((row) => row.conceptId === id);
            checkSchemaNames(
              schema,
              id,
              schema.concepts.get(id)?.parentId ?? null,
              own(schema.attributes),
              own(schema.relations),
            );
          }
        }
        await tx
          .update(kgConcepts)
          .set({ name: body.name, description: body.description, parentId })
          .where(eq(kgConcepts.id, concept.id));
        await saveConceptSchema(tx, schema, { ...concept, parentId }, body.attributes, body.relations);
        if (moved) await pruneAfterMove(tx, await loadSchema(tx, concept.baseId), concept.id);
        await touchBase(tx, concept.baseId, now);
        await logChange(tx, now, user, request, 'kg.concept.edit', {
          projectId,
          kgBaseId: concept.baseId,
          conceptId: concept.id,
          name: body.name ?? concept.name,
          // Its own attributes and relations by name: the schema read before the save holds the old ones.
          ...loggedChanges(
            withConceptNames(schema, {
              ...concept,
              attributes: namesOf(schema.attributes.filter((item) => item.conceptId === concept.id)),
              relations: namesOf(schema.relations.filter((item) => item.conceptId === concept.id)),
            }),
            withConceptNames(schema, {
              name: body.name,
              description: body.description,
              parentId,
              attributes: body.attributes && namesOf(body.attributes),
              relations: body.relations && namesOf(body.relations),
            }),
          ),
        });
      }),
    );
    return ok(await readConcept(context, concept.baseId, concept.id), '概念已保存');
  });

  app.delete(KG_ROUTES.concept, async (request) => {
    const user = await authenticateInScope(context, request);
    const { concept, projectId } = await findConcept(db, user, idParam(request.params), 'editAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      const children = await tx.$count(kgConcepts, eq(kgConcepts.parentId, concept.id));
      if (children > 0) throw conflict(KG_MSG.conceptHasChildren);
      await tx.delete(kgConcepts).where(eq(kgConcepts.id, concept.id));
      await touchBase(tx, concept.baseId, now);
      await logChange(tx, now, user, request, 'kg.concept.delete', {
        projectId,
        kgBaseId: concept.baseId,
        conceptId: concept.id,
        name: concept.name,
      });
    });
    return ok(null, KG_MSG.deleted);
  });
}
