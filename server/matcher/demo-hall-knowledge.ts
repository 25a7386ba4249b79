import { DEMO_DICTIONARIES } from '../seed/demo-intents';
import { DEMO_QA } from '../seed/demo-qa-content';
import type { KnowledgeSnapshot } from './knowledge-snapshot';

/**
 * The demo 展厅问答 library as a project's only knowledge, for the matcher's tests: what a
 * visitor of the hall asks. With `dictionaries`, the demo project's word lists too (展厅A is its
 * 青铜器厅).
 */
export function demoHallKnowledge({ dictionaries = false } = {}): KnowledgeSnapshot {
  return {
    pairs: Object.values(DEMO_QA)
      .flat()
      .map((pair, at) => ({
        id: `pair-${at}`,
        libraryId: 'hall',
        libraryName: '展厅问答',
        question: pair.q,
        similarQuestions: pair.similar,
        answers: pair.answers.map((text) => ({ text, media: null, page: null })),
      })),
    intents: [],
    entries: dictionaries
      ? DEMO_DICTIONARIES.flatMap((dictionary) =>
          dictionary.entries.map(([value, ...synonyms]) => ({
            dictionaryId: dictionary.name,
            value,
            synonyms,
          })),
        )
      : [],
    fallback: null,
  };
}
