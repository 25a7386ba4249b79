import { HOT_WORD_MSG, type HotWordListSummary, hotWordCreateBody } from '../../shared/api/hot-words';
import type { ResourceKind } from '../components/resource-kit/resource-kind';
import { hotWordApi } from './hot-word-api';
import { hotWordPaths } from './hot-word-paths';
import { HOT_WORD_KEYS, useHotWordPage } from './hot-word-queries';

/** Hot word lists (热词) as a project resource kind; a list's page is its word files. */
export const HOT_WORD_KIND: ResourceKind<HotWordListSummary> = {
  type: 'BUTTOM',
  noun: '热词表',
  title: '热词',
  summary:
    '让机器人的语音识别更准确地听懂项目里的专有名词：展区、展品、人名、地名……每个热词表由若干词文件组成。',
  paths: hotWordPaths,
  usePage: useHotWordPage,
  refreshKey: HOT_WORD_KEYS.all,
  enable: {
    call: hotWordApi.enable,
    messages: HOT_WORD_MSG,
    effect: '停用后机器人的语音识别不再参考这些词，可随时重新启用。',
  },
  nameForm: {
    create: hotWordApi.create,
    created: HOT_WORD_MSG.created,
    edit: hotWordApi.edit,
    saved: HOT_WORD_MSG.saved,
    nameRule: hotWordCreateBody.shape.name,
    withDescription: true,
  },
  remove: { call: hotWordApi.remove, effect: () => '删除后不可恢复，表中的词文件一并删除。' },
};
