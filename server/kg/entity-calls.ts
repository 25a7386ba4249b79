import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/shared/api/envelope';
import {
  type EntityDetail,
  entityCreateBody,
  entityEditBody,
  entityPageQuery,
  KG_API,
  KG_MSG,
  KG_ROUTES,
} from '../../src/shared/api/knowledge-graph';
import { authenticateInScope } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { Database } from '../db/database';
import { kgConcepts, kgEntities, kgEntityValues } from '../db/schema';
import { badRequest, notFound } from '../http/api-error';
import { validate } from '../http/validate';
import { loggedChanges } from '../logged-changes';
import { logChange } from '../manager/audit';
import { nameContains } from '../manager/name-search';
import { isRowId } from '../manager/row-id';
import { withUniqueName } from '../manager/unique-name';
import { pruneAfterMove } from './concept-writes';
import { entitySummaryColumns, readEntity, toEntitySummary } from './entity-read';
import { asMissing, findBase, findEntity, touchBase } from './kg-access';
import { entityCountsOf, type KgSchema, loadSchema } from './kg-schema';
import { storedValue } from './link-values';
import { withConceptNames } from './logged-concepts';

const idParam = (params: unknown) => (params as { id: string }).id;

export async function entityDetail(db: Database, schema: KgSchema, id: string): Promise<EntityDetail> {
  const detail = await readEntity(db, schema, id);
  if (!detail) throw notFound(KG_MSG.entityNotFound);
  return detail;
}

/**
 * The entity calls: a page of a concept's entities (with its descendants') and the concept tree
 * (conceptLevels), create with attribute values (each checked against its data type), detail,
 * edit (rename, aliases, move to another concept of the base) and delete.
 */
export function entityCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(KG_API.entities, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(entityPageQuery, request.query);
    const { base } = await findBase(db, user, query.kgBaseId, 'accessAuth');
    const [schema, counts] = await Promise.all([loadSchema(db, base.id), entityCountsOf(db, base.id)]);
    if (query.conceptId && !schema.concepts.has(query.conceptId)) throw notFound(KG_MSG.conceptNotFound);
    const where = and(
      eq(kgEntities.baseId, base.id),
      query.conceptId ? inArray(kgEntities.conceptId, [...schema.subtree(query.conceptId)]) : undefined,
      nameContains(kgEntities.name, query.name),
    );
    const [rows, total] = await Promise.all([
      db
        .select(entitySummaryColumns)
        .from(kgEntities)
        .innerJoin(kgConcepts, eq(kgConcepts.id, kgEntities.conceptId))
        .where(where)
        .orderBy(asc(kgEntities.name), asc(kgEntities.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.$count(kgEntities, where),
    ]);
    return ok({
      content: rows.map(toEntitySummary),
      size: query.pageSize,
      number: query.pageNo,
      totalElements: total,
      conceptLevels: schema.levels(counts),
    });
  });

  app.post(KG_API.entities, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(entityCreateBody, request.body);
    const [concept] = isRowId(body.conceptId)
      ? await db.select().from(kgConcepts).where(eq(kgConcepts.id, body.conceptId))
      : [];
    if (!concept) throw notFound(KG_MSG.conceptNotFound);
    const { base, projectId } = await asMissing(KG_MSG.conceptNotFound, () =>
      findBase(db, user, concept.baseId, 'editAuth'),
    );
    const schema = await loadSchema(db, base.id);
    const valid = new Map(schema.attributesOf(concept.id).map((attribute) => [attribute.id, attribute]));
    const values: { attributeId: string; value: string; linkEntityId: string | null }[] = [];
    for (const item of body.attributes) {
      const attribute = valid.get(item.attributeId);
      if (!attribute) throw badRequest(KG_MSG.attributeNotValid);
      values.push({ attributeId: attribute.id, ...(await storedValue(db, schema, attribute, item.value)) });
    }
    if (new Set(values.map((value) => value.attributeId)).size !== values.length)
      throw badRequest(KG_MSG.attributeAlreadySet);
    const now = clock.now();
    const id = await withUniqueName(KG_MSG.entityNameTaken, () =>
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(kgEntities)
          .values({
            baseId: base.id,
            conceptId: concept.id,
            name: body.name,
            aliases: body.aliases,
            description: body.description,
            updatedAt: now,
          })
          .returning({ id: kgEntities.id });
        if (values.length > 0) {
          await tx
            .insert(kgEntityValues)
            .values(values.map((value) => ({ ...value, baseId: base.id, entityId: created.id })));
        }
        await touchBase(tx, base.id, now);
        await logChange(tx, now, user, request, 'kg.entity.create', {
          projectId,
          kgBaseId: base.id,
          entityId: created.id,
          name: body.name,
        });
        return created.id;
      }),
    );
    return ok(await entityDetail(db, schema, id), '实体已创建');
  });

  app.get(KG_ROUTES.entity, async (request) => {
    const user = await authenticateInScope(context, request);
    const { entity } = await findEntity(db, user, idParam(request.params), 'accessAuth');
    return ok(await entityDetail(db, await loadSchema(db, entity.baseId), entity.id));
  });

  app.patch(KG_ROUTES.entity, async (request) => {
    const user = await authenticateInScope(context, request);
    const { entity, projectId } = await findEntity(db, user, idParam(request.params), 'editAuth');
    const body = validate(entityEditBody, request.body);
    const schema = await loadSchema(db, entity.baseId);
    if (body.conceptId && !schema.concepts.has(body.conceptId)) throw badRequest(KG_MSG.entityNotInConcept);
    const now = clock.now();
    await withUniqueName(KG_MSG.entityNameTaken, () =>
      db.transaction(async (tx) => {
        await tx
          .update(kgEntities)
          .set({
            name: body.name,
            aliases: body.aliases,
            description: body.description,
            conceptId: body.conceptId,
            updatedAt: now,
          })
          .where(eq(kgEntities.id, entity.id));
        // Under another concept the entity keeps only what that concept allows.
        if (body.conceptId && body.conceptId !== entity.conceptId)
          await pruneAfterMove(tx, schema, body.conceptId);
        await touchBase(tx, entity.baseId, now);
        await logChange(tx, now, user, request, 'kg.entity.edit', {
          projectId,
          kgBaseId: entity.baseId,
          entityId: entity.id,
          name: body.name ?? entity.name,
          ...loggedChanges(withConceptNames(schema, entity), withConceptNames(schema, body)),
        });
      }),
    );
    return ok(await entityDetail(db, schema, entity.id), '实体已保存');
  });

  app.delete(KG_ROUTES.entity, async (request) => {
    const user = await authenticateInScope(context, request);
    const { entity, projectId } = await findEntity(db, user, idParam(request.params), 'editAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.delete(kgEntities).where(eq(kgEntities.id, entity.id));
      await touchBase(tx, entity.baseId, now);
      await logChange(tx, now, user, request, 'kg.entity.delete', {
        projectId,
        kgBaseId: entity.baseId,
        entityId: entity.id,
        name: entity.name,
      });
    });
    return ok(null, KG_MSG.deleted);
  });
}
