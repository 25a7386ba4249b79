import { z } from 'zod';
import type { QaAnswer } from '../qa/answer';
import { pageQuery } from './paging';
import type { PermittedRow } from './resource-permissions';
import { rowId } from './row-id';

/**
 * The console's Q&A library calls (知识问答库, manager/v1/qa). A library belongs to a project and is
 * a resource of type QA: reading it needs accessAuth, changing its categories and pairs (and
 * importing) editAuth, switching the library on or off enableAuth, deleting it deleteAuth.
 */
export const QA_API = {
  libraryPage: '/manager/v1/qa/library/page', // GET ?projectId&pageNo&pageSize&name&tag
  libraryDetail: '/manager/v1/qa/library/detail', // GET ?id
  libraryCreate: '/manager/v1/qa/library/create', // PUT qaLibraryCreateBody
  libraryEdit: '/manager/v1/qa/library/edit', // POST qaLibraryEditBody
  libraryEnable: '/manager/v1/qa/library/enable', // PUT { id, enabled }
  libraryRemove: '/manager/v1/qa/library', // DELETE ?id
  categories: '/manager/v1/qa/category/list', // GET ?libraryId → QaCategory[]
  categoryCreate: '/manager/v1/qa/category/create', // PUT { libraryId, parentId, name }
  categoryRename: '/manager/v1/qa/category/rename', // POST { id, name }
  categoryMove: '/manager/v1/qa/category/move', // POST { id, parentId }
  categoryRemove: '/manager/v1/qa/category', // DELETE ?id (its pairs go to 未分类)
  pairPage: '/manager/v1/qa/pair/page', // GET QaPairPageQuery
  pairDetail: '/manager/v1/qa/pair/detail', // GET ?id → QaPair
  pairCreate: '/manager/v1/qa/pair/create', // PUT QaPairCreateBody
  pairEdit: '/manager/v1/qa/pair/edit', // POST qaPairEditBody
  pairBatch: '/manager/v1/qa/pair/batch', // POST qaPairBatchBody
  pairSuggest: '/manager/v1/qa/pair/suggest', // GET ?libraryId&text&excludeId → QaSuggestion[]
  screenPages: '/manager/v1/qa/screen-pages', // GET ?libraryId → QaScreenPage[]
  template: '/manager/v1/qa/xlsx/template', // GET → xlsx
  exportXlsx: '/manager/v1/qa/xlsx/export', // GET ?libraryId → xlsx
  importXlsx: '/manager/v1/qa/xlsx/import', // POST multipart file ?libraryId&mode → QaImportResult
  importReport: '/manager/v1/qa/xlsx/report', // GET ?id → xlsx of the refused rows
} as const;

export const QA_MSG = {
  libraryNotFound: '问答库不存在',
  libraryCreated: '问答库已创建',
  librarySaved: '问答库已保存',
  libraryEnabled: '问答库已启用',
  libraryDisabled: '问答库已停用',
  libraryNameTaken: '项目中已有同名问答库',
  categoryNotFound: '分类不存在',
  categoryNameTaken: '同一层级下已有同名分类',
  categoryIntoItself: '不能移动到自身或其子分类下',
  categoryCreated: '分类已创建',
  categorySaved: '分类已保存',
  categoryMoved: '分类已移动',
  categoryRemoved: '分类已删除，其中的问答已移至未分类',
  pairNotFound: '问答不存在',
  pairCreated: '问答已创建',
  pairSaved: '问答已保存',
  questionTaken: '问答库中已有相同的标准问题',
  pageNotFound: '所选屏幕页面不存在',
  reportNotFound: '错误报告不存在或已过期，请重新导入',
} as const;

/** The uncategorised pairs' name, and the filter value that asks for them. */
export const UNCATEGORISED = '未分类';
export const UNCATEGORISED_FILTER = 'NONE';

/** Content limits (ours; the spec leaves them open). */
export const QA_LIMITS = {
  question: 200,
  similarQuestions: 50,
  answers: 10,
  answer: 2000,
  tags: 10,
  tag: 20,
  categoryName: 30,
  libraryName: 30,
  description: 200,
  batch: 500,
  suggestions: 5,
} as const;

/** What an xlsx upload may be: refused before reading beyond these. */
export const QA_IMPORT_LIMITS = {
  /** The file as uploaded. */
  fileBytes: 10 * 1024 * 1024,
  /** Everything inside the zip once inflated (a zip bomb stops here). */
  inflatedBytes: 100 * 1024 * 1024,
  /** Data rows of the sheet. */
  rows: 20_000,
  /** Errors listed in the answer (the report holds them all). */
  errorsShown: 20,
  /** How long the error report can be downloaded. */
  reportMinutes: 30,
} as const;

export const QA_IMPORT_MODES = ['append', 'overwrite'] as const;
export type QaImportMode = (typeof QA_IMPORT_MODES)[number];
export const QA_IMPORT_MODE_NAMES: Record<QaImportMode, string> = {
  append: '追加（同标准问题则更新）',
  overwrite: '覆盖（清空后导入）',
};

const id = z.string().min(1).max(64);
const noSlash = (value: string) => !value.includes('/');

const libraryName = z
  .string({ error: '请输入问答库名称' })
  .trim()
  .min(1, '请输入问答库名称')
  .max(QA_LIMITS.libraryName, `问答库名称不能超过${QA_LIMITS.libraryName}个字符`);
const description = z
  .string()
  .trim()
  .max(QA_LIMITS.description, `描述不能超过${QA_LIMITS.description}个字符`)
  .default('');
export const categoryName = z
  .string({ error: '请输入分类名称' })
  .trim()
  .min(1, '请输入分类名称')
  .max(QA_LIMITS.categoryName, `分类名称不能超过${QA_LIMITS.categoryName}个字符`)
  // "/" separates the levels of a category path in the xlsx.
  .refine(noSlash, '分类名称不能包含“/”');

export const qaQuestion = z
  .string({ error: '请输入标准问题' })
  .trim()
  .min(1, '请输入标准问题')
  .max(QA_LIMITS.question, `问题不能超过${QA_LIMITS.question}个字符`);
const similarQuestion = z
  .string()
  .trim()
  .min(1, '相似问题不能为空')
  .max(QA_LIMITS.question, `相似问题不能超过${QA_LIMITS.question}个字符`);
export const qaTag = z
  .string()
  .trim()
  .min(1, '标签不能为空')
  .max(QA_LIMITS.tag, `标签不能超过${QA_LIMITS.tag}个字符`);

export const qaAnswer = z.object({
  text: z
    .string({ error: '请输入答案' })
    .trim()
    .min(1, '请输入答案')
    .max(QA_LIMITS.answer, `答案不能超过${QA_LIMITS.answer}个字符`),
  media: z
    .object({
      kind: z.enum(['image', 'video'], { error: '媒体须为图片或视频' }),
      url: z.string().trim().min(1, '请选择媒体文件').max(1000),
      name: z.string().trim().max(200).default(''),
    })
    .nullable()
    .default(null),
  page: z.object({ homepageId: id, pageId: id }).nullable().default(null),
}) satisfies z.ZodType<QaAnswer, unknown>;

const distinct = (values: string[]) => new Set(values).size === values.length;

const pairFields = {
  categoryId: id.nullable().default(null),
  question: qaQuestion,
  similarQuestions: z
    .array(similarQuestion)
    .max(QA_LIMITS.similarQuestions, `相似问题最多${QA_LIMITS.similarQuestions}个`)
    .refine(distinct, '相似问题重复')
    .default([]),
  answers: z
    .array(qaAnswer)
    .min(1, '请至少填写一个答案')
    .max(QA_LIMITS.answers, `答案最多${QA_LIMITS.answers}个`),
  enabled: z.boolean().default(true),
  tags: z
    .array(qaTag)
    .max(QA_LIMITS.tags, `标签最多${QA_LIMITS.tags}个`)
    .refine(distinct, '标签重复')
    .default([]),
};
/** A similar question equal to the standard one says nothing new. */
const similarNotStandard = {
  message: '相似问题不能与标准问题相同',
  path: ['similarQuestions'],
};
const hasNoStandardCopy = (pair: { question: string; similarQuestions: string[] }) =>
  !pair.similarQuestions.includes(pair.question);

export const qaLibraryPageQuery = pageQuery.extend({
  projectId: id,
  name: z.string().trim().max(QA_LIMITS.libraryName).optional(),
  tag: z.string().trim().min(1).max(20).optional(),
});
export const qaIdQuery = z.object({ id });
export const qaLibraryCreateBody = z.object({ projectId: id, name: libraryName, description });
export const qaLibraryEditBody = z.object({ id, name: libraryName, description });
export const qaEnableBody = z.object({ id, enabled: z.boolean({ error: '请说明启用或停用' }) });

export const qaLibraryIdQuery = z.object({ libraryId: id });
export const qaCategoryCreateBody = z.object({
  libraryId: id,
  parentId: id.nullable().default(null),
  name: categoryName,
});
export const qaCategoryRenameBody = z.object({ id, name: categoryName });
export const qaCategoryMoveBody = z.object({ id, parentId: id.nullable() });

export const qaPairPageQuery = pageQuery.extend({
  libraryId: id,
  /** Searched in the standard question, the similar questions and the answers' text. */
  keyword: z.string().trim().max(QA_LIMITS.question).optional(),
  /** A category (with its sub-categories), or UNCATEGORISED_FILTER for 未分类. */
  categoryId: z.union([rowId, z.literal(UNCATEGORISED_FILTER)]).optional(),
  enabled: z.enum(['true', 'false']).optional(),
  tag: z.string().trim().min(1).max(QA_LIMITS.tag).optional(),
});
/** A pair's content alone (what an xlsx row carries besides its category path). */
export const qaPairContent = z.object(pairFields).refine(hasNoStandardCopy, similarNotStandard);
export const qaPairCreateBody = z
  .object({ libraryId: id, ...pairFields })
  .refine(hasNoStandardCopy, similarNotStandard);
export const qaPairEditBody = z.object({ id, ...pairFields }).refine(hasNoStandardCopy, similarNotStandard);

export const QA_BATCH_ACTIONS = ['ENABLE', 'DISABLE', 'MOVE', 'DELETE', 'TAG'] as const;
export type QaBatchAction = (typeof QA_BATCH_ACTIONS)[number];
export const qaPairBatchBody = z
  .object({
    libraryId: id,
    ids: z.array(id).min(1, '请先选择问答').max(QA_LIMITS.batch, `一次最多操作${QA_LIMITS.batch}条`),
    action: z.enum(QA_BATCH_ACTIONS, { error: '请选择批量操作' }),
    /** MOVE: the target category (null: 未分类). */
    categoryId: id.nullable().optional(),
    /** TAG: the tags added to each pair. */
    tags: z.array(qaTag).max(QA_LIMITS.tags, `标签最多${QA_LIMITS.tags}个`).optional(),
  })
  .refine((body) => body.action !== 'MOVE' || body.categoryId !== undefined, {
    message: '请选择目标分类',
    path: ['categoryId'],
  })
  .refine((body) => body.action !== 'TAG' || (body.tags?.length ?? 0) > 0, {
    message: '请输入标签',
    path: ['tags'],
  });
export const qaSuggestQuery = z.object({
  libraryId: id,
  text: z.string().trim().max(QA_LIMITS.question).default(''),
  excludeId: rowId.optional(),
});
export const qaImportQuery = z.object({
  libraryId: id,
  mode: z.enum(QA_IMPORT_MODES, { error: '请选择导入方式' }),
});

export type QaPairCreateBody = z.input<typeof qaPairCreateBody>;
export type QaPairFields = z.output<typeof qaPairContent>;

/** A library as the list and the detail show it, with the caller's flags and its tags. */
export interface QaLibrarySummary extends PermittedRow {
  id: string;
  projectId: string;
  name: string;
  description: string;
  enabled: boolean;
  pairCount: number;
  enabledPairCount: number;
  /** The creator's nickname; null for seeded libraries. */
  ownerName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface QaCategory {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
  /** Pairs directly in it (not in its sub-categories). */
  pairCount: number;
}

/** The category list with the count of 未分类 pairs beside it. */
export interface QaCategoryList {
  categories: QaCategory[];
  uncategorised: number;
  total: number;
}

export interface QaPair {
  id: string;
  libraryId: string;
  categoryId: string | null;
  question: string;
  similarQuestions: string[];
  answers: QaAnswer[];
  enabled: boolean;
  tags: string[];
  /** The nickname of who changed it last (null for seeded or imported without an author). */
  updatedByName: string | null;
  updatedAt: string;
}

/** An existing question close to what is being typed (the keyword prompt). */
export interface QaSuggestion {
  id: string;
  question: string;
  /** The similar question that came closest, when it beat the standard one. */
  similar: string | null;
  /** Shared characters over the typed text's characters, 0..1. */
  score: number;
}

/** A page of one of the project's screen configurations an answer can show. */
export interface QaScreenPage {
  homepageId: string;
  homepageName: string;
  pageId: string;
  pageName: string;
  /** In the released configuration (else only in its draft). */
  released: boolean;
}

export interface QaImportError {
  /** The sheet's row number as Excel shows it. */
  row: number;
  reason: string;
}

/** An import either wrote every row or none; a refused one names its bad rows. */
export type QaImportResult =
  | { outcome: 'IMPORTED'; inserted: number; updated: number; removed: number }
  | { outcome: 'REFUSED'; errorCount: number; errors: QaImportError[]; reportId: string };

/** The xlsx columns, in order. 答案N repeat: one answer per column; the rest are optional. */
export const QA_XLSX = {
  sheet: '问答',
  category: '分类',
  question: '标准问题',
  similar: '相似问题',
  answer: '答案',
  enabled: '启用',
  tags: '标签',
  media: '媒体',
  page: '页面',
  error: '错误原因',
  yes: '是',
  no: '否',
} as const;
