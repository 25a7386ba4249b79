import { aliasedTable, eq, sql } from 'drizzle-orm';
import type {
  EntityDetail,
  EntityRelationItem,
  EntitySummary,
  ValidAttribute,
  ValidOutRelation,
} from '../../src/shared/api/knowledge-graph';
import type { Database } from '../db/database';
import { kgConcepts, kgEntities, kgEntityRelations, kgEntityValues } from '../db/schema';
import type { KgSchema } from './kg-schema';

type EntityRow = typeof kgEntities.$inferSelect;

const valueCount = sql<number>`(select count(*)::int from ${kgEntityValues} where ${kgEntityValues.entityId} = ${kgEntities.id})`;
const relationCount = sql<number>`(select count(*)::int from ${kgEntityRelations} where ${kgEntityRelations.fromEntityId} = ${kgEntities.id})`;

/** The columns of an entity's summary (the caller filters, orders and pages). */
export const entitySummaryColumns = {
  id: kgEntities.id,
  kgBaseId: kgEntities.baseId,
  conceptId: kgEntities.conceptId,
  conceptName: kgConcepts.name,
  name: kgEntities.name,
  aliases: kgEntities.aliases,
  description: kgEntities.description,
  attributeCount: valueCount,
  relationCount: relationCount,
  updatedAt: kgEntities.updatedAt,
};

export function toEntitySummary(row: Omit<EntitySummary, 'updatedAt'> & { updatedAt: Date }): EntitySummary {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** The entity's relations, out of it (`from`) or into it (`to`), with both ends named. */
type UnnamedRelation = Omit<EntityRelationItem, 'relationName'>;

async function entityRelationsOf(
  db: Database,
  entityId: string,
  side: 'from' | 'to',
): Promise<UnnamedRelation[]> {
  const source = aliasedTable(kgEntities, 'source');
  const target = aliasedTable(kgEntities, 'target');
  const sourceConcept = aliasedTable(kgConcepts, 'source_concept');
  const targetConcept = aliasedTable(kgConcepts, 'target_concept');
  const rows = await db
    .select({
      id: kgEntityRelations.id,
      relationId: kgEntityRelations.relationId,
      source: {
        id: source.id,
        name: source.name,
        conceptId: source.conceptId,
        conceptName: sourceConcept.name,
      },
      target: {
        id: target.id,
        name: target.name,
        conceptId: target.conceptId,
        conceptName: targetConcept.name,
      },
    })
    .from(kgEntityRelations)
    .innerJoin(source, eq(source.id, kgEntityRelations.fromEntityId))
    .innerJoin(target, eq(target.id, kgEntityRelations.toEntityId))
    .innerJoin(sourceConcept, eq(sourceConcept.id, source.conceptId))
    .innerJoin(targetConcept, eq(targetConcept.id, target.conceptId))
    .where(
      side === 'from'
        ? eq(kgEntityRelations.fromEntityId, entityId)
        : eq(kgEntityRelations.toEntityId, entityId),
    )
    .orderBy(target.name, source.name)
    .limit(1000);
  return rows;
}

/** Relation names come from the schema (the join above keeps to the rows). */
function named(schema: KgSchema, items: UnnamedRelation[]): EntityRelationItem[] {
  const names = new Map(schema.relations.map((relation) => [relation.id, relation.name]));
  return items.map((item) => ({ ...item, relationName: names.get(item.relationId) ?? '' }));
}

/** Every attribute the entity's concept chain declares, with the entity's value where set. */
export async function validAttributesOf(
  db: Database,
  schema: KgSchema,
  entity: EntityRow,
): Promise<ValidAttribute[]> {
  const values = await db
    .select({
      attributeId: kgEntityValues.attributeId,
      value: kgEntityValues.value,
      linkName: kgEntities.name,
    })
    .from(kgEntityValues)
    .leftJoin(kgEntities, eq(kgEntities.id, kgEntityValues.linkEntityId))
    .where(eq(kgEntityValues.entityId, entity.id));
  const byAttribute = new Map(values.map((value) => [value.attributeId, value]));
  return schema.attributesOf(entity.conceptId).map((attribute) => {
    const stored = byAttribute.get(attribute.id);
    return {
      attribute,
      value: stored?.value ?? null,
      display: stored ? (attribute.dataType === 'LINK' ? stored.linkName : stored.value) : null,
    };
  });
}

/** The relations the entity's concept chain allows, with the entity's current targets. */
export async function validOutRelationsOf(
  db: Database,
  schema: KgSchema,
  entity: EntityRow,
): Promise<ValidOutRelation[]> {
  const current = named(schema, await entityRelationsOf(db, entity.id, 'from'));
  return schema.relationsOf(entity.conceptId).map((relation) => ({
    relation,
    targets: current.filter((item) => item.relationId === relation.id),
  }));
}

export async function readEntity(
  db: Database,
  schema: KgSchema,
  entityId: string,
): Promise<EntityDetail | null> {
  const [row] = await db
    .select(entitySummaryColumns)
    .from(kgEntities)
    .innerJoin(kgConcepts, eq(kgConcepts.id, kgEntities.conceptId))
    .where(eq(kgEntities.id, entityId));
  if (!row) return null;
  const [entity] = await db.select().from(kgEntities).where(eq(kgEntities.id, entityId));
  const [attributes, outRelations, inRelations] = await Promise.all([
    validAttributesOf(db, schema, entity),
    entityRelationsOf(db, entityId, 'from'),
    entityRelationsOf(db, entityId, 'to'),
  ]);
  return {
    ...toEntitySummary(row),
    attributes,
    outRelations: named(schema, outRelations),
    inRelations: named(schema, inRelations),
    conceptPath: schema.path(row.conceptId),
  };
}
