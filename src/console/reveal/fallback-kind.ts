import { FALLBACK_MSG, type FallbackSummary, fallbackCreateBody } from '../../shared/api/fallback';
import type { ResourceKind } from '../components/resource-kit/resource-kind';
import { fallbackApi } from './fallback-api';
import { fallbackPaths } from './fallback-paths';
import { FALLBACK_KEYS, useFallbackPage } from './fallback-queries';

/** Fallback sets (个性化兜底) as a project resource kind. */
export const FALLBACK_KIND: ResourceKind<FallbackSummary> = {
  type: 'BUTTOM',
  noun: '兜底设置',
  title: '个性化兜底',
  summary: '机器人没有找到答案时说什么：按场景（未识别、超出范围、闲聊…）准备回答，随机或轮流使用。',
  paths: fallbackPaths,
  usePage: useFallbackPage,
  refreshKey: FALLBACK_KEYS.all,
  enable: {
    call: fallbackApi.enable,
    messages: FALLBACK_MSG,
    effect: '停用后机器人不再使用这组回答；项目中其他启用的兜底设置会接替它。',
  },
  nameForm: {
    create: (projectId, { name }) => fallbackApi.create(projectId, name),
    created: FALLBACK_MSG.created,
    nameRule: fallbackCreateBody.shape.name,
    nameLabel: '名称',
  },
  remove: { call: fallbackApi.remove, effect: () => '删除后不可恢复。' },
};
