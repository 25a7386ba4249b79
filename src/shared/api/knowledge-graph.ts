import { z } from 'zod';
import { pageQuery } from './paging';
import type { PermittedRow } from './resource-permissions';

/**
 * The knowledge graph calls (知识图谱, spec section 7 "Knowledge graph (prefix kg/v1)"), exactly
 * as the spec names them, under /kg/v1. A base (知识图谱, resource type KG_BASE) lives in a
 * project; it holds a concept tree (概念, with attributes and relations), entities of concepts
 * with attribute values and relations, and a last successful build that robots and the query
 * test read. Calls the spec does not name are marked "beyond the spec" (base detail, the whole
 * base's entity graph, the import error report, the build state, and the Q&A template library in
 * ./knowledge-graph-templates.ts).
 */
const KG = '/kg/v1';
export const KG_API = {
  // Bases
  basePage: `${KG}/basePage`, // GET BasePageQuery → Page<KgBaseSummary>
  bases: `${KG}/bases`, // POST BaseCreateBody → KgBaseSummary
  base: (id: string) => `${KG}/bases/${id}`, // PATCH BaseEditBody | DELETE | GET (beyond the spec) → KgBaseSummary
  build: (id: string) => `${KG}/bases/${id}/build`, // PUT → KgBaseSummary (state 构建中)
  batchAttachTags: `${KG}/batchAttachTags`, // PUT batchAttachTagsBody
  queryTest: `${KG}/query/test`, // GET ?kgBaseId&question → QueryTestAnswer
  // Concepts
  concepts: `${KG}/concepts`, // GET ?kgBaseId → ConceptTree | POST ConceptCreateBody → ConceptDetail
  concept: (id: string) => `${KG}/concepts/${id}`, // GET → ConceptDetail | PATCH ConceptEditBody | DELETE
  conceptGraph: (kgBaseId: string) => `${KG}/conceptGraph/${kgBaseId}`, // GET → GraphAnswer (the base's schema)
  attributeDataTypes: `${KG}/attributeDataTypes`, // GET → AttributeDataTypeInfo[]
  attribute: (id: string) => `${KG}/attribute/${id}`, // PATCH AttributeEditBody → ConceptAttribute
  relation: (id: string) => `${KG}/relation/${id}`, // PATCH RelationEditBody → ConceptRelation
  // Entities
  entities: `${KG}/entities`, // GET EntityPageQuery → EntityPage | POST EntityCreateBody → EntityDetail
  entity: (id: string) => `${KG}/entities/${id}`, // GET → EntityDetail | PATCH EntityEditBody | DELETE
  entityGraph: (id: string) => `${KG}/entityGraph/${id}`, // GET ?depth → GraphAnswer around an entity
  baseGraph: (kgBaseId: string) => `${KG}/baseGraph/${kgBaseId}`, // GET ?limit&withValues → GraphAnswer (beyond the spec)
  entityValidAttributes: (id: string) => `${KG}/entities/${id}/validAttributes`, // GET → ValidAttribute[]
  entityAttributes: (id: string) => `${KG}/entities/${id}/attributes`, // POST EntityAttributeBody → ValidAttribute
  entityAttribute: (id: string, attrId: string) => `${KG}/entities/${id}/attributes/${attrId}`, // PUT EntityAttributeValueBody | DELETE
  entityValidOutRelations: (id: string) => `${KG}/entities/${id}/validOutRelations`, // GET → ValidOutRelation[]
  entityRelations: (id: string) => `${KG}/entities/${id}/relations`, // POST EntityRelationBody → EntityRelationItem
  entityRelation: (id: string, relId: string) => `${KG}/entities/${id}/relations/${relId}`, // PUT EntityRelationBody | DELETE
  // Import and export (multipart field `file`; query kgBaseId)
  conceptImportOverwrite: `${KG}/concept/import/overwrite`, // POST → ImportResult
  conceptImportAppend: `${KG}/concept/import/append`, // POST → ImportResult
  conceptExport: `${KG}/concept/export`, // GET ?kgBaseId → .xlsx workbook
  conceptTemplate: `${KG}/concept/download/template`, // GET → .xlsx
  entityImportOverwrite: `${KG}/entity/import/overwrite`, // POST → ImportResult
  entityImportAppend: `${KG}/entity/import/append`, // POST → ImportResult
  entityExport: `${KG}/entity/export`, // GET ?kgBaseId → .xlsx workbook
  entityTemplate: `${KG}/entity/download/template`, // GET → .xlsx
  importReport: (reportId: string) => `${KG}/import/report/${reportId}`, // GET → .xlsx of row errors (beyond the spec)
} as const;

/** Route patterns for the server (Fastify's `:param` syntax), the same paths as KG_API. */
export const KG_ROUTES = {
  base: `${KG}/bases/:id`,
  build: `${KG}/bases/:id/build`,
  concept: `${KG}/concepts/:id`,
  conceptGraph: `${KG}/conceptGraph/:id`,
  attribute: `${KG}/attribute/:id`,
  relation: `${KG}/relation/:id`,
  entity: `${KG}/entities/:id`,
  entityGraph: `${KG}/entityGraph/:id`,
  baseGraph: `${KG}/baseGraph/:id`,
  entityValidAttributes: `${KG}/entities/:id/validAttributes`,
  entityAttributes: `${KG}/entities/:id/attributes`,
  entityAttribute: `${KG}/entities/:id/attributes/:attrId`,
  entityValidOutRelations: `${KG}/entities/:id/validOutRelations`,
  entityRelations: `${KG}/entities/:id/relations`,
  entityRelation: `${KG}/entities/:id/relations/:relId`,
  importReport: `${KG}/import/report/:id`,
} as const;

export const KG_MSG = {
  baseNotFound: '知识图谱不存在',
  baseNameTaken: '项目中已有同名知识图谱',
  baseCreated: '知识图谱已创建',
  baseSaved: '知识图谱已保存',
  buildStarted: '已开始构建',
  alreadyBuilding: '知识图谱正在构建中，请稍候',
  buildInterrupted: '服务重启时构建被中断，请重新构建',
  neverBuilt: '知识图谱尚未构建成功，请先构建',
  conceptNotFound: '概念不存在',
  conceptNameTaken: '知识图谱中已有同名概念',
  conceptCycle: '不能把概念移到它自己或它的下级概念之下',
  conceptHasChildren: '请先删除或移走该概念的下级概念',
  parentNotFound: '上级概念不存在',
  attributeNotFound: '属性不存在',
  attributeNameTaken: '该概念（含上级概念）中已有同名属性或关系',
  relationNotFound: '关系不存在',
  linkConceptRequired: '链接类型的属性须选择链接到的概念',
  targetConceptNotFound: '目标概念不存在',
  entityNotFound: '实体不存在',
  entityNameTaken: '该概念中已有同名实体',
  entityNotInConcept: '所选概念不属于该知识图谱',
  attributeNotValid: '该属性不属于实体的概念',
  attributeAlreadySet: '该属性已有值，请修改现有的值',
  attributeValueMissing: '该实体尚未设置这个属性',
  relationNotAllowed: '实体的概念不允许这个关系',
  relationTargetWrongConcept: '目标实体不属于关系允许的概念',
  relationTargetNotFound: '目标实体不存在',
  relationExists: '这条关系已存在',
  entityRelationNotFound: '实体关系不存在',
  valueChecksFailed: (count: number) => `已有 ${count} 个属性值不符合新的数据类型，请先修改这些值`,
  relationsBreak: (count: number) => `已有 ${count} 条实体关系的目标不属于新的目标概念，请先修改这些关系`,
  questionRequired: '请输入要测试的问题',
  noTemplateMatched: '没有匹配的问答模板，换个问法试试',
  noAnswerFound: '匹配到了模板，但图谱中没有找到答案',
  deleted: '删除成功',
} as const;

// —— Data types of attribute values ——

export const ATTRIBUTE_DATA_TYPES = ['TEXT', 'NUMBER', 'DATE', 'PICTURE', 'LINK', 'URL', 'BOOLEAN'] as const;
export type AttributeDataType = (typeof ATTRIBUTE_DATA_TYPES)[number];
export interface AttributeDataTypeInfo {
  code: AttributeDataType;
  name: string;
  /** What a value of this type looks like (the form's hint). */
  hint: string;
}
export const ATTRIBUTE_DATA_TYPE_INFO: AttributeDataTypeInfo[] = [
  { code: 'TEXT', name: '文本', hint: '任意文字，最多 2000 个字符' },
  { code: 'NUMBER', name: '数字', hint: '整数或小数，如 60 或 3.5' },
  { code: 'DATE', name: '日期', hint: '年-月-日，如 2024-05-01' },
  { code: 'PICTURE', name: '图片', hint: '图片地址（http/https），jpg、png、gif、bmp' },
  { code: 'LINK', name: '链接', hint: '链接到指定概念的一个实体（填实体名称）' },
  { code: 'URL', name: '网址', hint: 'http、https 地址' },
  { code: 'BOOLEAN', name: '是否', hint: '是 或 否' },
];
export const dataTypeName = (code: AttributeDataType) =>
  ATTRIBUTE_DATA_TYPE_INFO.find((info) => info.code === code)?.name ?? code;

// —— Build ——

export const BUILD_STATES = ['UNBUILT', 'BUILDING', 'BUILT', 'FAILED'] as const;
export type BuildState = (typeof BUILD_STATES)[number];
export const BUILD_STATE_NAMES: Record<BuildState, string> = {
  UNBUILT: '未构建',
  BUILDING: '构建中',
  BUILT: '已构建',
  FAILED: '构建失败',
};

export interface BuildStatus {
  state: BuildState;
  /** 0..100 while 构建中; 100 once 已构建. */
  progress: number;
  /** Why the last build failed (构建失败). */
  error: string | null;
  startedAt: string | null;
  /** When the last successful build finished (the one robots and the query test read). */
  builtAt: string | null;
  /** Changed since the last successful build (concepts or entities edited after it). */
  stale: boolean;
  /** Counts of the last successful build. */
  builtEntities: number;
  builtRelations: number;
}

// —— Bases ——

const id = z.string().min(1).max(64);
const baseName = z
  .string({ error: '请输入知识图谱名称' })
  .trim()
  .min(1, '请输入知识图谱名称')
  .max(30, '知识图谱名称不能超过30个字符');
const description = z.string().trim().max(200, '描述不能超过200个字符');

export const basePageQuery = pageQuery.extend({
  projectId: id,
  name: z.string().trim().max(30).optional(),
  tag: z.string().trim().min(1).max(20).optional(),
});
export const baseCreateBody = z.object({
  projectId: id,
  name: baseName,
  description: description.default(''),
});
export const baseEditBody = z
  .object({
    name: baseName.optional(),
    description: description.optional(),
    /** The Q&A template libraries the base's query test and robots use (general-template-library or a project library's id). */
    templateLibraryIds: z.array(id).max(20, '最多选择20个模板库').optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), '请提供要修改的内容');
export const batchAttachTagsBody = z
  .object({
    resourceIds: z.array(id).min(1, '请先选择知识图谱').max(100),
    tags: z
      .array(z.string().trim().min(1, '标签不能为空').max(20, '标签不能超过20个字符'))
      .max(10, '最多添加10个标签'),
    mode: z.enum(['ADD', 'REPLACE']).default('ADD'),
  })
  .refine((body) => body.mode === 'REPLACE' || body.tags.length > 0, {
    message: '请输入标签',
    path: ['tags'],
  });
export const queryTestQuery = z.object({
  kgBaseId: id,
  question: z
    .string({ error: KG_MSG.questionRequired })
    .trim()
    .min(1, KG_MSG.questionRequired)
    .max(100, '问题不能超过100个字符'),
});

export type BaseCreateBody = z.input<typeof baseCreateBody>;
export type BaseEditBody = z.input<typeof baseEditBody>;

export interface KgBaseSummary extends PermittedRow {
  id: string;
  projectId: string;
  name: string;
  description: string;
  build: BuildStatus;
  templateLibraryIds: string[];
  conceptCount: number;
  entityCount: number;
  ownerName: string | null;
  createdAt: string;
  updatedAt: string;
}

// —— Concepts ——

const conceptName = z
  .string({ error: '请输入概念名称' })
  .trim()
  .min(1, '请输入概念名称')
  .max(30, '概念名称不能超过30个字符');
const schemaItemName = (what: string) =>
  z
    .string({ error: `请输入${what}名称` })
    .trim()
    .min(1, `请输入${what}名称`)
    .max(30, `${what}名称不能超过30个字符`);
/** Other words people use for an attribute or relation (门票价格: 门票, 票价). */
const synonyms = z
  .array(z.string().trim().min(1).max(30, '同义词不能超过30个字符'))
  .max(20, '同义词最多20个')
  .default([]);

export const attributeSpec = z.object({
  /** An existing attribute's id keeps it (and its values) when a concept is saved. */
  id: id.optional(),
  name: schemaItemName('属性'),
  dataType: z.enum(ATTRIBUTE_DATA_TYPES, { error: '请选择数据类型' }),
  /** For LINK: the concept whose entities the value links to. */
  linkConceptId: id.nullish(),
  synonyms,
});
export const relationSpec = z.object({
  id: id.optional(),
  name: schemaItemName('关系'),
  targetConceptId: id,
  synonyms,
});
export const conceptsQuery = z.object({ kgBaseId: id });
export const conceptCreateBody = z.object({
  kgBaseId: id,
  name: conceptName,
  parentId: id.nullish(),
  description: description.default(''),
  attributes: z.array(attributeSpec).max(100, '一个概念最多100个属性').default([]),
  relations: z.array(relationSpec).max(100, '一个概念最多100个关系').default([]),
});
/** Attributes and relations, when given, replace the concept's own (ids keep existing ones). */
export const conceptEditBody = z.object({
  name: conceptName.optional(),
  parentId: id.nullish(),
  description: description.optional(),
  attributes: z.array(attributeSpec).max(100, '一个概念最多100个属性').optional(),
  relations: z.array(relationSpec).max(100, '一个概念最多100个关系').optional(),
});
export const attributeEditBody = attributeSpec.omit({ id: true }).partial();
export const relationEditBody = relationSpec.omit({ id: true }).partial();

export type AttributeSpec = z.input<typeof attributeSpec>;
export type RelationSpec = z.input<typeof relationSpec>;
export type ConceptCreateBody = z.input<typeof conceptCreateBody>;
export type ConceptEditBody = z.input<typeof conceptEditBody>;

/** A node of the concept tree (conceptLevels): level 1 is a root. */
export interface ConceptLevel {
  id: string;
  name: string;
  parentId: string | null;
  level: number;
  /** Entities of this concept itself (not of its descendants). */
  entityCount: number;
  children: ConceptLevel[];
}
export interface ConceptTree {
  conceptLevels: ConceptLevel[];
  total: number;
}

export interface ConceptAttribute {
  id: string;
  conceptId: string;
  name: string;
  dataType: AttributeDataType;
  linkConceptId: string | null;
  linkConceptName: string | null;
  synonyms: string[];
  /** Declared on an ancestor concept and inherited. */
  inherited: boolean;
}
export interface ConceptRelation {
  id: string;
  conceptId: string;
  name: string;
  targetConceptId: string;
  targetConceptName: string;
  synonyms: string[];
  inherited: boolean;
}
export interface ConceptDetail {
  id: string;
  kgBaseId: string;
  name: string;
  parentId: string | null;
  description: string;
  level: number;
  /** Names from the root down to this concept. */
  path: string[];
  /** Own attributes first, then inherited ones. */
  attributes: ConceptAttribute[];
  relations: ConceptRelation[];
  entityCount: number;
  childCount: number;
}

// —— Graphs ——

export type GraphNodeKind = 'concept' | 'entity' | 'value';
export type GraphEdgeKind = 'subconcept' | 'relation' | 'attribute';
export interface GraphNode {
  id: string;
  label: string;
  kind: GraphNodeKind;
  /** The entity's concept (entities), the concept itself (concepts). */
  conceptId: string | null;
  conceptName: string | null;
}
export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  label: string;
  kind: GraphEdgeKind;
}
export interface GraphAnswer {
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** More existed than the limit allowed. */
  truncated: boolean;
}
/** The id of an attribute value's node and of its edge in the graph answers and the query path. */
export const valueNodeId = (entityId: string, attributeId: string) => `value:${entityId}:${attributeId}`;
export const attributeEdgeId = (entityId: string, attributeId: string) => `attr:${entityId}:${attributeId}`;

export const entityGraphQuery = z.object({
  depth: z.coerce.number().int().min(1, '深度为1到3').max(3, '深度为1到3').default(1),
  limit: z.coerce.number().int().min(1).max(5000).default(500),
  withValues: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
export const baseGraphQuery = z.object({
  limit: z.coerce.number().int().min(1).max(20000).default(5000),
  withValues: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

// —— Entities ——

const entityName = z
  .string({ error: '请输入实体名称' })
  .trim()
  .min(1, '请输入实体名称')
  .max(50, '实体名称不能超过50个字符');
const aliases = z
  .array(z.string().trim().min(1).max(50, '别名不能超过50个字符'))
  .max(20, '别名最多20个')
  .default([]);
/** A value as typed; the server checks it against the attribute's data type. */
const attributeValue = z
  .string({ error: '请输入属性值' })
  .trim()
  .min(1, '请输入属性值')
  .max(2000, '属性值不能超过2000个字符');

export const entityPageQuery = pageQuery.extend({
  kgBaseId: id,
  /** Entities of this concept and of its descendants; none: the whole base. */
  conceptId: id.optional(),
  name: z.string().trim().max(50).optional(),
});
export const entityCreateBody = z.object({
  conceptId: id,
  name: entityName,
  aliases,
  description: description.default(''),
  attributes: z
    .array(z.object({ attributeId: id, value: attributeValue }))
    .max(100)
    .default([]),
});
export const entityEditBody = z
  .object({
    name: entityName.optional(),
    aliases: aliases.optional(),
    description: description.optional(),
    conceptId: id.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), '请提供要修改的内容');
export const entityAttributeBody = z.object({ attributeId: id, value: attributeValue });
export const entityAttributeValueBody = z.object({ value: attributeValue });
export const entityRelationBody = z.object({ relationId: id, targetEntityId: id });

export type EntityCreateBody = z.input<typeof entityCreateBody>;
export type EntityEditBody = z.input<typeof entityEditBody>;

export interface EntitySummary {
  id: string;
  kgBaseId: string;
  conceptId: string;
  conceptName: string;
  name: string;
  aliases: string[];
  description: string;
  attributeCount: number;
  relationCount: number;
  updatedAt: string;
}
/** GET entities: a page, and the concept tree with entity counts (spec: entityList from conceptLevels). */
export interface EntityPage {
  content: EntitySummary[];
  size: number;
  number: number;
  totalElements: number;
  conceptLevels: ConceptLevel[];
}
/** An attribute the entity's concept (or an ancestor) declares, with the entity's value if set. */
export interface ValidAttribute {
  attribute: ConceptAttribute;
  /** The value as stored (LINK: the linked entity's id); null when not set. */
  value: string | null;
  /** LINK: the linked entity's name. */
  display: string | null;
}
export interface EntityRef {
  id: string;
  name: string;
  conceptId: string;
  conceptName: string;
}
export interface EntityRelationItem {
  id: string;
  relationId: string;
  relationName: string;
  source: EntityRef;
  target: EntityRef;
}
/** A relation the entity's concept allows, with the entity's current targets. */
export interface ValidOutRelation {
  relation: ConceptRelation;
  targets: EntityRelationItem[];
}
export interface EntityDetail extends EntitySummary {
  attributes: ValidAttribute[];
  outRelations: EntityRelationItem[];
  inRelations: EntityRelationItem[];
  /** Names from the root concept down to the entity's concept. */
  conceptPath: string[];
}

// —— Query test ——

export interface QueryPathStep {
  entity: { id: string; name: string };
  /** The relation followed from the entity, to `target`. */
  relation?: { id: string; name: string; target: { id: string; name: string } };
  /** The attribute read on the entity, with its value. */
  attribute?: { id: string; name: string; value: string };
}
export interface MatchedTemplate {
  libraryId: string;
  libraryName: string;
  templateId: string;
  /** The pattern that matched, e.g. {entity}的{attribute}是多少. */
  pattern: string;
  /** What each slot was filled with, as asked and as resolved. */
  slots: { slot: string; text: string; resolved: string }[];
}
export interface QueryTestAnswer {
  question: string;
  /** null when nothing was found; `reason` says why. */
  answer: string | null;
  reason: string | null;
  path: QueryPathStep[];
  template: MatchedTemplate | null;
  highlight: { nodeIds: string[]; edgeIds: string[] };
  /** When the build answered. */
  builtAt: string;
}

// —— Import and export ——

export const importQuery = z.object({ kgBaseId: id });
export const IMPORT_LIMITS = {
  /** The uploaded workbook (compressed). */
  maxFileBytes: 20 * 1024 * 1024,
  /** Uncompressed size of the workbook's parts: a zip bomb is refused before it is read. */
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxRows: 200_000,
  /** Errors shown in the answer; the report holds all of them. */
  shownErrors: 50,
} as const;
export interface ImportRowError {
  sheet: string;
  /** 1-based row of the sheet, as Excel numbers it. */
  row: number;
  column: string;
  message: string;
}
export interface ImportResult {
  mode: 'overwrite' | 'append';
  concepts: number;
  attributes: number;
  relations: number;
  entities: number;
  values: number;
  entityRelations: number;
}
/** A refused import answers 400 with this as data: nothing was written. */
export interface ImportRefusal {
  errorCount: number;
  errors: ImportRowError[];
  /** GET KG_API.importReport(reportId) downloads every error as a workbook. */
  reportId: string | null;
}

/** The workbook layouts (one sheet per kind of row; the first row names the columns). */
export const CONCEPT_SHEETS = {
  concepts: { name: '概念', columns: ['概念名称', '上级概念', '描述'] },
  attributes: { name: '属性', columns: ['概念名称', '属性名称', '数据类型', '链接概念', '同义词'] },
  relations: { name: '关系', columns: ['概念名称', '关系名称', '目标概念', '同义词'] },
} as const;
export const ENTITY_SHEETS = {
  entities: { name: '实体', columns: ['概念名称', '实体名称', '别名', '描述'] },
  values: { name: '属性值', columns: ['概念名称', '实体名称', '属性名称', '属性值'] },
  relations: { name: '实体关系', columns: ['概念名称', '实体名称', '关系名称', '目标实体'] },
} as const;
/** Lists inside a cell (synonyms, aliases) are separated by 、 or , or ;. */
export const LIST_SEPARATORS = /[、,，;；]/;
