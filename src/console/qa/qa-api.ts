import type { Page } from '../../shared/api/paging';
import {
  QA_API,
  type QaBatchAction,
  type QaCategory,
  type QaCategoryList,
  type QaImportMode,
  type QaImportResult,
  type QaLibrarySummary,
  type QaPair,
  type QaPairCreateBody,
  type QaScreenPage,
  type QaSuggestion,
} from '../../shared/api/qa';
import { downloadBlob } from '../api/download';
import { type CallOptions, http, UPLOAD_CALL } from '../api/http';

export interface QaLibraryPageQuery {
  projectId: string;
  pageNo: number;
  pageSize: number;
  name?: string;
  tag?: string;
}

export interface QaPairPageQuery {
  libraryId: string;
  pageNo: number;
  pageSize: number;
  keyword?: string;
  categoryId?: string;
  enabled?: 'true' | 'false';
  tag?: string;
}

export type QaPairFieldsInput = Omit<QaPairCreateBody, 'libraryId'>;

const withQuery = (url: string, query: Record<string, string>) => `${url}?${new URLSearchParams(query)}`;

/** The Q&A library calls (shared/api/qa.ts), scoped by the request layer's Is-Enterprise. */
export const qaApi = {
  libraries: (query: QaLibraryPageQuery, options?: CallOptions) =>
    http.get<Page<QaLibrarySummary>>(QA_API.libraryPage, { ...query }, options),
  library: (id: string, options?: CallOptions) =>
    http.get<QaLibrarySummary>(QA_API.libraryDetail, { id }, options),
  createLibrary: (projectId: string, name: string, description: string) =>
    http.put<QaLibrarySummary>(QA_API.libraryCreate, { projectId, name, description }),
  editLibrary: (id: string, name: string, description: string) =>
    http.post<QaLibrarySummary>(QA_API.libraryEdit, { id, name, description }),
  enableLibrary: (id: string, enabled: boolean) =>
    http.put<QaLibrarySummary>(QA_API.libraryEnable, { id, enabled }),
  removeLibrary: (id: string) => http.delete<null>(withQuery(QA_API.libraryRemove, { id })),

  categories: (libraryId: string, options?: CallOptions) =>
    http.get<QaCategoryList>(QA_API.categories, { libraryId }, options),
  createCategory: (libraryId: string, parentId: string | null, name: string) =>
    http.put<QaCategory>(QA_API.categoryCreate, { libraryId, parentId, name }),
  renameCategory: (id: string, name: string) => http.post<null>(QA_API.categoryRename, { id, name }),
  moveCategory: (id: string, parentId: string | null) =>
    http.post<null>(QA_API.categoryMove, { id, parentId }),
  removeCategory: (id: string) => http.delete<null>(withQuery(QA_API.categoryRemove, { id })),

  pairs: (query: QaPairPageQuery, options?: CallOptions) =>
    http.get<Page<QaPair>>(QA_API.pairPage, { ...query }, options),
  pair: (id: string, options?: CallOptions) => http.get<QaPair>(QA_API.pairDetail, { id }, options),
  createPair: (libraryId: string, fields: QaPairFieldsInput) =>
    http.put<QaPair>(QA_API.pairCreate, { libraryId, ...fields }),
  editPair: (id: string, fields: QaPairFieldsInput) => http.post<QaPair>(QA_API.pairEdit, { id, ...fields }),
  batch: (
    libraryId: string,
    ids: string[],
    action: QaBatchAction,
    extra: { categoryId?: string | null; tags?: string[] } = {},
  ) => http.post<{ changed: number }>(QA_API.pairBatch, { libraryId, ids, action, ...extra }),
  suggest: (libraryId: string, text: string, excludeId?: string, options?: CallOptions) =>
    http.get<QaSuggestion[]>(QA_API.pairSuggest, { libraryId, text, excludeId }, options),
  screenPages: (libraryId: string) => http.get<QaScreenPage[]>(QA_API.screenPages, { libraryId }),

  template: () => downloadBlob(QA_API.template),
  exportXlsx: (libraryId: string) => downloadBlob(withQuery(QA_API.exportXlsx, { libraryId }), UPLOAD_CALL),
  importXlsx: (libraryId: string, mode: QaImportMode, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return http.post<QaImportResult>(withQuery(QA_API.importXlsx, { libraryId, mode }), body, {
      ...UPLOAD_CALL,
      quiet: true,
    });
  },
  report: (id: string) => downloadBlob(withQuery(QA_API.importReport, { id })),
};
