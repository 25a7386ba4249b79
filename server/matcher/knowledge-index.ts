import { DictionaryScanner } from './dictionary-scanner';
import { IntentIndex } from './intent-index';
import type { KnowledgeSnapshot } from './knowledge-snapshot';
import { QaIndex } from './qa-index';
import { QUESTION_WORD_ENTRIES } from './question-word-synonyms';

/** A project's knowledge made searchable: built once per version of it (knowledge-cache.ts). */
export interface KnowledgeIndex {
  snapshot: KnowledgeSnapshot;
  scanner: DictionaryScanner;
  qa: QaIndex;
  intents: IntentIndex;
}

export function buildKnowledgeIndex(snapshot: KnowledgeSnapshot): KnowledgeIndex {
  // The project's own entries first: where both know a word, the project's meaning wins.
  const scanner = new DictionaryScanner([...snapshot.entries, ...QUESTION_WORD_ENTRIES]);
  return {
    snapshot,
    scanner,
    qa: new QaIndex(snapshot.pairs, scanner),
    intents: new IntentIndex(snapshot.intents, scanner),
  };
}
