import { KG_MSG, type KgBaseSummary } from '../../shared/api/knowledge-graph';
import type { ResourceKind } from '../components/resource-kit/resource-kind';
import { kgApi } from './kg-api';
import { kgPaths } from './kg-paths';
import { KG_KEYS, useBasePage } from './kg-queries';

/** Knowledge graphs (领域图谱) as a project resource kind: never switched off, built instead. */
export const KG_KIND: ResourceKind<KgBaseSummary> = {
  type: 'KG_BASE',
  noun: '知识图谱',
  title: '领域图谱',
  summary: '用概念、实体与关系描述业务知识；构建后机器人据此回答「故宫的门票多少钱」这类问题。',
  paths: kgPaths,
  usePage: useBasePage,
  refreshKey: KG_KEYS.bases,
  calls: { build: { call: kgApi.build, message: KG_MSG.buildStarted } },
  remove: {
    call: kgApi.removeBase,
    message: KG_MSG.deleted,
    effect: (base) =>
      `其中的 ${base.conceptCount} 个概念、${base.entityCount} 个实体一并删除，不可恢复；使用它的机器人不再能回答图谱问题。`,
  },
};
