import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../src/shared/api/envelope';
import {
  entityAttributeBody,
  entityAttributeValueBody,
  entityRelationBody,
  KG_MSG,
  KG_ROUTES,
} from '../../src/shared/api/knowledge-graph';
import { authenticateInScope } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { Database } from '../db/database';
import { kgEntities, kgEntityRelations, kgEntityValues } from '../db/schema';
import { badRequest, notFound } from '../http/api-error';
import { validate } from '../http/validate';
import { logChange } from '../manager/audit';
import { isRowId } from '../manager/row-id';
import { withUniqueName } from '../manager/unique-name';
import { validAttributesOf, validOutRelationsOf } from './entity-read';
import { findEntity, touchBase } from './kg-access';
import { type KgSchema, loadSchema } from './kg-schema';
import { storedValue } from './link-values';

type EntityRow = typeof kgEntities.$inferSelect;
interface LinkParams {
  id: string;
  attrId?: string;
  relId?: string;
}

/** The attribute `attributeId` if the entity's concept chain declares it (400 otherwise). */
function validAttribute(schema: KgSchema, entity: EntityRow, attributeId: string) {
  const attribute = schema.attributesOf(entity.conceptId).find((item) => item.id === attributeId);
  if (!attribute) throw badRequest(KG_MSG.attributeNotValid);
  return attribute;
}

/** The relation and target the schema allows from this entity, or the refusal saying why not. */
async function allowedRelation(
  db: Database,
  schema: KgSchema,
  entity: EntityRow,
  relationId: string,
  targetId: string,
) {
  const relation = schema.relationsOf(entity.conceptId).find((item) => item.id === relationId);
  if (!relation) throw badRequest(KG_MSG.relationNotAllowed);
  const [target] = isRowId(targetId)
    ? await db
        .select()
        .from(kgEntities)
        .where(and(eq(kgEntities.id, targetId), eq(kgEntities.baseId, entity.baseId)))
    : [];
  if (!target) throw notFound(KG_MSG.relationTargetNotFound);
  if (!schema.subtree(relation.targetConceptId).has(target.conceptId))
    throw badRequest(KG_MSG.relationTargetWrongConcept);
  return { relation, target };
}

/**
 * An entity's attribute values and relations: the attributes its concept allows (validAttributes)
 * with values checked against their data types, and the relations its concept allows
 * (validOutRelations) to entities of the relation's target concept.
 */
export function entityLinkCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  /** The entity of the call (editAuth) and a writer that marks the base changed and logs. */
  async function editing(request: FastifyRequest) {
    const user = await authenticateInScope(context, request);
    const params = request.params as LinkParams;
    const found = await findEntity(db, user, params.id, 'editAuth');
    const schema = await loadSchema(db, found.entity.baseId);
    const write = (
      action: string,
      detail: Record<string, string>,
      change: (tx: Database) => Promise<void>,
    ) => {
      const now = clock.now();
      return db.transaction(async (tx) => {
        await change(tx);
        await tx.update(kgEntities).set({ updatedAt: now }).where(eq(kgEntities.id, found.entity.id));
        await touchBase(tx, found.entity.baseId, now);
        await logChange(tx, now, user, request, action, {
          projectId: found.projectId,
          kgBaseId: found.entity.baseId,
          entityId: found.entity.id,
          name: found.entity.name,
          ...detail,
        });
      });
    };
    return { ...found, schema, params, write };
  }

  const attributeAnswer = async (schema: KgSchema, entity: EntityRow, attributeId: string) =>
    (await validAttributesOf(db, schema, entity)).find((item) => item.attribute.id === attributeId);

  const relationAnswer = async (schema: KgSchema, entity: EntityRow, id: string) =>
    (await validOutRelationsOf(db, schema, entity))
      .flatMap((item) => item.targets)
      .find((item) => item.id === id);

  app.get(KG_ROUTES.entityValidAttributes, async (request) => {
    const user = await authenticateInScope(context, request);
    const { entity } = await findEntity(db, user, (request.params as LinkParams).id, 'accessAuth');
    return ok(await validAttributesOf(db, await loadSchema(db, entity.baseId), entity));
  });

  app.post(KG_ROUTES.entityAttributes, async (request) => {
    const { entity, schema, write } = await editing(request);
    const body = validate(entityAttributeBody, request.body);
    const attribute = validAttribute(schema, entity, body.attributeId);
    const stored = await storedValue(db, schema, attribute, body.value);
    await withUniqueName(KG_MSG.attributeAlreadySet, () =>
      write('kg.entity.attribute.add', { attribute: attribute.name }, async (tx) => {
        await tx
          .insert(kgEntityValues)
          .values({ baseId: entity.baseId, entityId: entity.id, attributeId: attribute.id, ...stored });
      }),
    );
    return ok(await attributeAnswer(schema, entity, attribute.id), '属性值已保存');
  });

  app.put(KG_ROUTES.entityAttribute, async (request) => {
    const { entity, schema, params, write } = await editing(request);
    const { value } = validate(entityAttributeValueBody, request.body);
    const attribute = validAttribute(schema, entity, params.attrId ?? '');
    const stored = await storedValue(db, schema, attribute, value);
    await write('kg.entity.attribute.set', { attribute: attribute.name }, async (tx) => {
      await tx
        .insert(kgEntityValues)
        .values({ baseId: entity.baseId, entityId: entity.id, attributeId: attribute.id, ...stored })
        .onConflictDoUpdate({ target: [kgEntityValues.entityId, kgEntityValues.attributeId], set: stored });
    });
    return ok(await attributeAnswer(schema, entity, attribute.id), '属性值已保存');
  });

  app.delete(KG_ROUTES.entityAttribute, async (request) => {
    const { entity, schema, params, write } = await editing(request);
    const attribute = validAttribute(schema, entity, params.attrId ?? '');
    await write('kg.entity.attribute.delete', { attribute: attribute.name }, async (tx) => {
      const removed = await tx
        .delete(kgEntityValues)
        .where(and(eq(kgEntityValues.entityId, entity.id), eq(kgEntityValues.attributeId, attribute.id)))
        .returning({ id: kgEntityValues.id });
      if (removed.length === 0) throw notFound(KG_MSG.attributeValueMissing);
    });
    return ok(null, KG_MSG.deleted);
  });

  app.get(KG_ROUTES.entityValidOutRelations, async (request) => {
    const user = await authenticateInScope(context, request);
    const { entity } = await findEntity(db, user, (request.params as LinkParams).id, 'accessAuth');
    return ok(await validOutRelationsOf(db, await loadSchema(db, entity.baseId), entity));
  });

  app.post(KG_ROUTES.entityRelations, async (request) => {
    const { entity, schema, write } = await editing(request);
    const body = validate(entityRelationBody, request.body);
    const { relation, target } = await allowedRelation(
      db,
      schema,
      entity,
      body.relationId,
      body.targetEntityId,
    );
    let id = '';
    await withUniqueName(KG_MSG.relationExists, () =>
      write('kg.entity.relation.add', { relation: relation.name, target: target.name }, async (tx) => {
        const [created] = await tx
          .insert(kgEntityRelations)
          .values({
            baseId: entity.baseId,
            relationId: relation.id,
            fromEntityId: entity.id,
            toEntityId: target.id,
          })
          .returning({ id: kgEntityRelations.id });
        id = created.id;
      }),
    );
    return ok(await relationAnswer(schema, entity, id), '关系已保存');
  });

  app.put(KG_ROUTES.entityRelation, async (request) => {
    const { entity, schema, params, write } = await editing(request);
    const body = validate(entityRelationBody, request.body);
    const { relation, target } = await allowedRelation(
      db,
      schema,
      entity,
      body.relationId,
      body.targetEntityId,
    );
    const relId = params.relId ?? '';
    await withUniqueName(KG_MSG.relationExists, () =>
      write('kg.entity.relation.set', { relation: relation.name, target: target.name }, async (tx) => {
        const changed = isRowId(relId)
          ? await tx
              .update(kgEntityRelations)
              .set({ relationId: relation.id, toEntityId: target.id })
              .where(and(eq(kgEntityRelations.id, relId), eq(kgEntityRelations.fromEntityId, entity.id)))
              .returning({ id: kgEntityRelations.id })
          : [];
        if (changed.length === 0) throw notFound(KG_MSG.entityRelationNotFound);
      }),
    );
    return ok(await relationAnswer(schema, entity, relId), '关系已保存');
  });

  app.delete(KG_ROUTES.entityRelation, async (request) => {
    const { entity, params, write } = await editing(request);
    const relId = params.relId ?? '';
    await write('kg.entity.relation.delete', { entityRelationId: relId }, async (tx) => {
      const removed = isRowId(relId)
        ? await tx
            .delete(kgEntityRelations)
            .where(and(eq(kgEntityRelations.id, relId), eq(kgEntityRelations.fromEntityId, entity.id)))
            .returning({ id: kgEntityRelations.id })
        : [];
      if (removed.length === 0) throw notFound(KG_MSG.entityRelationNotFound);
    });
    return ok(null, KG_MSG.deleted);
  });
}
