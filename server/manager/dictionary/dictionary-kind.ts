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
import { dictionaries } from '../../db/schema';
import type { ResourceKind } from '../resource-kit/resource-kind';
import { accessOfKind } from '../resource-kit/resource-kind-calls';
import { usualCalls } from '../resource-kit/usual-calls';
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
  messages: DICTIONARY_MSG,
  log: { action: 'dictionary', idKey: 'dictionaryId' },
  read: { summaries: dictionarySummaries },
  calls: usualCalls(DICTIONARY_API, {
    page: dictionaryPageQuery,
    id: dictionaryIdQuery,
    create: dictionaryCreateBody,
    edit: dictionaryEditBody,
    enable: dictionaryEnableBody,
  }),
  // Slots filled from it would silently stop filling: the operator picks another dictionary first.
  async deleteRefusal({ tx, id }) {
    const { intents } = await dictionaryUsage(tx, id);
    return intents.length > 0 ? dictionaryInUse(intents.map((intent) => intent.name)) : undefined;
  },
};

export const dictionaryAccess = accessOfKind(dictionaryKind);
