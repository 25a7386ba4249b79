import { and, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/shared/api/envelope';
import {
  attributeEdgeId,
  baseGraphQuery,
  entityGraphQuery,
  type GraphAnswer,
  type GraphEdge,
  type GraphNode,
  KG_ROUTES,
  valueNodeId,
} from '../../src/shared/api/knowledge-graph';
import { authenticateInScope } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { Database } from '../db/database';
import { kgEntities, kgEntityRelations, kgEntityValues } from '../db/schema';
import { validate } from '../http/validate';
import { findBase, findEntity } from './kg-access';
import { type KgSchema, loadSchema } from './kg-schema';

const idParam = (params: unknown) => (params as { id: string }).id;
/** Postgres takes at most 65,535 parameters; ids go in slices well under that. */
const SLICE = 5000;

async function inSlices<T>(ids: string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let at = 0; at < ids.length; at += SLICE) found.push(...(await read(ids.slice(at, at + SLICE))));
  return found;
}

/** The concept schema as a graph: concepts, sub-concept edges, relations and LINK attributes. */
export function conceptGraphOf(schema: KgSchema): GraphAnswer {
  const nodes: GraphNode[] = [...schema.concepts.values()].map((concept) => ({
    id: concept.id,
    label: concept.name,
    kind: 'concept',
    conceptId: concept.id,
    conceptName: concept.name,
  }));
  const edges: GraphEdge[] = [
    ...[...schema.concepts.values()].flatMap((concept) =>
      concept.parentId
        ? [
            {
              id: `sub:${concept.id}`,
              source: concept.parentId,
              target: concept.id,
              label: '子概念',
              kind: 'subconcept' as const,
            },
          ]
        : [],
    ),
    ...schema.relations.map((relation) => ({
      id: relation.id,
      source: relation.conceptId,
      target: relation.targetConceptId,
      label: relation.name,
      kind: 'relation' as const,
    })),
    ...schema.attributes.flatMap((attribute) =>
      attribute.linkConceptId
        ? [
            {
              id: attribute.id,
              source: attribute.conceptId,
              target: attribute.linkConceptId,
              label: attribute.name,
              kind: 'attribute' as const,
            },
          ]
        : [],
    ),
  ];
  return { nodes, edges, truncated: false };
}

/** Entities `ids` as a graph: their relations among themselves and, if asked, their values. */
async function entityGraphOf(
  db: Database,
  schema: KgSchema,
  ids: string[],
  withValues: boolean,
  truncated: boolean,
): Promise<GraphAnswer> {
  const entities = await inSlices(ids, (slice) =>
    db
      .select({ id: kgEntities.id, name: kgEntities.name, conceptId: kgEntities.conceptId })
      .from(kgEntities)
      .where(inArray(kgEntities.id, slice)),
  );
  const present = new Set(entities.map((entity) => entity.id));
  const nodes: GraphNode[] = entities.map((entity) => ({
    id: entity.id,
    label: entity.name,
    kind: 'entity',
    conceptId: entity.conceptId,
    conceptName: schema.concepts.get(entity.conceptId)?.name ?? null,
  }));
  const relationNames = new Map(schema.relations.map((relation) => [relation.id, relation.name]));
  const relations = await inSlices(ids, (slice) =>
    db.select().from(kgEntityRelations).where(inArray(kgEntityRelations.fromEntityId, slice)),
  );
  const edges: GraphEdge[] = relations
    .filter((relation) => present.has(relation.toEntityId))
    .map((relation) => ({
      id: relation.id,
      source: relation.fromEntityId,
      target: relation.toEntityId,
      label: relationNames.get(relation.relationId) ?? '',
      kind: 'relation',
    }));
  if (withValues) {
    const attributes = new Map(schema.attributes.map((attribute) => [attribute.id, attribute]));
    const values = await inSlices(ids, (slice) =>
      db.select().from(kgEntityValues).where(inArray(kgEntityValues.entityId, slice)),
    );
    for (const value of values) {
      const attribute = attributes.get(value.attributeId);
      if (!attribute) continue;
      const id = attributeEdgeId(value.entityId, value.attributeId);
      if (value.linkEntityId && present.has(value.linkEntityId)) {
        edges.push({
          id,
          source: value.entityId,
          target: value.linkEntityId,
          label: attribute.name,
          kind: 'attribute',
        });
        continue;
      }
      const node = valueNodeId(value.entityId, value.attributeId);
      nodes.push({ id: node, label: value.value, kind: 'value', conceptId: null, conceptName: null });
      edges.push({ id, source: value.entityId, target: node, label: attribute.name, kind: 'attribute' });
    }
  }
  return { nodes, edges, truncated };
}

/** Entities within `depth` relations of `start` (either direction), at most `limit`. */
async function neighbourhood(db: Database, start: string, depth: number, limit: number) {
  const seen = new Set([start]);
  let frontier = [start];
  let truncated = false;
  for (let step = 0; step < depth && frontier.length > 0 && !truncated; step += 1) {
    // Relations and LINK values both join entities.
    const links = await inSlices(frontier, async (slice) => [
      ...(await db
        .select({ from: kgEntityRelations.fromEntityId, to: kgEntityRelations.toEntityId })
        .from(kgEntityRelations)
        .where(
          or(inArray(kgEntityRelations.fromEntityId, slice), inArray(kgEntityRelations.toEntityId, slice)),
        )),
      ...(await db
        .select({ from: kgEntityValues.entityId, to: kgEntityValues.linkEntityId })
        .from(kgEntityValues)
        .where(or(inArray(kgEntityValues.entityId, slice), inArray(kgEntityValues.linkEntityId, slice)))),
    ]);
    const next: string[] = [];
    for (const { from, to } of links) {
      for (const id of [from, to]) {
        if (!id || seen.has(id)) continue;
        if (seen.size >= limit) {
          truncated = true;
          break;
        }
        seen.add(id);
        next.push(id);
      }
    }
    frontier = next;
  }
  return { ids: [...seen], truncated };
}

/**
 * The graphs: a base's concept schema (conceptGraph/{kgBaseId}), an entity's neighbourhood
 * (entityGraph/{entityId}, depth 1–3, for expanding a node), and the whole base's entities
 * (baseGraph/{kgBaseId}, beyond the spec, for the graph view), each as nodes and edges.
 */
export function graphCalls(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get(KG_ROUTES.conceptGraph, async (request) => {
    const user = await authenticateInScope(context, request);
    const { base } = await findBase(db, user, idParam(request.params), 'accessAuth');
    return ok(conceptGraphOf(await loadSchema(db, base.id)));
  });

  app.get(KG_ROUTES.entityGraph, async (request) => {
    const user = await authenticateInScope(context, request);
    const { entity } = await findEntity(db, user, idParam(request.params), 'accessAuth');
    const query = validate(entityGraphQuery, request.query);
    const schema = await loadSchema(db, entity.baseId);
    const { ids, truncated } = await neighbourhood(db, entity.id, query.depth, query.limit);
    return ok(await entityGraphOf(db, schema, ids, query.withValues, truncated));
  });

  app.get(KG_ROUTES.baseGraph, async (request) => {
    const user = await authenticateInScope(context, request);
    const { base } = await findBase(db, user, idParam(request.params), 'accessAuth');
    const query = validate(baseGraphQuery, request.query);
    const schema = await loadSchema(db, base.id);
    const rows = await db
      .select({ id: kgEntities.id })
      .from(kgEntities)
      .where(and(eq(kgEntities.baseId, base.id)))
      .orderBy(kgEntities.name, kgEntities.id)
      .limit(query.limit + 1);
    const truncated = rows.length > query.limit;
    const ids = rows.slice(0, query.limit).map((row) => row.id);
    return ok(await entityGraphOf(db, schema, ids, query.withValues, truncated));
  });
}
