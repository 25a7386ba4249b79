import { ACTION_MSG, type ActionSummary, actionCreateBody } from '../../shared/api/actions';
import type { ResourceKind } from '../components/resource-kit/resource-kind';
import { actionApi } from './action-api';
import { actionPaths } from './action-paths';
import { ACTION_KEYS, useActionPage } from './action-queries';

/** Actions (动作管理) as a project resource kind: its list, its page and their row actions. */
export const ACTION_KIND: ResourceKind<ActionSummary> = {
  type: 'ACTION',
  noun: '动作',
  title: '动作管理',
  summary: '编排机器人在意图或回答命中后要做的事：播报、显示页面、移动到点位、肢体动作，按页面类型分别配置。',
  paths: actionPaths,
  usePage: useActionPage,
  refreshKey: ACTION_KEYS.all,
  enable: {
    call: actionApi.enable,
    messages: ACTION_MSG,
    effect: '停用后，意图和问答不再触发这个动作，可随时重新启用。',
  },
  nameForm: {
    nameRule: actionCreateBody.shape.name,
    withDescription: true,
    create: actionApi.create,
    created: ACTION_MSG.created,
    edit: actionApi.edit,
    saved: ACTION_MSG.saved,
  },
  remove: { call: actionApi.remove, effect: () => '删除后不可恢复，引用它的意图将不再触发动作。' },
};
