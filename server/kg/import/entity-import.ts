import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ENTITY_SHEETS, type ImportResult } from '../../../src/shared/api/knowledge-graph';
import { checkAttributeValue } from '../../../src/shared/api/knowledge-graph-values';
import type { Database } from '../../db/database';
import { kgEntities, kgEntityRelations, kgEntityValues } from '../../db/schema';
import type { KgSchema } from '../kg-schema';
import type { ImportMode } from './concept-import';
import type { RowErrors } from './row-errors';
import type { SheetRow } from './workbook-rows';

interface KnownEntity {
  id: string;
  conceptId: string;
  name: string;
  /** From the file (inserted or, on append, updated); otherwise already in the base. */
  fromFile: boolean;
  aliases: string[];
  description: string;
}
export interface EntityPlan {
  entities: KnownEntity[];
  values: { entityId: string; attributeId: string; value: string; linkEntityId: string | null }[];
  relations: { fromEntityId: string; relationId: string; toEntityId: string }[];
}

/** Rows written per statement. */
const CHUNK = 5000;

/** Entities by concept and name; a name is found in a concept or any concept under it. */
class EntityNames {
  private readonly byConcept = new Map<string, Map<string, KnownEntity>>();
  add(entity: KnownEntity) {
    const names = this.byConcept.get(entity.conceptId) ?? new Map<string, KnownEntity>();
    names.set(entity.name, entity);
    this.byConcept.set(entity.conceptId, names);
  }
  in(conceptId: string, name: string): KnownEntity | undefined {
    return this.byConcept.get(conceptId)?.get(name);
  }
  under(schema: KgSchema, conceptId: string, name: string): KnownEntity | undefined {
    for (const id of schema.subtree(conceptId)) {
      const found = this.in(id, name);
      if (found) return found;
    }
    return undefined;
  }
}

/**
 * Checks every row of an entity workbook against the base's concept schema: concepts that exist,
 * names unique per concept, attribute values of their data type (LINK: an entity of the linked
 * concept, in the file or the base), and relations the concept allows to entities of the target
 * concept. Overwrite replaces the base's entities with the file's; append adds to them and
 * updates the entities the file names again.
 */
export function planEntities(
  sheets: Map<string, SheetRow[]>,
  schema: KgSchema,
  existing: { id: string; conceptId: string; name: string; aliases: string[]; description: string }[],
  mode: ImportMode,
  errors: RowErrors,
): EntityPlan {
  const names = new EntityNames();
  if (mode === 'append') for (const entity of existing) names.add({ ...entity, fromFile: false });
  const entities: KnownEntity[] = [];
  const sheetName = ENTITY_SHEETS.entities.name;
  const firstRow = new Map<string, number>();
  for (const { row, cells } of sheets.get(sheetName) ?? []) {
    const [conceptCell, nameCell, aliasCell, descriptionCell] = cells;
    const concept = schema.byName.get(conceptCell);
    if (!concept)
      errors.add(
        sheetName,
        row,
        '概念名称',
        conceptCell ? `概念「${conceptCell}」不存在` : '概念名称不能为空',
      );
    const name = errors.text(sheetName, row, '实体名称', nameCell, 50);
    const aliases = errors.words(sheetName, row, '别名', aliasCell, 50, 20);
    const description = errors.text(sheetName, row, '描述', descriptionCell, 200, false);
    if (!concept || name === null || description === null) continue;
    const key = `${concept.id}\u0000${name}`;
    if (firstRow.has(key)) {
      errors.add(
        sheetName,
        row,
        '实体名称',
        `概念「${concept.name}」中的实体「${name}」重复（第${firstRow.get(key)}行已有）`,
      );
      continue;
    }
    firstRow.set(key, row);
    const known = names.in(concept.id, name);
    const entity: KnownEntity = {
      id: known?.id ?? randomUUID(),
      conceptId: concept.id,
      name,
      fromFile: true,
      aliases,
      description,
    };
    names.add(entity);
    entities.push(entity);
  }

  const owner = (sheet: string, row: number, conceptCell: string, nameCell: string) => {
    const concept = schema.byName.get(conceptCell);
    const entity = concept && names.in(concept.id, nameCell);
    if (!entity) errors.add(sheet, row, '实体名称', `概念「${conceptCell}」中没有实体「${nameCell}」`);
    return entity;
  };

  const values: EntityPlan['values'] = [];
  const valueRows = new Map<string, number>();
  const valueSheet = ENTITY_SHEETS.values.name;
  const attributesByConcept = new Map<string, ReturnType<KgSchema['attributesOf']>>();
  for (const { row, cells } of sheets.get(valueSheet) ?? []) {
    const [conceptCell, nameCell, attributeCell, valueCell] = cells;
    const entity = owner(valueSheet, row, conceptCell, nameCell);
    if (!entity) continue;
    const attributes = attributesByConcept.get(entity.conceptId) ?? schema.attributesOf(entity.conceptId);
    attributesByConcept.set(entity.conceptId, attributes);
    const attribute = attributes.find((item) => item.name === attributeCell);
    if (!attribute) {
      errors.add(valueSheet, row, '属性名称', `概念「${conceptCell}」没有属性「${attributeCell}」`);
      continue;
    }
    const key = `${entity.id}\u0000${attribute.id}`;
    if (valueRows.has(key)) {
      errors.add(
        valueSheet,
        row,
        '属性名称',
        `实体「${entity.name}」的属性「${attribute.name}」重复（第${valueRows.get(key)}行已有）`,
      );
      continue;
    }
    valueRows.set(key, row);
    const checked = checkAttributeValue(attribute.dataType, valueCell);
    if (!checked.ok) {
      errors.add(valueSheet, row, '属性值', checked.message);
      continue;
    }
    if (attribute.dataType === 'LINK') {
      const linked = attribute.linkConceptId
        ? names.under(schema, attribute.linkConceptId, checked.value)
        : undefined;
      if (!linked) {
        errors.add(
          valueSheet,
          row,
          '属性值',
          `概念「${attribute.linkConceptName ?? ''}」中没有实体「${checked.value}」`,
        );
        continue;
      }
      values.push({
        entityId: entity.id,
        attributeId: attribute.id,
        value: linked.id,
        linkEntityId: linked.id,
      });
    } else {
      values.push({
        entityId: entity.id,
        attributeId: attribute.id,
        value: checked.value,
        linkEntityId: null,
      });
    }
  }

  const relations: EntityPlan['relations'] = [];
  const relationKeys = new Set<string>();
  const relationSheet = ENTITY_SHEETS.relations.name;
  for (const { row, cells } of sheets.get(relationSheet) ?? []) {
    const [conceptCell, nameCell, relationCell, targetCell] = cells;
    const entity = owner(relationSheet, row, conceptCell, nameCell);
    if (!entity) continue;
    const relation = schema.relationsOf(entity.conceptId).find((item) => item.name === relationCell);
    if (!relation) {
      errors.add(relationSheet, row, '关系名称', `概念「${conceptCell}」没有关系「${relationCell}」`);
      continue;
    }
    const target = names.under(schema, relation.targetConceptId, targetCell);
    if (!target) {
      errors.add(
        relationSheet,
        row,
        '目标实体',
        `概念「${relation.targetConceptName}」中没有实体「${targetCell}」`,
      );
      continue;
    }
    const key = `${entity.id}\u0000${relation.id}\u0000${target.id}`;
    if (relationKeys.has(key)) continue;
    relationKeys.add(key);
    relations.push({ fromEntityId: entity.id, relationId: relation.id, toEntityId: target.id });
  }
  return { entities, values, relations };
}

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let at = 0; at < rows.length; at += CHUNK) await write(rows.slice(at, at + CHUNK));
}

/** A column of a chunk as one array parameter (unnest turns the arrays back into rows). */
const column = <T, K extends keyof T>(rows: T[], key: K) => sql.param(rows.map((row) => row[key]));

/**
 * Writes a checked plan in the caller's transaction. Rows go in as arrays unnested by
 * PostgreSQL — a handful of parameters per chunk instead of one per cell, which is what makes
 * 80,000 rows a matter of a second or two.
 */
export async function applyEntities(
  tx: Database,
  baseId: string,
  plan: EntityPlan,
  mode: ImportMode,
  at: Date,
): Promise<ImportResult> {
  if (mode === 'overwrite') {
    // Values and relations first, by base: one pass each instead of a cascade per entity.
    await tx.delete(kgEntityValues).where(eq(kgEntityValues.baseId, baseId));
    await tx.delete(kgEntityRelations).where(eq(kgEntityRelations.baseId, baseId));
    await tx.delete(kgEntities).where(eq(kgEntities.baseId, baseId));
  }
  await inChunks(plan.entities, (chunk) =>
    tx.execute(sql`
      insert into ${kgEntities} (id, base_id, concept_id, name, aliases, description, updated_at)
      select id, ${baseId}::uuid, concept_id, name, array(select jsonb_array_elements_text(aliases::jsonb)), description, ${at.toISOString()}::timestamptz
      from unnest(${column(chunk, 'id')}::uuid[], ${column(chunk, 'conceptId')}::uuid[], ${column(chunk, 'name')}::text[],
        ${sql.param(chunk.map((entity) => JSON.stringify(entity.aliases)))}::text[], ${column(chunk, 'description')}::text[])
        as t(id, concept_id, name, aliases, description)
      on conflict (id) do update set aliases = excluded.aliases, description = excluded.description, updated_at = excluded.updated_at`),
  );
  await inChunks(plan.values, (chunk) =>
    tx.execute(sql`
      insert into ${kgEntityValues} (base_id, entity_id, attribute_id, value, link_entity_id)
      select ${baseId}::uuid, * from unnest(${column(chunk, 'entityId')}::uuid[], ${column(chunk, 'attributeId')}::uuid[],
        ${column(chunk, 'value')}::text[], ${column(chunk, 'linkEntityId')}::uuid[])
      on conflict (entity_id, attribute_id) do update set value = excluded.value, link_entity_id = excluded.link_entity_id`),
  );
  await inChunks(plan.relations, (chunk) =>
    tx.execute(sql`
      insert into ${kgEntityRelations} (base_id, from_entity_id, relation_id, to_entity_id)
      select ${baseId}::uuid, * from unnest(${column(chunk, 'fromEntityId')}::uuid[], ${column(chunk, 'relationId')}::uuid[],
        ${column(chunk, 'toEntityId')}::uuid[])
      on conflict do nothing`),
  );
  return {
    mode,
    concepts: 0,
    attributes: 0,
    relations: 0,
    entities: plan.entities.length,
    values: plan.values.length,
    entityRelations: plan.relations.length,
  };
}
