import { z } from 'zod';
import { pageQuery } from './paging';

/**
 * The Q&A template library (问答模板库, route graph-template): calls the spec does not name, kept
 * under /kg/v1 beside the spec's knowledge graph calls. A template turns a question pattern into a
 * graph query ("{entity}的{attribute}是多少"); a library holds templates and slot synonyms
 * (票价 → 门票价格). The general library (general-template-library) ships with the product and
 * is read-only; a project keeps its own libraries, and each base chooses which libraries apply
 * (PATCH bases/{id} templateLibraryIds).
 */
const KG = '/kg/v1';
export const GENERAL_LIBRARY_ID = 'general-template-library';
export const KG_TEMPLATE_API = {
  libraryPage: `${KG}/templateLibraryPage`, // GET LibraryPageQuery → Page<TemplateLibrarySummary> (the project's own)
  libraries: `${KG}/templateLibraries`, // POST LibraryCreateBody → TemplateLibrarySummary
  library: (libId: string) => `${KG}/templateLibraries/${libId}`, // GET → TemplateLibrarySummary | PATCH LibraryEditBody | DELETE
  templates: (libId: string) => `${KG}/templateLibraries/${libId}/templates`, // GET TemplatePageQuery → Page<QaTemplate> | POST QaTemplateBody
  template: (id: string) => `${KG}/templates/${id}`, // PATCH QaTemplateBody (partial) | DELETE
} as const;
export const KG_TEMPLATE_ROUTES = {
  library: `${KG}/templateLibraries/:libId`,
  templates: `${KG}/templateLibraries/:libId/templates`,
  template: `${KG}/templates/:id`,
} as const;

export const KG_TEMPLATE_MSG = {
  libraryNotFound: '模版库不存在',
  libraryNameTaken: '项目中已有同名模版库',
  generalReadOnly: '通用模版库由平台维护，不能修改；可新建项目模版库',
  templateNotFound: '问答模版不存在',
  libraryCreated: '模版库已创建',
  saved: '已保存',
  slotMissing: (slot: string) => `问法中缺少 {${slot}}`,
  unknownSlot: '问法中只能使用 {entity}、{attribute}、{relation}、{concept}',
  targetsRequired: '请填写要查找的属性或关系名称',
} as const;

/**
 * ATTRIBUTE: {entity} and {attribute} → the value. RELATION: {entity} and {relation} → the
 * related entities. LIST: {concept} → its entities. FIXED: {entity} and a fixed list of attribute
 * or relation names tried in order ("{entity}在哪里" → 位置, 所在展厅).
 */
export const TEMPLATE_KINDS = ['ATTRIBUTE', 'RELATION', 'LIST', 'FIXED'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
export const TEMPLATE_KIND_NAMES: Record<TemplateKind, string> = {
  ATTRIBUTE: '问属性',
  RELATION: '问关系',
  LIST: '列举实体',
  FIXED: '固定问法',
};
export const TEMPLATE_SLOTS = ['entity', 'attribute', 'relation', 'concept'] as const;
export type TemplateSlot = (typeof TEMPLATE_SLOTS)[number];
export const SLOT_NAMES: Record<TemplateSlot, string> = {
  entity: '实体',
  attribute: '属性',
  relation: '关系',
  concept: '概念',
};
/** The slots each kind's patterns must hold. */
export const KIND_SLOTS: Record<TemplateKind, TemplateSlot[]> = {
  ATTRIBUTE: ['entity', 'attribute'],
  RELATION: ['entity', 'relation'],
  LIST: ['concept'],
  FIXED: ['entity'],
};
/** The answer when a template sets none; {value} is the found value or the joined names (FIXED: {attribute} names what was found). */
export const DEFAULT_ANSWERS: Record<TemplateKind, string> = {
  ATTRIBUTE: '{entity}的{attribute}是{value}',
  RELATION: '{entity}的{relation}是{value}',
  LIST: '{concept}有：{value}',
  FIXED: '{entity}的{attribute}是{value}',
};

/** The domains the general library covers. */
export const TEMPLATE_DOMAINS = ['common', 'museum', 'government', 'bank', 'campus'] as const;
export type TemplateDomain = (typeof TEMPLATE_DOMAINS)[number];
export const TEMPLATE_DOMAIN_NAMES: Record<TemplateDomain, string> = {
  common: '通用',
  museum: '博物馆·展馆',
  government: '政务服务大厅',
  bank: '银行网点',
  campus: '校园',
};

const SLOT_IN_PATTERN = /\{([^}]*)\}/g;
export const slotsOf = (pattern: string): string[] => [...pattern.matchAll(SLOT_IN_PATTERN)].map((m) => m[1]);

const id = z.string().min(1).max(64);
const pattern = z.string().trim().min(2, '问法太短').max(60, '问法不能超过60个字符');
const wordList = z.array(z.string().trim().min(1).max(30, '词语不能超过30个字符')).max(30, '最多30个词语');
export const slotSynonym = z.object({
  /** The word as the graph names it (门票价格). */
  word: z.string().trim().min(1, '请输入词语').max(30, '词语不能超过30个字符'),
  /** What people say instead (票价, 门票). */
  synonyms: wordList.min(1, '请至少填写一个同义词'),
});
const librarySynonyms = z.array(slotSynonym).max(500, '同义词最多500组');

const templateFields = z.object({
  kind: z.enum(TEMPLATE_KINDS, { error: '请选择模版类型' }),
  patterns: z.array(pattern).min(1, '请至少填写一个问法').max(20, '问法最多20个'),
  /** FIXED: attribute or relation names tried in order. */
  targets: wordList.default([]),
  /** The answer's wording; empty: DEFAULT_ANSWERS[kind]. */
  answer: z.string().trim().max(100, '回答格式不能超过100个字符').default(''),
  domain: z.enum(TEMPLATE_DOMAINS).default('common'),
  enabled: z.boolean().default(true),
});

/** A template's patterns hold exactly the slots its kind needs; FIXED names its targets. */
function checkTemplate(body: z.output<typeof templateFields>, ctx: z.RefinementCtx): void {
  for (const [index, text] of body.patterns.entries()) {
    const slots = slotsOf(text);
    if (slots.some((slot) => !(TEMPLATE_SLOTS as readonly string[]).includes(slot))) {
      ctx.addIssue({ code: 'custom', message: KG_TEMPLATE_MSG.unknownSlot, path: ['patterns', index] });
    }
    for (const needed of KIND_SLOTS[body.kind]) {
      if (!slots.includes(needed)) {
        ctx.addIssue({
          code: 'custom',
          message: KG_TEMPLATE_MSG.slotMissing(needed),
          path: ['patterns', index],
        });
      }
    }
  }
  if (body.kind === 'FIXED' && body.targets.length === 0) {
    ctx.addIssue({ code: 'custom', message: KG_TEMPLATE_MSG.targetsRequired, path: ['targets'] });
  }
}
export const qaTemplateBody = templateFields.superRefine(checkTemplate);
export type QaTemplateBody = z.input<typeof qaTemplateBody>;

const libraryName = z
  .string({ error: '请输入模版库名称' })
  .trim()
  .min(1, '请输入模版库名称')
  .max(30, '模版库名称不能超过30个字符');
export const libraryPageQuery = pageQuery.extend({
  projectId: id,
  name: z.string().trim().max(30).optional(),
});
export const libraryCreateBody = z.object({
  projectId: id,
  name: libraryName,
  description: z.string().trim().max(200, '描述不能超过200个字符').default(''),
  synonyms: librarySynonyms.default([]),
  /** Start from the general library's templates of these domains (copied, then the project's own). */
  copyDomains: z.array(z.enum(TEMPLATE_DOMAINS)).max(TEMPLATE_DOMAINS.length).default([]),
});
export const libraryEditBody = z.object({
  name: libraryName.optional(),
  description: z.string().trim().max(200, '描述不能超过200个字符').optional(),
  synonyms: librarySynonyms.optional(),
});
/** Reading the general library needs the project whose screen asks (menus and project rights). */
export const libraryReadQuery = z.object({ projectId: id });
export const templatePageQuery = pageQuery.extend({
  projectId: id,
  keyword: z.string().trim().max(30).optional(),
  domain: z.enum(TEMPLATE_DOMAINS).optional(),
});

export type LibraryCreateBody = z.input<typeof libraryCreateBody>;
export type LibraryEditBody = z.input<typeof libraryEditBody>;
export type SlotSynonym = z.infer<typeof slotSynonym>;

export interface TemplateLibrarySummary {
  id: string;
  /** null for the general library. */
  projectId: string | null;
  name: string;
  description: string;
  general: boolean;
  synonyms: SlotSynonym[];
  templateCount: number;
  /** Bases of the project that use it. */
  usedBy: { id: string; name: string }[];
  createdAt: string | null;
  updatedAt: string | null;
}
export interface QaTemplate {
  id: string;
  libraryId: string;
  kind: TemplateKind;
  patterns: string[];
  targets: string[];
  answer: string;
  domain: TemplateDomain;
  enabled: boolean;
}
