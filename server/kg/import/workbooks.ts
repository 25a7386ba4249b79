import { PassThrough } from 'node:stream';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  ATTRIBUTE_DATA_TYPE_INFO,
  CONCEPT_SHEETS,
  dataTypeName,
  ENTITY_SHEETS,
  type ImportRowError,
} from '../../../src/shared/api/knowledge-graph';
import type { Database } from '../../db/database';
import { kgEntities, kgEntityRelations, kgEntityValues } from '../../db/schema';
import type { KgSchema } from '../kg-schema';

type Writer = ExcelJS.stream.xlsx.WorkbookWriter;
type Cells = (string | number)[];
const PAGE = 2000;

/** A streamed workbook: `fill` writes its sheets; the stream is the answer's body. */
export function streamWorkbook(fill: (workbook: Writer) => Promise<void>): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  fill(workbook)
    .then(() => workbook.commit())
    .catch((error) => stream.destroy(error));
  return stream;
}

/** A sheet with its header row (bold, wide columns), then rows as `rows` yields them. */
async function writeSheet(
  workbook: Writer,
  name: string,
  columns: readonly string[],
  rows: AsyncIterable<Cells> | Iterable<Cells>,
) {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((header) => ({ header, width: Math.max(14, header.length * 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const cells of rows) sheet.addRow(cells).commit();
  sheet.commit();
}

const words = (list: string[]) => list.join('、');

/** The concept workbook of a base (export) or of nothing but examples (the template). */
export async function writeConcepts(workbook: Writer, schema: KgSchema | null): Promise<void> {
  const nameOf = (id: string | null) => (id ? (schema?.concepts.get(id)?.name ?? '') : '');
  const concepts: Cells[] = schema
    ? [...schema.concepts.values()].map((concept) => [
        concept.name,
        nameOf(concept.parentId),
        concept.description,
      ])
    : [
        ['展馆', '', '对外开放的场馆'],
        ['展厅', '', '展馆中的展厅'],
        ['展品', '', ''],
        ['人物', '', '展品的作者等人物'],
      ];
  const attributes: Cells[] = schema
    ? schema.attributes.map((row) => [
        nameOf(row.conceptId),
        row.name,
        dataTypeName(row.dataType as never),
        nameOf(row.linkConceptId),
        words(row.synonyms),
      ])
    : [
        ['展馆', '门票价格', '数字', '', '门票、票价'],
        ['展馆', '开放时间', '文本', '', '开馆时间、营业时间'],
        ['展品', '年代', '文本', '', '朝代'],
        ['展品', '图片', '图片', '', ''],
        ['展品', '所在展厅', '链接', '展厅', '位置'],
      ];
  const relations: Cells[] = schema
    ? schema.relations.map((row) => [
        nameOf(row.conceptId),
        row.name,
        nameOf(row.targetConceptId),
        words(row.synonyms),
      ])
    : [
        ['展品', '作者', '人物', '制作者、创作者'],
        ['展厅', '所属展馆', '展馆', ''],
      ];
  await writeSheet(workbook, CONCEPT_SHEETS.concepts.name, CONCEPT_SHEETS.concepts.columns, concepts);
  await writeSheet(workbook, CONCEPT_SHEETS.attributes.name, CONCEPT_SHEETS.attributes.columns, attributes);
  await writeSheet(workbook, CONCEPT_SHEETS.relations.name, CONCEPT_SHEETS.relations.columns, relations);
  if (!schema) {
    await writeSheet(
      workbook,
      '说明',
      ['数据类型', '填写说明'],
      ATTRIBUTE_DATA_TYPE_INFO.map((info) => [info.name, info.hint]),
    );
  }
}

/** The base's entities page by page, by name (keyset on name and id: stable across re-imports). */
async function* entityPages(db: Database, baseId: string) {
  let after: { name: string; id: string } | null = null;
  for (;;) {
    const page: (typeof kgEntities.$inferSelect)[] = await db
      .select()
      .from(kgEntities)
      .where(
        and(
          eq(kgEntities.baseId, baseId),
          after ? sql`(${kgEntities.name}, ${kgEntities.id}) > (${after.name}, ${after.id})` : undefined,
        ),
      )
      .orderBy(asc(kgEntities.name), asc(kgEntities.id))
      .limit(PAGE);
    if (page.length === 0) return;
    after = page[page.length - 1];
    yield page;
  }
}

/** The entity workbook of a base: three sheets, each streamed from the database in pages. */
export async function writeEntities(
  workbook: Writer,
  db: Database,
  baseId: string,
  schema: KgSchema,
): Promise<void> {
  const conceptName = (id: string) => schema.concepts.get(id)?.name ?? '';
  const attributeName = new Map(schema.attributes.map((row) => [row.id, row.name]));
  const attributeRank = new Map(schema.attributes.map((row, index) => [row.id, index]));
  const relationRank = new Map(schema.relations.map((row, index) => [row.id, index]));
  // Rows follow their entities' order, then the schema's: an export re-imported exports the same.
  const positions = (page: { id: string }[]) => new Map(page.map((entity, index) => [entity.id, index]));
  const relationName = new Map(schema.relations.map((row) => [row.id, row.name]));
  const names = new Map<string, string>();
  await writeSheet(workbook, ENTITY_SHEETS.entities.name, ENTITY_SHEETS.entities.columns, {
    async *[Symbol.asyncIterator]() {
      for await (const page of entityPages(db, baseId)) {
        for (const entity of page) {
          names.set(entity.id, entity.name);
          yield [conceptName(entity.conceptId), entity.name, words(entity.aliases), entity.description];
        }
      }
    },
  });
  const ownerCells = (entityId: string, conceptId: string) => [
    conceptName(conceptId),
    names.get(entityId) ?? '',
  ];
  await writeSheet(workbook, ENTITY_SHEETS.values.name, ENTITY_SHEETS.values.columns, {
    async *[Symbol.asyncIterator]() {
      for await (const page of entityPages(db, baseId)) {
        const concepts = new Map(page.map((entity) => [entity.id, entity.conceptId]));
        const values = await db
          .select()
          .from(kgEntityValues)
          .where(inArray(kgEntityValues.entityId, [...concepts.keys()]));
        const position = positions(page);
        values.sort(
          (a, b) =>
            (position.get(a.entityId) ?? 0) - (position.get(b.entityId) ?? 0) ||
            (attributeRank.get(a.attributeId) ?? 0) - (attributeRank.get(b.attributeId) ?? 0),
        );
        for (const value of values) {
          const shown = value.linkEntityId ? (names.get(value.linkEntityId) ?? '') : value.value;
          yield [
            ...ownerCells(value.entityId, concepts.get(value.entityId) ?? ''),
            attributeName.get(value.attributeId) ?? '',
            shown,
          ];
        }
      }
    },
  });
  await writeSheet(workbook, ENTITY_SHEETS.relations.name, ENTITY_SHEETS.relations.columns, {
    async *[Symbol.asyncIterator]() {
      for await (const page of entityPages(db, baseId)) {
        const concepts = new Map(page.map((entity) => [entity.id, entity.conceptId]));
        const relations = await db
          .select()
          .from(kgEntityRelations)
          .where(inArray(kgEntityRelations.fromEntityId, [...concepts.keys()]));
        const position = positions(page);
        relations.sort(
          (a, b) =>
            (position.get(a.fromEntityId) ?? 0) - (position.get(b.fromEntityId) ?? 0) ||
            (relationRank.get(a.relationId) ?? 0) - (relationRank.get(b.relationId) ?? 0) ||
            (names.get(a.toEntityId) ?? '').localeCompare(names.get(b.toEntityId) ?? ''),
        );
        for (const relation of relations) {
          yield [
            ...ownerCells(relation.fromEntityId, concepts.get(relation.fromEntityId) ?? ''),
            relationName.get(relation.relationId) ?? '',
            names.get(relation.toEntityId) ?? '',
          ];
        }
      }
    },
  });
}

/** The entity template: the sheets with example rows matching the concept template. */
export async function writeEntityTemplate(workbook: Writer): Promise<void> {
  await writeSheet(workbook, ENTITY_SHEETS.entities.name, ENTITY_SHEETS.entities.columns, [
    ['展馆', '星河科技馆', '本馆、科技馆', ''],
    ['展厅', '古代科技厅', '一号厅', '位于一层东侧'],
    ['展品', '水运仪象台', '', '北宋天文钟复原模型'],
    ['人物', '苏颂', '', '北宋科学家'],
  ]);
  await writeSheet(workbook, ENTITY_SHEETS.values.name, ENTITY_SHEETS.values.columns, [
    ['展馆', '星河科技馆', '门票价格', 60],
    ['展馆', '星河科技馆', '开放时间', '09:00-17:00，周一闭馆'],
    ['展品', '水运仪象台', '年代', '北宋'],
    ['展品', '水运仪象台', '所在展厅', '古代科技厅'],
  ]);
  await writeSheet(workbook, ENTITY_SHEETS.relations.name, ENTITY_SHEETS.relations.columns, [
    ['展品', '水运仪象台', '作者', '苏颂'],
    ['展厅', '古代科技厅', '所属展馆', '星河科技馆'],
  ]);
}

/** The row-level error report of a refused import. */
export async function writeReport(workbook: Writer, errors: ImportRowError[]): Promise<void> {
  await writeSheet(
    workbook,
    '错误报告',
    ['工作表', '行号', '列', '错误说明'],
    errors.map((error) => [error.sheet, error.row, error.column, error.message]),
  );
}
