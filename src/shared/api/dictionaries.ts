import { z } from 'zod';
import { pageQuery } from './paging';
import { resourceMessages } from './resource-messages';
import type { PermittedRow } from './resource-permissions';

/**
 * The console's dictionary calls (词典管理, manager/v1/dictionary). A dictionary is a word list of a
 * project that intent slots are filled from: each entry is a normalised word with the synonyms
 * that mean it (说"洗手间"，槽位取"卫生间"). Resource type DICT; every call checks the project and
 * the flags on the dictionary.
 */
export const DICTIONARY_API = {
  page: '/manager/v1/dictionary/page', // GET ?projectId&pageNo&pageSize&name&tag
  detail: '/manager/v1/dictionary/detail', // GET ?id
  create: '/manager/v1/dictionary/create', // PUT dictionaryCreateBody
  edit: '/manager/v1/dictionary/edit', // POST DictionaryEditBody
  enable: '/manager/v1/dictionary/enable', // PUT { id, enabled }
  usage: '/manager/v1/dictionary/usage', // GET ?id → the intents whose slots use it
  remove: '/manager/v1/dictionary', // DELETE ?id
  entries: '/manager/v1/dictionary/entry/page', // GET ?dictionaryId&pageNo&pageSize&keyword
  entryCreate: '/manager/v1/dictionary/entry/create', // PUT EntryCreateBody
  entryEdit: '/manager/v1/dictionary/entry/edit', // POST EntryEditBody
  entryRemove: '/manager/v1/dictionary/entry/delete', // POST { dictionaryId, ids }
  import: '/manager/v1/dictionary/entry/import', // POST multipart file ?dictionaryId&mode
  export: '/manager/v1/dictionary/entry/export', // GET ?dictionaryId&format
} as const;

export const DICTIONARY_MSG = {
  ...resourceMessages('词典'),
  entryNotFound: '词条不存在',
  entryCreated: '词条已添加',
  entrySaved: '词条已保存',
  importFailed: '导入失败：文件中有错误，未导入任何词条',
  importEmpty: '文件中没有词条',
  importType: '请上传 .txt 或 .xlsx 文件',
  importColumns: '表格第一行应为表头：词条、同义词',
  importTooMany: `一次最多导入 ${10000} 个词条`,
  importUnreadable: '文件无法读取，请确认是有效的 .xlsx 或 UTF-8 编码的 .txt 文件',
} as const;

/** Why a dictionary cannot be deleted: slots of these intents are filled from it. */
export const dictionaryInUse = (intentNames: string[]) =>
  `词典正被意图「${intentNames.slice(0, 5).join('」「')}」${intentNames.length > 5 ? `等 ${intentNames.length} 个意图` : ''}的槽位使用，请先为这些槽位更换词典`;

export const ENTRY_LIMITS = {
  wordLength: 30,
  synonyms: 50,
  importRows: 10000,
  importBytes: 2 * 1024 * 1024,
} as const;

/**
 * The text import's format: one entry per line, its synonyms after it, separated by commas (, or ，),
 * 、 or tabs. Blank lines and lines starting with # are skipped.
 */
export const TXT_SEPARATORS = /[,，、\t]/;
export const TXT_FORMAT_HINT =
  '每行一个词条，同义词跟在词条后，用逗号（, 或 ，）、顿号或 Tab 分隔，如：卫生间，洗手间，厕所';
/** The xlsx import's (and export's) columns; 同义词 holds the synonyms separated like the text file's. */
export const XLSX_COLUMNS = ['词条', '同义词'] as const;

const id = z.string().min(1).max(64);
const dictionaryName = z
  .string({ error: '请输入词典名称' })
  .trim()
  .min(1, '请输入词典名称')
  .max(30, '词典名称不能超过30个字符');
const description = z.string().trim().max(200, '描述不能超过200个字符').default('');
const word = z
  .string({ error: '请输入词条' })
  .trim()
  .min(1, '请输入词条')
  .max(ENTRY_LIMITS.wordLength, `词条不能超过${ENTRY_LIMITS.wordLength}个字符`);
const synonym = z
  .string()
  .trim()
  .min(1, '同义词不能为空')
  .max(ENTRY_LIMITS.wordLength, `同义词不能超过${ENTRY_LIMITS.wordLength}个字符`);

/** The entry's words checked together: no synonym repeats another or the entry itself. */
export const entryWords = z
  .object({
    value: word,
    synonyms: z.array(synonym).max(ENTRY_LIMITS.synonyms, `同义词最多${ENTRY_LIMITS.synonyms}个`).default([]),
  })
  .superRefine((entry, context) => {
    const seen = new Set([entry.value]);
    for (const one of entry.synonyms) {
      if (seen.has(one)) context.addIssue({ code: 'custom', message: `「${one}」重复出现在词条中` });
      seen.add(one);
    }
  });

export const dictionaryPageQuery = pageQuery.extend({
  projectId: id,
  name: z.string().trim().max(30).optional(),
  tag: z.string().trim().min(1).max(20).optional(),
});
export const dictionaryIdQuery = z.object({ id });
export const dictionaryCreateBody = z.object({ projectId: id, name: dictionaryName, description });
export const dictionaryEditBody = z.object({ id, name: dictionaryName, description });
export const dictionaryEnableBody = z.object({ id, enabled: z.boolean({ error: '请说明启用或停用' }) });

export const entryPageQuery = pageQuery.extend({
  dictionaryId: id,
  keyword: z.string().trim().max(ENTRY_LIMITS.wordLength).optional(),
});
export const entryCreateBody = z.intersection(z.object({ dictionaryId: id }), entryWords);
export const entryEditBody = z.intersection(z.object({ id }), entryWords);
export const entryRemoveBody = z.object({
  dictionaryId: id,
  ids: z.array(id).min(1, '请选择要删除的词条').max(500, '一次最多删除500个词条'),
});
export const IMPORT_MODES = ['APPEND', 'OVERWRITE'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const IMPORT_MODE_NAMES: Record<ImportMode, string> = {
  APPEND: '追加：新词条加入，已有词条合并同义词',
  OVERWRITE: '覆盖：先清空词典，再导入文件中的词条',
};
export const entryImportQuery = z.object({
  dictionaryId: id,
  mode: z.enum(IMPORT_MODES, { error: '请选择导入方式' }).default('APPEND'),
});
export const EXPORT_FORMATS = ['xlsx', 'txt'] as const;
export const entryExportQuery = z.object({
  dictionaryId: id,
  format: z.enum(EXPORT_FORMATS, { error: '请选择导出格式' }).default('xlsx'),
});

export type DictionaryFields = Omit<z.output<typeof dictionaryCreateBody>, 'projectId'>;
export type EntryWords = z.output<typeof entryWords>;

/** A dictionary as its list and its page show it, with the caller's flags and its tags. */
export interface DictionarySummary extends PermittedRow {
  id: string;
  projectId: string;
  name: string;
  description: string;
  enabled: boolean;
  entryCount: number;
  /** The creator's nickname; null for seeded dictionaries. */
  ownerName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DictionaryEntry {
  id: string;
  value: string;
  synonyms: string[];
  updatedAt: string;
}

/** The intents whose slots are filled from a dictionary. */
export interface DictionaryUsage {
  intents: { id: string; name: string; slots: string[] }[];
}

/** A line or row of an import file that was refused, numbered as the operator sees it. */
export interface ImportRowError {
  row: number;
  message: string;
}

export interface ImportResult {
  added: number;
  merged: number;
  total: number;
}
