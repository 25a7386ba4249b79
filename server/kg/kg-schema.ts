import { count, eq } from 'drizzle-orm';
import type {
  AttributeDataType,
  ConceptAttribute,
  ConceptLevel,
  ConceptRelation,
} from '../../src/shared/api/knowledge-graph';
import type { Database } from '../db/database';
import { kgAttributes, kgConcepts, kgEntities, kgRelations } from '../db/schema';

export type ConceptRow = typeof kgConcepts.$inferSelect;
export type AttributeRow = typeof kgAttributes.$inferSelect;
export type RelationRow = typeof kgRelations.$inferSelect;

/**
 * A base's concept schema in memory: the tree (conceptLevels), each concept's chain of ancestors,
 * and the attributes and relations a concept declares or inherits. Schemas are small (tens to
 * hundreds of concepts), so one read serves a whole call.
 */
export class KgSchema {
  readonly concepts: Map<string, ConceptRow>;
  readonly byName: Map<string, ConceptRow>;
  private readonly children = new Map<string | null, ConceptRow[]>();

  constructor(
    concepts: ConceptRow[],
    readonly attributes: AttributeRow[],
    readonly relations: RelationRow[],
  ) {
    this.concepts = new Map(concepts.map((concept) => [concept.id, concept]));
    this.byName = new Map(concepts.map((concept) => [concept.name, concept]));
    for (const concept of concepts) {
      const siblings = this.children.get(concept.parentId) ?? [];
      siblings.push(concept);
      this.children.set(concept.parentId, siblings);
    }
  }

  /** The concept and its ancestors, the concept first. Stops at a (corrupt) cycle. */
  chain(conceptId: string): ConceptRow[] {
    const chain: ConceptRow[] = [];
    const seen = new Set<string>();
    for (
      let at = this.concepts.get(conceptId);
      at && !seen.has(at.id);
      at = this.concepts.get(at.parentId ?? '')
    ) {
      seen.add(at.id);
      chain.push(at);
    }
    return chain;
  }

  /** The concept and everything under it. */
  subtree(conceptId: string): Set<string> {
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id)) return;
      found.add(id);
      for (const child of this.children.get(id) ?? []) visit(child.id);
    };
    if (this.concepts.has(conceptId)) visit(conceptId);
    return found;
  }

  childCount(conceptId: string): number {
    return this.children.get(conceptId)?.length ?? 0;
  }

  /** Names from the root down to the concept. */
  path(conceptId: string): string[] {
    return this.chain(conceptId)
      .map((concept) => concept.name)
      .reverse();
  }

  private conceptName(id: string | null): string | null {
    return id ? (this.concepts.get(id)?.name ?? null) : null;
  }

  toAttribute(row: AttributeRow, inherited: boolean): ConceptAttribute {
    return {
      id: row.id,
      conceptId: row.conceptId,
      name: row.name,
      dataType: row.dataType as AttributeDataType,
      linkConceptId: row.linkConceptId,
      linkConceptName: this.conceptName(row.linkConceptId),
      synonyms: row.synonyms,
      inherited,
    };
  }

  toRelation(row: RelationRow, inherited: boolean): ConceptRelation {
    return {
      id: row.id,
      conceptId: row.conceptId,
      name: row.name,
      targetConceptId: row.targetConceptId,
      targetConceptName: this.conceptName(row.targetConceptId) ?? '',
      synonyms: row.synonyms,
      inherited,
    };
  }

  /** What the concept's entities may carry: its own attributes first, then its ancestors'. */
  attributesOf(conceptId: string): ConceptAttribute[] {
    return this.chain(conceptId).flatMap((concept) =>
      this.attributes
        .filter((row) => row.conceptId === concept.id)
        .map((row) => this.toAttribute(row, concept.id !== conceptId)),
    );
  }

  relationsOf(conceptId: string): ConceptRelation[] {
    return this.chain(conceptId).flatMap((concept) =>
      this.relations
        .filter((row) => row.conceptId === concept.id)
        .map((row) => this.toRelation(row, concept.id !== conceptId)),
    );
  }

  /** The tree with each concept's own entity count; siblings in creation order. */
  levels(entityCounts: Map<string, number>): ConceptLevel[] {
    const build = (parentId: string | null, level: number): ConceptLevel[] =>
      (this.children.get(parentId) ?? []).map((concept) => ({
        id: concept.id,
        name: concept.name,
        parentId: concept.parentId,
        level,
        entityCount: entityCounts.get(concept.id) ?? 0,
        children: build(concept.id, level + 1),
      }));
    return build(null, 1);
  }
}

/**
 * One query after another, never together: `db` may be a transaction, whose one connection runs
 * one query at a time (node-postgres deprecates queueing them; PGlite queues silently).
 */
export async function loadSchema(db: Database, baseId: string): Promise<KgSchema> {
  const concepts = await db
    .select()
    .from(kgConcepts)
    .where(eq(kgConcepts.baseId, baseId))
    .orderBy(kgConcepts.createdAt, kgConcepts.name);
  const attributes = await db
    .select()
    .from(kgAttributes)
    .where(eq(kgAttributes.baseId, baseId))
    .orderBy(kgAttributes.createdAt, kgAttributes.id);
  const relations = await db
    .select()
    .from(kgRelations)
    .where(eq(kgRelations.baseId, baseId))
    .orderBy(kgRelations.createdAt, kgRelations.id);
  return new KgSchema(concepts, attributes, relations);
}

/** Entities per concept of a base, for the tree's counts. */
export async function entityCountsOf(db: Database, baseId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ conceptId: kgEntities.conceptId, entities: count() })
    .from(kgEntities)
    .where(eq(kgEntities.baseId, baseId))
    .groupBy(kgEntities.conceptId);
  return new Map(rows.map((row) => [row.conceptId, row.entities]));
}
