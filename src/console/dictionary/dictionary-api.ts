import {
  DICTIONARY_API,
  type DictionaryEntry,
  type DictionaryFields,
  type DictionarySummary,
  type DictionaryUsage,
  type EntryWords,
  type ImportMode,
  type ImportResult,
} from '../../shared/api/dictionaries';
import type { Page } from '../../shared/api/paging';
import { downloadBlob } from '../api/download';
import { type CallOptions, http, UPLOAD_CALL } from '../api/http';
import type { ListQuery } from '../components/resource-kit/resource-kind';

export interface EntryQuery {
  dictionaryId: string;
  pageNo: number;
  pageSize: number;
  keyword?: string;
}

/** The dictionary calls (shared/api/dictionaries.ts), scoped by the request layer's Is-Enterprise. */
export const dictionaryApi = {
  page: (projectId: string, query: ListQuery, options?: CallOptions) =>
    http.get<Page<DictionarySummary>>(DICTIONARY_API.page, { projectId, ...query }, options),
  detail: (id: string, options?: CallOptions) =>
    http.get<DictionarySummary>(DICTIONARY_API.detail, { id }, options),
  usage: (id: string) => http.get<DictionaryUsage>(DICTIONARY_API.usage, { id }),
  create: (projectId: string, fields: DictionaryFields) =>
    http.put<DictionarySummary>(DICTIONARY_API.create, { projectId, ...fields }),
  edit: (id: string, fields: DictionaryFields) =>
    http.post<DictionarySummary>(DICTIONARY_API.edit, { id, ...fields }),
  enable: (id: string, enabled: boolean) =>
    http.put<DictionarySummary>(DICTIONARY_API.enable, { id, enabled }),
  remove: (id: string) => http.delete<null>(`${DICTIONARY_API.remove}?${new URLSearchParams({ id })}`),
  entries: (query: EntryQuery, options?: CallOptions) =>
    http.get<Page<DictionaryEntry>>(DICTIONARY_API.entries, { ...query }, options),
  addEntry: (dictionaryId: string, words: EntryWords) =>
    http.put<DictionaryEntry>(DICTIONARY_API.entryCreate, { dictionaryId, ...words }),
  editEntry: (id: string, words: EntryWords) =>
    http.post<DictionaryEntry>(DICTIONARY_API.entryEdit, { id, ...words }),
  removeEntries: (dictionaryId: string, ids: string[]) =>
    http.post<{ removed: number }>(DICTIONARY_API.entryRemove, { dictionaryId, ids }),
  /** Quiet: the import dialog shows the refusal and its rows in place. */
  importEntries: (dictionaryId: string, mode: ImportMode, file: Blob & { name?: string }) => {
    const body = new FormData();
    body.append('file', file, file.name ?? 'entries.txt');
    const query = new URLSearchParams({ dictionaryId, mode });
    return http.post<ImportResult>(`${DICTIONARY_API.import}?${query}`, body, {
      ...UPLOAD_CALL,
      quiet: true,
    });
  },
  exportEntries: (dictionaryId: string, format: 'xlsx' | 'txt') =>
    downloadBlob(`${DICTIONARY_API.export}?${new URLSearchParams({ dictionaryId, format })}`),
};
