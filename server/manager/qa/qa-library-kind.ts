import {
  QA_API,
  QA_MSG,
  type QaLibrarySummary,
  qaEnableBody,
  qaIdQuery,
  qaLibraryCreateBody,
  qaLibraryEditBody,
  qaLibraryPageQuery,
} from '../../../src/shared/api/qa';
import { qaLibraries } from '../../db/schema';
import type { ResourceKind } from '../resource-kit/resource-kind';
import { qaLibrarySummaries } from './qa-library-summary';

/**
 * 知识问答库 (resource type QA): a project's libraries of question–answer pairs. Deleting one takes
 * its categories and pairs (foreign keys cascade).
 */
export const qaLibraryKind: ResourceKind<QaLibrarySummary> = {
  type: 'QA',
  menus: ['QA'],
  table: qaLibraries,
  messages: {
    notFound: QA_MSG.libraryNotFound,
    created: QA_MSG.libraryCreated,
    saved: QA_MSG.librarySaved,
    enabled: QA_MSG.libraryEnabled,
    disabled: QA_MSG.libraryDisabled,
    nameTaken: QA_MSG.libraryNameTaken,
  },
  log: { action: 'qa.library', idKey: 'libraryId' },
  read: { summaries: qaLibrarySummaries },
  calls: {
    page: { url: QA_API.libraryPage, query: qaLibraryPageQuery },
    detail: { method: 'GET', url: QA_API.libraryDetail, id: qaIdQuery },
    create: { method: 'PUT', url: QA_API.libraryCreate, body: qaLibraryCreateBody },
    edit: { method: 'POST', url: QA_API.libraryEdit, body: qaLibraryEditBody },
    enable: { method: 'PUT', url: QA_API.libraryEnable, body: qaEnableBody },
    remove: { method: 'DELETE', url: QA_API.libraryRemove, id: qaIdQuery },
  },
};
