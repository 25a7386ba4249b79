import { ACTION_MSG } from '../../../src/shared/api/actions';
import { actions } from '../../db/schema';
import { projectResourceAccess } from '../project-content/project-resource-access';

/** 动作管理 sits under 技能管理: both menu codes open it (spec section 6). */
export const actionAccess = projectResourceAccess({
  type: 'ACTION',
  table: actions,
  id: actions.id,
  projectId: actions.projectId,
  menus: ['SKILL_MANAGEMENT', 'ACTION'],
  notFound: ACTION_MSG.notFound,
});
