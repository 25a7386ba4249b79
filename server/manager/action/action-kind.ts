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
import { MSG } from '../../../src/shared/messages';
import { actions } from '../../db/schema';
import type { ResourceKind } from '../resource-kit/resource-kind';
import { accessOfKind } from '../resource-kit/resource-kind-calls';
import { actionSummaries } from './action-summary';

/** 动作管理 (resource type ACTION): under 技能管理, so both menu codes open it (spec section 6). */
export const actionKind: ResourceKind<ActionSummary> = {
  type: 'ACTION',
  menus: ['SKILL_MANAGEMENT', 'ACTION'],
  table: actions,
  messages: { ...ACTION_MSG, deleted: MSG.deleted },
  log: { action: 'action', idKey: 'actionId' },
  read: { summaries: actionSummaries },
  calls: {
    page: { url: ACTION_API.page, query: actionPageQuery },
    detail: { method: 'GET', url: ACTION_API.detail, id: actionIdQuery },
    create: { method: 'PUT', url: ACTION_API.create, body: actionCreateBody },
    edit: { method: 'POST', url: ACTION_API.edit, body: actionEditBody },
    enable: { method: 'PUT', url: ACTION_API.enable, body: actionEnableBody },
    remove: { method: 'DELETE', url: ACTION_API.remove, id: actionIdQuery },
  },
};

export const actionAccess = accessOfKind(actionKind);
