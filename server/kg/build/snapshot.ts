import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { AttributeDataType } from '../../../src/shared/api/knowledge-graph';
import type { Database } from '../../db/database';
import { kgEntities, kgEntityRelations, kgEntityValues } from '../../db/schema';
import type { KgSchema } from '../kg-schema';

/**
 * What a build compiles a base into: everything a question is answered from, in one document —
 * the schema, and each entity with its names, values (as shown: LINK values by the linked
 * entity's name) and outgoing relations. Robots and the query test read it, never the live rows.
 */
export interface KgSnapshot {
  version: 1;
  concepts: { id: string; name: string; parentId: string | null }[];
  attributes: {
    id: string;
    conceptId: string;
    name: string;
    dataType: AttributeDataType;
    synonyms: string[];
  }[];
  relations: { id: string; conceptId: string; name: string; targetConceptId: string; synonyms: string[] }[];
  entities: SnapshotEntity[];
}
export interface SnapshotEntity {
  id: string;
  name: string;
  aliases: string[];
  conceptId: string;
  /** attributeId → [shown value, linked entity id or null]. */
  values: Record<string, [string, string | null]>;
  /** [relationId, target entity id, entity relation id]. */
  out: [string, string, string][];
}

/** Rows are read in pages so a large base never sits in one result set. */
const PAGE = 2000;

export function schemaPart(schema: KgSchema): Omit<KgSnapshot, 'entities'> {
  return {
    version: 1,
    concepts: [...schema.concepts.values()].map(({ id, name, parentId }) => ({ id, name, parentId })),
    attributes: schema.attributes.map(({ id, conceptId, name, dataType, synonyms }) => ({
      id,
      conceptId,
      name,
      dataType: dataType as AttributeDataType,
      synonyms,
    })),
    relations: schema.relations.map(({ id, conceptId, name, targetConceptId, synonyms }) => ({
      id,
      conceptId,
      name,
      targetConceptId,
      synonyms,
    })),
  };
}

/**
 * Reads the base's entities page by page (keyset on id), with their values and relations.
 * `progress` hears the share done after each page; returning false stops the read (the build
 * was abandoned: the server is closing or a newer build started).
 */
export async function compileEntities(
  db: Database,
  baseId: string,
  total: number,
  progress: (done: number) => Promise<boolean>,
): Promise<SnapshotEntity[] | null> {
  const entities: SnapshotEntity[] = [];
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await db
      .select({
        id: kgEntities.id,
        name: kgEntities.name,
        aliases: kgEntities.aliases,
        conceptId: kgEntities.conceptId,
      })
      .from(kgEntities)
      .where(and(eq(kgEntities.baseId, baseId), gt(kgEntities.id, after)))
      .orderBy(asc(kgEntities.id))
      .limit(PAGE);
    if (page.length === 0) break;
    after = page[page.length - 1].id;
    const byId = new Map<string, SnapshotEntity>();
    for (const row of page) {
      const entity: SnapshotEntity = { ...row, values: {}, out: [] };
      byId.set(row.id, entity);
      entities.push(entity);
    }
    const ids = page.map((row) => row.id);
    // In turn, not together: `db` may be a transaction (see loadSchema).
    const values = await db
      .select({
        entityId: kgEntityValues.entityId,
        attributeId: kgEntityValues.attributeId,
        value: kgEntityValues.value,
        linkEntityId: kgEntityValues.linkEntityId,
        linkName: kgEntities.name,
      })
      .from(kgEntityValues)
      .leftJoin(kgEntities, eq(kgEntities.id, kgEntityValues.linkEntityId))
      .where(and(eq(kgEntityValues.baseId, baseId), inArray(kgEntityValues.entityId, ids)));
    const relations = await db
      .select()
      .from(kgEntityRelations)
      .where(and(eq(kgEntityRelations.baseId, baseId), inArray(kgEntityRelations.fromEntityId, ids)));
    for (const value of values) {
      const entity = byId.get(value.entityId);
      if (entity) entity.values[value.attributeId] = [value.linkName ?? value.value, value.linkEntityId];
    }
    for (const relation of relations)
      byId.get(relation.fromEntityId)?.out.push([relation.relationId, relation.toEntityId, relation.id]);
    if (!(await progress(Math.min(1, entities.length / Math.max(total, 1))))) return null;
  }
  // Lists in answers read in the order of a dictionary (pinyin).
  const collator = new Intl.Collator('zh-Hans-CN');
  return entities.sort((a, b) => collator.compare(a.name, b.name));
}
