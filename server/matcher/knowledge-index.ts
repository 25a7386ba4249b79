import { DictionaryScanner } from './dictionary-scanner';
import { EVERYDAY_ENTRIES } from './everyday-words';
import { IntentIndex } from './intent-index';
import type { KnowledgeSnapshot } from './knowledge-snapshot';
import { nearSynonymEntries } from './near-synonyms';
import { QaIndex } from './qa-index';
import { readQuestion } from './question-reader';
import { QUESTION_WORD_ENTRIES } from './question-word-synonyms';
import { TermsMemo } from './terms-memo';

/** A project's knowledge made searchable: built once per version of it (knowledge-cache.ts). */
export interface KnowledgeIndex {
  snapshot: KnowledgeSnapshot;
  scanner: DictionaryScanner;
  qa: QaIndex;
  intents: IntentIndex;
}

/** Word lists every project reads with, after its own dictionaries; the most specific first. */
const GENERAL_ENTRIES = [...QUESTION_WORD_ENTRIES, ...EVERYDAY_ENTRIES, ...nearSynonymEntries()];

/** The texts of the pairs read into terms: their questions, and their answers (as one text). */
const storedQuestions = (snapshot: KnowledgeSnapshot): string[] =>
  snapshot.pairs.flatMap((pair) => [
    pair.question,
    ...pair.similarQuestions,
    pair.answers.map((answer) => answer.text).join('\n'),
  ]);

/** The scanner of a project's dictionaries, and how it reads a stored question into terms. */
function readerOf(snapshot: KnowledgeSnapshot) {
  // The project's own entries first: where both know a word, the project's meaning wins.
  const scanner = new DictionaryScanner(snapshot.entries, GENERAL_ENTRIES);
  return { scanner, read: (question: string) => readQuestion(question, scanner).terms };
}

export function buildKnowledgeIndex(snapshot: KnowledgeSnapshot, memo = new TermsMemo()): KnowledgeIndex {
  const { scanner, read } = readerOf(snapshot);
  memo.adoptEntries(snapshot.entries);
  const index = {
    snapshot,
    scanner,
    qa: new QaIndex(snapshot.pairs, (question) => memo.termsOf(question, read)),
    intents: new IntentIndex(snapshot.intents, scanner),
  };
  memo.retain(new Set(storedQuestions(snapshot)));
  return index;
}

/**
 * Builds without holding up the server: the stored questions are read in slices first (what
 * the memo already knows costs nothing), then the index is put together at once.
 */
export async function buildKnowledgeIndexInSlices(
  snapshot: KnowledgeSnapshot,
  memo: TermsMemo,
): Promise<KnowledgeIndex> {
  memo.adoptEntries(snapshot.entries);
  await memo.warm(storedQuestions(snapshot), readerOf(snapshot).read);
  return buildKnowledgeIndex(snapshot, memo);
}
