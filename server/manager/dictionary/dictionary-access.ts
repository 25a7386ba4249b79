import { DICTIONARY_MSG } from '../../../src/shared/api/dictionaries';
import { dictionaries } from '../../db/schema';
import { projectResourceAccess } from '../project-content/project-resource-access';

/** 词典管理 sits under 技能管理: both menu codes open it (spec section 6). */
export const dictionaryAccess = projectResourceAccess({
  type: 'DICT',
  table: dictionaries,
  id: dictionaries.id,
  projectId: dictionaries.projectId,
  menus: ['SKILL_MANAGEMENT', 'DICT'],
  notFound: DICTIONARY_MSG.notFound,
});
