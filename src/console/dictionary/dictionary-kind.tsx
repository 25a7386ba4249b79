import { DICTIONARY_MSG, type DictionarySummary, dictionaryInUse } from '../../shared/api/dictionaries';
import type { ResourceKind } from '../components/resource-kit/resource-kind';
import { dictionaryApi } from './dictionary-api';
import { dictionaryPaths } from './dictionary-paths';
import { DICTIONARY_KEYS, useDictionaryPage } from './dictionary-queries';

/** Which intents fill which slots from a dictionary; null when none does. */
async function intentsUsing(dictionary: DictionarySummary) {
  const { intents } = await dictionaryApi.usage(dictionary.id);
  if (intents.length === 0) return null;
  return (
    <div>
      {dictionaryInUse(intents.map((intent) => intent.name))}
      <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
        {intents.map((intent) => (
          <li key={intent.id}>{`${intent.name}：槽位 ${intent.slots.join('、')}`}</li>
        ))}
      </ul>
    </div>
  );
}

/** Dictionaries (词典管理) as a project resource kind: one an intent's slot uses is not deleted. */
export const DICTIONARY_KIND: ResourceKind<DictionarySummary> = {
  type: 'DICT',
  noun: '词典',
  title: '词典管理',
  summary: '维护意图槽位引用的词表：每个词条可带多个同义词，机器人听到同义词时按词条填充槽位。',
  paths: dictionaryPaths,
  usePage: useDictionaryPage,
  refreshKey: DICTIONARY_KEYS.all,
  enable: {
    call: dictionaryApi.enable,
    messages: DICTIONARY_MSG,
    effect: '停用后，用它填充的槽位不再识别其中的词条，可随时重新启用。',
  },
  remove: {
    call: dictionaryApi.remove,
    effect: (dictionary) => `其中的 ${dictionary.entryCount} 个词条将一并删除，删除后不可恢复。`,
    usedBy: intentsUsing,
  },
};
