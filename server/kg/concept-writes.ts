import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AttributeDataType,
  type attributeSpec,
  KG_MSG,
  type relationSpec,
} from '../../src/shared/api/knowledge-graph';
import { checkAttributeValue } from '../../src/shared/api/knowledge-graph-values';
import type { Database } from '../db/database';
import { kgAttributes, kgEntities, kgEntityRelations, kgEntityValues, kgRelations } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/api-error';
import { type AttributeRow, KgSchema, type RelationRow } from './kg-schema';
import { findLinkedEntity } from './link-values';

type AttributeSpec = z.output<typeof attributeSpec>;
type RelationSpec = z.output<typeof relationSpec>;

/**
 * The names a concept's entities see must be unique: its own attributes and relations, those it
 * inherits, and those its descendants declare (they would inherit the new ones). `conceptId` is
 * null for a concept being created under `parentId`.
 */
export function checkSchemaNames(
  schema: KgSchema,
  conceptId: string | null,
  parentId: string | null,
  attributes: { id?: string; name: string }[],
  relations: { id?: string; name: string }[],
): void {
  const own = [...attributes, ...relations].map((item) => item.name);
  if (new Set(own).size !== own.length) throw conflict(KG_MSG.attributeNameTaken);
  const related = new Set([
    ...(parentId ? schema.chain(parentId).map((concept) => concept.id) : []),
    ...(conceptId ? [...schema.subtree(conceptId)].filter((id) => id !== conceptId) : []),
  ]);
  const taken = new Set(
    [...schema.attributes, ...schema.relations]
      .filter((row) => related.has(row.conceptId))
      .map((row) => row.name),
  );
  if (own.some((name) => taken.has(name))) throw conflict(KG_MSG.attributeNameTaken);
}

/** LINK attributes name a concept of the base; others none. Relations target one of the base. */
export function checkSchemaTargets(
  schema: KgSchema,
  attributes: AttributeSpec[],
  relations: RelationSpec[],
): void {
  for (const attribute of attributes) {
    if (attribute.dataType !== 'LINK') continue;
    if (!attribute.linkConceptId) throw badRequest(KG_MSG.linkConceptRequired);
    if (!schema.concepts.has(attribute.linkConceptId)) throw badRequest(KG_MSG.targetConceptNotFound);
  }
  for (const relation of relations) {
    if (!schema.concepts.has(relation.targetConceptId)) throw badRequest(KG_MSG.targetConceptNotFound);
  }
}

/**
 * Re-types an attribute's stored values (TEXT → NUMBER, TEXT → LINK, …). Every value must pass the
 * new type, or nothing changes (409 with how many fail); LINK values become the linked entity's
 * name when the type leaves LINK.
 */
async function retypeValues(
  tx: Database,
  schema: KgSchema,
  attribute: AttributeRow,
  dataType: AttributeDataType,
  linkConceptId: string | null,
): Promise<void> {
  const values = await tx
    .select({ id: kgEntityValues.id, value: kgEntityValues.value, linkName: kgEntities.name })
    .from(kgEntityValues)
    .leftJoin(kgEntities, eq(kgEntities.id, kgEntityValues.linkEntityId))
    .where(eq(kgEntityValues.attributeId, attribute.id));
  const updates: { id: string; value: string; linkEntityId: string | null }[] = [];
  let failing = 0;
  for (const stored of values) {
    const text = attribute.dataType === 'LINK' ? (stored.linkName ?? stored.value) : stored.value;
    if (dataType === 'LINK') {
      const entity = linkConceptId ? await findLinkedEntity(tx, schema, linkConceptId, text) : undefined;
      if (entity) updates.push({ id: stored.id, value: entity.id, linkEntityId: entity.id });
      else failing += 1;
      continue;
    }
    const checked = checkAttributeValue(dataType, text);
    if (checked.ok) updates.push({ id: stored.id, value: checked.value, linkEntityId: null });
    else failing += 1;
  }
  if (failing > 0) throw conflict(KG_MSG.valueChecksFailed(failing));
  for (const update of updates) {
    await tx
      .update(kgEntityValues)
      .set({ value: update.value, linkEntityId: update.linkEntityId })
      .where(eq(kgEntityValues.id, update.id));
  }
}

/** A relation may change its target only if every entity relation still lands in it. */
async function checkRetarget(tx: Database, schema: KgSchema, relation: RelationRow, targetConceptId: string) {
  const allowed = [...schema.subtree(targetConceptId)];
  const broken = await tx.$count(
    kgEntityRelations,
    and(
      eq(kgEntityRelations.relationId, relation.id),
      inArray(
        kgEntityRelations.toEntityId,
        tx
          .select({ id: kgEntities.id })
          .from(kgEntities)
          .where(and(eq(kgEntities.baseId, relation.baseId), notInArray(kgEntities.conceptId, allowed))),
      ),
    ),
  );
  if (broken > 0) throw conflict(KG_MSG.relationsBreak(broken));
}

/** Updates one attribute (its values re-typed when the type or linked concept changes). */
export async function updateAttribute(
  tx: Database,
  schema: KgSchema,
  row: AttributeRow,
  changes: Partial<Omit<AttributeSpec, 'id'>>,
): Promise<void> {
  const dataType = (changes.dataType ?? row.dataType) as AttributeDataType;
  const linkConceptId = dataType === 'LINK' ? (changes.linkConceptId ?? row.linkConceptId) : null;
  checkSchemaTargets(schema, [{ name: row.name, synonyms: [], ...changes, dataType, linkConceptId }], []);
  if (dataType !== row.dataType || linkConceptId !== row.linkConceptId) {
    await retypeValues(tx, schema, row, dataType, linkConceptId);
  }
  await tx
    .update(kgAttributes)
    .set({ name: changes.name, synonyms: changes.synonyms, dataType, linkConceptId })
    .where(eq(kgAttributes.id, row.id));
}

export async function updateRelation(
  tx: Database,
  schema: KgSchema,
  row: RelationRow,
  changes: Partial<Omit<RelationSpec, 'id'>>,
): Promise<void> {
  const targetConceptId = changes.targetConceptId ?? row.targetConceptId;
  if (!schema.concepts.has(targetConceptId)) throw badRequest(KG_MSG.targetConceptNotFound);
  if (targetConceptId !== row.targetConceptId) await checkRetarget(tx, schema, row, targetConceptId);
  await tx
    .update(kgRelations)
    .set({ name: changes.name, synonyms: changes.synonyms, targetConceptId })
    .where(eq(kgRelations.id, row.id));
}

/** The moment of each insert (not of the transaction): attributes keep the order they were declared in. */
const declared = sql`clock_timestamp()`;

/**
 * Makes a concept's own attributes and relations those of the lists: listed ids are updated,
 * new ones inserted, unlisted ones removed (with their values). Names are checked first.
 */
export async function saveConceptSchema(
  tx: Database,
  schema: KgSchema,
  concept: { id: string; baseId: string; parentId: string | null },
  attributes: AttributeSpec[] | undefined,
  relations: RelationSpec[] | undefined,
): Promise<void> {
  const ownAttributes = schema.attributes.filter((row) => row.conceptId === concept.id);
  const ownRelations = schema.relations.filter((row) => row.conceptId === concept.id);
  checkSchemaNames(
    schema,
    concept.id,
    concept.parentId,
    attributes ?? ownAttributes,
    relations ?? ownRelations,
  );
  checkSchemaTargets(schema, attributes ?? [], relations ?? []);
  if (attributes) {
    const byId = new Map(ownAttributes.map((row) => [row.id, row]));
    if (attributes.some((spec) => spec.id && !byId.has(spec.id))) throw notFound(KG_MSG.attributeNotFound);
    const kept = attributes.flatMap((spec) => (spec.id ? [spec.id] : []));
    const gone = ownAttributes.filter((row) => !kept.includes(row.id)).map((row) => row.id);
    if (gone.length > 0) await tx.delete(kgAttributes).where(inArray(kgAttributes.id, gone));
    for (const { id, ...spec } of attributes) {
      const row = id && byId.get(id);
      if (row) await updateAttribute(tx, schema, row, spec);
      else {
        const linkConceptId = spec.dataType === 'LINK' ? (spec.linkConceptId ?? null) : null;
        await tx.insert(kgAttributes).values({
          ...spec,
          linkConceptId,
          baseId: concept.baseId,
          conceptId: concept.id,
          createdAt: declared,
        });
      }
    }
  }
  if (relations) {
    const byId = new Map(ownRelations.map((row) => [row.id, row]));
    if (relations.some((spec) => spec.id && !byId.has(spec.id))) throw notFound(KG_MSG.relationNotFound);
    const kept = relations.flatMap((spec) => (spec.id ? [spec.id] : []));
    const gone = ownRelations.filter((row) => !kept.includes(row.id)).map((row) => row.id);
    if (gone.length > 0) await tx.delete(kgRelations).where(inArray(kgRelations.id, gone));
    for (const { id, ...spec } of relations) {
      const row = id && byId.get(id);
      if (row) await updateRelation(tx, schema, row, spec);
      else
        await tx
          .insert(kgRelations)
          .values({ ...spec, baseId: concept.baseId, conceptId: concept.id, createdAt: declared });
    }
  }
}

/**
 * After a concept moves, its subtree inherits other attributes and relations: values and entity
 * relations the new schema no longer allows go (they could never be shown or answered).
 */
export async function pruneAfterMove(tx: Database, moved: KgSchema, conceptId: string): Promise<void> {
  for (const id of moved.subtree(conceptId)) {
    const entities = tx.select({ id: kgEntities.id }).from(kgEntities).where(eq(kgEntities.conceptId, id));
    const attributeIds = moved.attributesOf(id).map((attribute) => attribute.id);
    const relationIds = moved.relationsOf(id).map((relation) => relation.id);
    await tx
      .delete(kgEntityValues)
      .where(
        and(
          inArray(kgEntityValues.entityId, entities),
          attributeIds.length > 0 ? notInArray(kgEntityValues.attributeId, attributeIds) : undefined,
        ),
      );
    await tx
      .delete(kgEntityRelations)
      .where(
        and(
          inArray(kgEntityRelations.fromEntityId, entities),
          relationIds.length > 0 ? notInArray(kgEntityRelations.relationId, relationIds) : undefined,
        ),
      );
    // Relations into the subtree whose target concept is no longer above the entity's concept.
    const above = moved.chain(id).map((concept) => concept.id);
    const landing = moved.relations
      .filter((relation) => !above.includes(relation.targetConceptId))
      .map((r) => r.id);
    if (landing.length > 0) {
      await tx
        .delete(kgEntityRelations)
        .where(
          and(
            inArray(kgEntityRelations.toEntityId, entities),
            inArray(kgEntityRelations.relationId, landing),
          ),
        );
    }
  }
}

/** The schema as it will be once `conceptId` hangs under `parentId`. */
export function schemaAfterMove(schema: KgSchema, conceptId: string, parentId: string | null): KgSchema {
  const concepts = [...schema.concepts.values()].map((concept) =>
    concept.id === conceptId ? { ...concept, parentId } : concept,
  );
  return new KgSchema(concepts, schema.attributes, schema.relations);
}
