import { INTENT_MSG } from '../../../src/shared/api/intents';
import { intents } from '../../db/schema';
import { projectResourceAccess } from '../project-content/project-resource-access';

/** 意图管理 sits under 技能管理: both menu codes open it (spec section 6). */
export const intentAccess = projectResourceAccess({
  type: 'INTENT',
  table: intents,
  id: intents.id,
  projectId: intents.projectId,
  menus: ['SKILL_MANAGEMENT', 'INTENT'],
  notFound: INTENT_MSG.notFound,
});
