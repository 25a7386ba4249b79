import { INTENT_MSG, type IntentSummary } from '../../shared/api/intents';
import type { ResourceKind } from '../components/resource-kit/resource-kind';
import { intentApi } from './intent-api';
import { intentPaths } from './intent-paths';
import { INTENT_KEYS, useIntentPage } from './intent-queries';

/** Intents (意图管理) as a project resource kind. */
export const INTENT_KIND: ResourceKind<IntentSummary> = {
  type: 'INTENT',
  noun: '意图',
  title: '意图管理',
  summary: '用例句教机器人听懂访客想做什么：在例句中标注槽位，槽位从词典取值，匹配后回复或执行动作。',
  paths: intentPaths,
  usePage: useIntentPage,
  refreshKey: INTENT_KEYS.all,
  enable: {
    call: intentApi.enable,
    messages: INTENT_MSG,
    effect: '停用后机器人不再识别这个意图，可随时重新启用。',
  },
  remove: {
    call: intentApi.remove,
    effect: (intent) =>
      `它的 ${intent.exampleCount} 条例句和 ${intent.slotNames.length} 个槽位将一并删除，删除后不可恢复。`,
  },
};
