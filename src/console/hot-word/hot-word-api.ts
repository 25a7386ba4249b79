import {
  HOT_WORD_API,
  type HotWord,
  type HotWordFile,
  type HotWordListSummary,
} from '../../shared/api/hot-words';
import type { Page } from '../../shared/api/paging';
import { downloadBlob } from '../api/download';
import { type CallOptions, http, UPLOAD_CALL } from '../api/http';
import type { ListQuery } from '../components/resource-kit/resource-kind';

export interface HotWordFields {
  name: string;
  description: string;
}

/** Sends one word file as multipart (field `file`). */
function sendWordFile(url: string, query: Record<string, string>, file: File): Promise<HotWordFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<HotWordFile>(`${url}?${new URLSearchParams(query)}`, form, UPLOAD_CALL);
}

/** The hot word calls (shared/api/hot-words.ts), scoped by the request layer's Is-Enterprise. */
export const hotWordApi = {
  page: (projectId: string, query: ListQuery, options?: CallOptions) =>
    http.get<Page<HotWordListSummary>>(HOT_WORD_API.page, { projectId, ...query }, options),
  detail: (id: string, options?: CallOptions) =>
    http.get<HotWordListSummary>(HOT_WORD_API.detail, { id }, options),
  create: (projectId: string, fields: HotWordFields) =>
    http.put<HotWordListSummary>(HOT_WORD_API.create, { projectId, ...fields }),
  edit: (id: string, fields: HotWordFields) =>
    http.post<HotWordListSummary>(HOT_WORD_API.edit, { id, ...fields }),
  enable: (id: string, enabled: boolean) =>
    http.put<HotWordListSummary>(HOT_WORD_API.enable, { id, enabled }),
  remove: (id: string) => http.delete<null>(`${HOT_WORD_API.remove}?${new URLSearchParams({ id })}`),
  files: (listId: string, query: ListQuery, options?: CallOptions) =>
    http.get<Page<HotWordFile>>(HOT_WORD_API.files, { listId, ...query }, options),
  words: (id: string, query: { keyword?: string; pageNo: number; pageSize: number }, options?: CallOptions) =>
    http.get<Page<HotWord>>(HOT_WORD_API.words, { id, ...query }, options),
  upload: (listId: string, file: File) => sendWordFile(HOT_WORD_API.upload, { listId }, file),
  replace: (id: string, file: File) => sendWordFile(HOT_WORD_API.replace, { id }, file),
  download: (id: string) => downloadBlob(`${HOT_WORD_API.download}?${new URLSearchParams({ id })}`),
  removeFile: (id: string) => http.delete<null>(`${HOT_WORD_API.removeFile}?${new URLSearchParams({ id })}`),
};
