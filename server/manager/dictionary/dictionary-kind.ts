import {
  DICTIONARY_API,
  DICTIONARY_MSG,
  type DictionarySummary,
  dictionaryCreateBody,
  dictionaryEditBody,
  dictionaryEnableBody,
  dictionaryIdQuery,
  dictionaryInUse,
  dictionaryPageQuery,
} from '../../../src/shared/api/dictionaries';
import { MSG } from '../../../src/shared/messages';
import { dictionaries } from '../../db/schema';
import type { ResourceKind } from '../resource-kit/resource-kind';
import { accessOfKind } from '../resource-kit/resource-kind-calls';
import { dictionarySummaries } from './dictionary-summary';
import { dictionaryUsage } from './dictionary-usage';

/**
 * 词典管理 (resource type DICT), under 技能管理: both menu codes open it (spec section 6). A
 * dictionary that slots are filled from cannot be deleted: the refusal names the intents.
 */
export const dictionaryKind: ResourceKind<DictionarySummary> = {
  type: 'DICT',
  menus: ['SKILL_MANAGEMENT', 'DICT'],
  table: dictionaries,
  messages: { ...DICTIONARY_MSG, deleted: MSG.deleted },
  log: { action: 'dictionary', idKey: 'dictionaryId' },
  read: { summaries: dictionarySummaries },
  calls: {
    page: { url: DICTIONARY_API.page, query: dictionaryPageQuery },
    detail: { method: 'GET', url: DICTIONARY_API.detail, id: dictionaryIdQuery },
    create: { method: 'PUT', url: DICTIONARY_API.create, body: dictionaryCreateBody },
    edit: { method: 'POST', url: DICTIONARY_API.edit, body: dictionaryEditBody },
    enable: { method: 'PUT', url: DICTIONARY_API.enable, body: dictionaryEnableBody },
    remove: { method: 'DELETE', url: DICTIONARY_API.remove, id: dictionaryIdQuery },
  },
  // Slots filled from it would silently stop filling: the operator picks another dictionary first.
  async deleteRefusal({ tx, id }) {
    const { intents } = await dictionaryUsage(tx, id);
    return intents.length > 0 ? dictionaryInUse(intents.map((intent) => intent.name)) : undefined;
  },
};

export const dictionaryAccess = accessOfKind(dictionaryKind);
