import {
  ACTION_API,
  ACTION_MSG,
  type ActionSummary,
  actionCreateBody,
  actionEditBody,
  actionEnableBody,
  actionIdQuery,
  actionPageQuery,
} from '../../../src/shared/api/actions';
import { actions } from '../../db/schema';
import type { ResourceKind } from '../resource-kit/resource-kind';
import { accessOfKind } from '../resource-kit/resource-kind-calls';
import { usualCalls } from '../resource-kit/usual-calls';
import { actionSummaries } from './action-summary';

/** 动作管理 (resource type ACTION): under 技能管理, so both menu codes open it (spec section 6). */
export const actionKind: ResourceKind<ActionSummary> = {
  type: 'ACTION',
  menus: ['SKILL_MANAGEMENT', 'ACTION'],
  table: actions,
  messages: ACTION_MSG,
  log: { action: 'action', idKey: 'actionId' },
  read: { summaries: actionSummaries },
  calls: usualCalls(ACTION_API, {
    page: actionPageQuery,
    id: actionIdQuery,
    create: actionCreateBody,
    edit: actionEditBody,
    enable: actionEnableBody,
  }),
};

export const actionAccess = accessOfKind(actionKind);
