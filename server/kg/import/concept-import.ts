import { and, eq, notInArray, sql } from 'drizzle-orm';
import {
  ATTRIBUTE_DATA_TYPE_INFO,
  type AttributeDataType,
  CONCEPT_SHEETS,
  type ImportResult,
} from '../../../src/shared/api/knowledge-graph';
import type { Database } from '../../db/database';
import { kgConcepts } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { saveConceptSchema } from '../concept-writes';
import { type KgSchema, loadSchema } from '../kg-schema';
import type { RowErrors } from './row-errors';
import type { SheetRow } from './workbook-rows';

export type ImportMode = 'overwrite' | 'append';

interface PlannedConcept {
  name: string;
  parent: string | null;
  description: string;
}
interface PlannedAttribute {
  concept: string;
  name: string;
  dataType: AttributeDataType;
  linkConcept: string | null;
  synonyms: string[];
}
interface PlannedRelation {
  concept: string;
  name: string;
  target: string;
  synonyms: string[];
}
export interface ConceptPlan {
  concepts: PlannedConcept[];
  attributes: PlannedAttribute[];
  relations: PlannedRelation[];
}

const TYPE_BY_WORD = new Map<string, AttributeDataType>(
  ATTRIBUTE_DATA_TYPE_INFO.flatMap((info) => [
    [info.name, info.code],
    [info.code, info.code],
    [info.code.toLowerCase(), info.code],
  ]),
);
const TYPE_WORDS = ATTRIBUTE_DATA_TYPE_INFO.map((info) => info.name).join('、');

/**
 * Checks every row of a concept workbook against the base's schema and itself (names, parents
 * without cycles, data types, linked and target concepts, duplicates) and returns what to write.
 * Append keeps the base's other concepts; overwrite makes the base's concepts those of the file.
 */
export function planConcepts(
  sheets: Map<string, SheetRow[]>,
  schema: KgSchema,
  mode: ImportMode,
  errors: RowErrors,
): ConceptPlan {
  const { concepts: conceptSheet, attributes: attributeSheet, relations: relationSheet } = CONCEPT_SHEETS;
  const concepts: PlannedConcept[] = [];
  const rowOf = new Map<string, number>();
  for (const { row, cells } of sheets.get(conceptSheet.name) ?? []) {
    const [nameCell, parentCell, descriptionCell] = cells;
    const name = errors.text(conceptSheet.name, row, '概念名称', nameCell, 30);
    const description = errors.text(conceptSheet.name, row, '描述', descriptionCell, 200, false);
    if (name === null || description === null) continue;
    if (rowOf.has(name)) {
      errors.add(conceptSheet.name, row, '概念名称', `概念「${name}」重复（第${rowOf.get(name)}行已有）`);
      continue;
    }
    if (parentCell === name) errors.add(conceptSheet.name, row, '上级概念', '上级概念不能是它自己');
    rowOf.set(name, row);
    concepts.push({ name, parent: parentCell || null, description });
  }
  // The concepts once imported, by name, with their parents.
  const parents = new Map<string, string | null>();
  if (mode === 'append') {
    for (const concept of schema.concepts.values())
      parents.set(concept.name, schema.concepts.get(concept.parentId ?? '')?.name ?? null);
  }
  for (const concept of concepts) parents.set(concept.name, concept.parent);
  for (const concept of concepts) {
    const row = rowOf.get(concept.name) ?? 0;
    if (concept.parent && !parents.has(concept.parent)) {
      errors.add(conceptSheet.name, row, '上级概念', `上级概念「${concept.parent}」不存在`);
      continue;
    }
    const seen = new Set<string>();
    for (let at: string | null = concept.name; at; at = parents.get(at) ?? null) {
      if (seen.has(at)) {
        errors.add(conceptSheet.name, row, '上级概念', '上级概念形成了循环');
        break;
      }
      seen.add(at);
    }
  }
  const known = (name: string) => parents.has(name);
  const itemRows = new Map<string, number>();
  const claim = (sheet: string, row: number, concept: string, name: string) => {
    const key = `${concept}\u0000${name}`;
    const first = itemRows.get(key);
    if (first !== undefined) {
      errors.add(
        sheet,
        row,
        sheet === attributeSheet.name ? '属性名称' : '关系名称',
        `概念「${concept}」中的「${name}」重复（第${first}行已有）`,
      );
      return false;
    }
    itemRows.set(key, row);
    return true;
  };
  const attributes: PlannedAttribute[] = [];
  for (const { row, cells } of sheets.get(attributeSheet.name) ?? []) {
    const sheet = attributeSheet.name;
    const [conceptCell, nameCell, typeCell, linkCell, synonymCell] = cells;
    const name = errors.text(sheet, row, '属性名称', nameCell, 30);
    if (!known(conceptCell))
      errors.add(sheet, row, '概念名称', conceptCell ? `概念「${conceptCell}」不存在` : '概念名称不能为空');
    const dataType = TYPE_BY_WORD.get(typeCell);
    if (!dataType) errors.add(sheet, row, '数据类型', `数据类型应为：${TYPE_WORDS}`);
    if (dataType === 'LINK' && !known(linkCell))
      errors.add(
        sheet,
        row,
        '链接概念',
        linkCell ? `链接概念「${linkCell}」不存在` : '链接类型须填写链接概念',
      );
    const synonyms = errors.words(sheet, row, '同义词', synonymCell, 30, 20);
    if (name === null || !dataType || !known(conceptCell) || !claim(sheet, row, conceptCell, name)) continue;
    attributes.push({
      concept: conceptCell,
      name,
      dataType,
      linkConcept: dataType === 'LINK' ? linkCell : null,
      synonyms,
    });
  }
  const relations: PlannedRelation[] = [];
  for (const { row, cells } of sheets.get(relationSheet.name) ?? []) {
    const sheet = relationSheet.name;
    const [conceptCell, nameCell, targetCell, synonymCell] = cells;
    const name = errors.text(sheet, row, '关系名称', nameCell, 30);
    if (!known(conceptCell))
      errors.add(sheet, row, '概念名称', conceptCell ? `概念「${conceptCell}」不存在` : '概念名称不能为空');
    if (!known(targetCell))
      errors.add(sheet, row, '目标概念', targetCell ? `目标概念「${targetCell}」不存在` : '目标概念不能为空');
    const synonyms = errors.words(sheet, row, '同义词', synonymCell, 30, 20);
    if (name === null || !known(conceptCell) || !known(targetCell) || !claim(sheet, row, conceptCell, name))
      continue;
    relations.push({ concept: conceptCell, name, target: targetCell, synonyms });
  }
  return { concepts, attributes, relations };
}

/**
 * Writes a checked plan in the caller's transaction. Concepts are matched by name, so their
 * entities stay; overwrite removes the concepts, attributes and relations the file leaves out.
 * A schema conflict found while writing (an inherited name taken twice, values that no longer
 * fit a changed type) throws, and the transaction keeps nothing.
 */
export async function applyConcepts(
  tx: Database,
  baseId: string,
  plan: ConceptPlan,
  mode: ImportMode,
): Promise<ImportResult> {
  const names = plan.concepts.map((concept) => concept.name);
  if (mode === 'overwrite') {
    await tx
      .delete(kgConcepts)
      .where(
        and(eq(kgConcepts.baseId, baseId), names.length > 0 ? notInArray(kgConcepts.name, names) : undefined),
      );
  }
  let schema = await loadSchema(tx, baseId);
  for (const concept of plan.concepts) {
    const existing = schema.byName.get(concept.name);
    if (existing)
      await tx
        .update(kgConcepts)
        .set({ description: concept.description })
        .where(eq(kgConcepts.id, existing.id));
    else
      await tx.insert(kgConcepts).values({
        baseId,
        name: concept.name,
        description: concept.description,
        createdAt: sql`clock_timestamp()`,
      });
  }
  schema = await loadSchema(tx, baseId);
  for (const concept of plan.concepts) {
    const id = schema.byName.get(concept.name)?.id;
    const parentId = concept.parent ? (schema.byName.get(concept.parent)?.id ?? null) : null;
    if (id) await tx.update(kgConcepts).set({ parentId }).where(eq(kgConcepts.id, id));
  }
  const touched = new Set([
    ...(mode === 'overwrite' ? names : []),
    ...plan.attributes.map((item) => item.concept),
    ...plan.relations.map((item) => item.concept),
  ]);
  for (const conceptName of touched) {
    schema = await loadSchema(tx, baseId);
    const concept = schema.byName.get(conceptName);
    if (!concept) continue;
    const idOf = (name: string) => schema.byName.get(name)?.id ?? '';
    const ownAttributes = schema.attributes.filter((row) => row.conceptId === concept.id);
    const ownRelations = schema.relations.filter((row) => row.conceptId === concept.id);
    const fileAttributes = plan.attributes.filter((item) => item.concept === conceptName);
    const fileRelations = plan.relations.filter((item) => item.concept === conceptName);
    const attributes = fileAttributes.map((item) => ({
      id: ownAttributes.find((row) => row.name === item.name)?.id,
      name: item.name,
      dataType: item.dataType,
      linkConceptId: item.linkConcept ? idOf(item.linkConcept) : null,
      synonyms: item.synonyms,
    }));
    const relations = fileRelations.map((item) => ({
      id: ownRelations.find((row) => row.name === item.name)?.id,
      name: item.name,
      targetConceptId: idOf(item.target),
      synonyms: item.synonyms,
    }));
    if (mode === 'append') {
      // What the file does not mention stays as it is.
      for (const row of ownAttributes.filter(
        (own) => !fileAttributes.some((item) => item.name === own.name),
      )) {
        attributes.push({
          id: row.id,
          name: row.name,
          dataType: row.dataType as AttributeDataType,
          linkConceptId: row.linkConceptId,
          synonyms: row.synonyms,
        });
      }
      for (const row of ownRelations.filter((own) => !fileRelations.some((item) => item.name === own.name))) {
        relations.push({
          id: row.id,
          name: row.name,
          targetConceptId: row.targetConceptId,
          synonyms: row.synonyms,
        });
      }
    }
    try {
      await saveConceptSchema(tx, schema, concept, attributes, relations);
    } catch (error) {
      if (error instanceof ApiError)
        throw new ApiError(error.statusCode, `概念「${conceptName}」：${error.message}`);
      throw error;
    }
  }
  const final = await loadSchema(tx, baseId);
  return {
    mode,
    concepts: final.concepts.size,
    attributes: final.attributes.length,
    relations: final.relations.length,
    entities: 0,
    values: 0,
    entityRelations: 0,
  };
}
