import { QA_MSG, type QaLibrarySummary } from '../../shared/api/qa';
import type { ResourceKind } from '../components/resource-kit/resource-kind';
import { qaApi } from './qa-api';
import { qaPaths } from './qa-paths';
import { QA_KEYS, useQaLibraries } from './qa-queries';

/** Q&A libraries (知识问答库) as a project resource kind. */
export const QA_LIBRARY_KIND: ResourceKind<QaLibrarySummary> = {
  type: 'QA',
  noun: '问答库',
  title: '知识问答库',
  summary: '维护机器人回答访客的标准问题、相似问法与答案；启用的问答库参与机器人的问答匹配。',
  paths: qaPaths,
  usePage: useQaLibraries,
  refreshKey: QA_KEYS.all,
  enable: {
    call: qaApi.enableLibrary,
    messages: { enabled: QA_MSG.libraryEnabled, disabled: QA_MSG.libraryDisabled },
    effect: '停用后机器人不再用其中的问答回答访客，可随时重新启用。',
  },
  remove: {
    call: qaApi.removeLibrary,
    effect: (library) =>
      library.pairCount > 0
        ? `其中的 ${library.pairCount} 条问答和全部分类将一并删除，且不可恢复。建议先导出备份。`
        : '删除后不可恢复。',
  },
};
