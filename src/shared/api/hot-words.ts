import { z } from 'zod';
import { pageQuery } from './paging';
import { resourceMessages } from './resource-messages';
import type { PermittedRow } from './resource-permissions';

/**
 * The console's hot word calls (热词, route `hotWord`, manager/v1/hotWord). A hot word list tunes
 * the robots' speech recognition towards a project's words; its words come in .txt files (one
 * word a line, optionally followed by a weight) managed on `fileManage/{id}/{name}`. Resource
 * type BUTTOM (shared with the fallback sets: the spec's one permission code for 个性设置).
 */
export const HOT_WORD_API = {
  page: '/manager/v1/hotWord/page', // GET ?projectId&pageNo&pageSize&name&tag
  detail: '/manager/v1/hotWord/detail', // GET ?id
  create: '/manager/v1/hotWord/create', // PUT hotWordCreateBody
  edit: '/manager/v1/hotWord/edit', // POST HotWordEditBody
  enable: '/manager/v1/hotWord/enable', // PUT { id, enabled }
  remove: '/manager/v1/hotWord', // DELETE ?id
  files: '/manager/v1/hotWord/file/page', // GET ?listId&pageNo&pageSize&name
  upload: '/manager/v1/hotWord/file/upload', // POST ?listId, multipart field `file`
  replace: '/manager/v1/hotWord/file/replace', // POST ?id, multipart field `file`
  download: '/manager/v1/hotWord/file/download', // GET ?id — the file as uploaded
  words: '/manager/v1/hotWord/file/words', // GET ?id&keyword&pageNo&pageSize
  removeFile: '/manager/v1/hotWord/file', // DELETE ?id
} as const;

export const HOT_WORD_MSG = {
  ...resourceMessages('热词表'),
  fileNotFound: '热词文件不存在',
  replaced: '热词文件已替换',
  noWords: '文件中没有热词，请每行填写一个词',
  notText: '文件类型错误，请上传 UTF-8 编码的 .txt 文件',
} as const;

/** A word file: plain UTF-8 text, at most 2 MB (the spec's default upload limit). */
export const HOT_WORD_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const HOT_WORD_FILE_EXTENSION = '.txt';
export const HOT_WORD_MAX_LENGTH = 30;
export const HOT_WORD_WEIGHT = { min: 1, max: 10 } as const;

const id = z.string().min(1).max(64);
const listName = z
  .string({ error: '请输入热词表名称' })
  .trim()
  .min(1, '请输入热词表名称')
  .max(30, '热词表名称不能超过30个字符');
const description = z.string().trim().max(200, '描述不能超过200个字符').default('');

export const hotWordPageQuery = pageQuery.extend({
  projectId: id,
  name: z.string().trim().max(30).optional(),
  tag: z.string().trim().min(1).max(20).optional(),
});
export const hotWordIdQuery = z.object({ id });
export const hotWordCreateBody = z.object({ projectId: id, name: listName, description });
export const hotWordEditBody = z.object({ id, name: listName, description });
export const hotWordEnableBody = z.object({ id, enabled: z.boolean({ error: '请说明启用或停用' }) });
export const hotWordFilePageQuery = pageQuery.extend({
  listId: id,
  name: z.string().trim().max(100).optional(),
});
export const hotWordUploadQuery = z.object({ listId: id });
export const hotWordFileIdQuery = z.object({ id });
export const hotWordWordsQuery = pageQuery.extend({ id, keyword: z.string().trim().max(30).optional() });

/** A hot word list as the list and the detail show it, with the caller's flags and its tags. */
export interface HotWordListSummary extends PermittedRow {
  id: string;
  projectId: string;
  name: string;
  description: string;
  enabled: boolean;
  fileCount: number;
  wordCount: number;
  ownerName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface HotWordFile {
  id: string;
  listId: string;
  name: string;
  size: number;
  wordCount: number;
  /** Lines left out: too long, or a repeat of an earlier word. */
  skippedCount: number;
  uploaderName: string | null;
  updatedAt: string;
}

export interface HotWord {
  word: string;
  /** 1–10; null when the line gave none (the recogniser's default). */
  weight: number | null;
}
