import { DictionaryScanner } from './dictionary-scanner';
import { EVERYDAY_ENTRIES } from './everyday-words';
import { IntentIndex } from './intent-index';
import type { KnowledgeSnapshot } from './knowledge-snapshot';
import { nearSynonymEntries } from './near-synonyms';
import { normalise } from './normalise';
import { QaIndex } from './qa-index';
import { canonicalOf, readQuestion } from './question-reader';
import { QUESTION_WORD_ENTRIES } from './question-word-synonyms';
import { SoundAlikes } from './sound-alikes';
import { TermsMemo } from './terms-memo';
import { TOPICS } from './topics';
import type { TracedText } from './traced-text';

/** A project's knowledge made searchable: built once per version of it (knowledge-cache.ts). */
export interface KnowledgeIndex {
  snapshot: KnowledgeSnapshot;
  scanner: DictionaryScanner;
  qa: QaIndex;
  intents: IntentIndex;
  /** The project's words, to read a misheard character in a question as the one meant. */
  soundAlikes: SoundAlikes;
  /** A stored question or example as the matcher reads it, to highlight what an answer matched. */
  storedCanonical: (text: string) => TracedText;
}

/** Word lists every project reads with, after its own dictionaries; the most specific first. */
const GENERAL_ENTRIES = [...QUESTION_WORD_ENTRIES, ...EVERYDAY_ENTRIES, ...nearSynonymEntries()];

/** The pairs' questions, standard and similar, as the index reads them into terms. */
const storedQuestions = (snapshot: KnowledgeSnapshot): string[] =>
  snapshot.pairs.flatMap((pair) => [pair.question, ...pair.similarQuestions]);
/** The pairs' answers, one text a pair, as the index reads them into terms (see readAnswers). */
const storedAnswers = (snapshot: KnowledgeSnapshot): string[] =>
  snapshot.pairs.map((pair) => pair.answers.map((answer) => answer.text).join('\n'));

/** Reads texts with the general word lists alone, as if the project had no dictionary. */
const GENERAL_SCANNER = new DictionaryScanner([], GENERAL_ENTRIES);

/**
 * The words a visitor's misheard characters are read against: the stored questions and examples
 * as written, and every word of the project's dictionaries and of the everyday lists (厕所 for
 * 侧所). Not the near-synonyms: general vocabulary would turn a word the project does not know
 * into one that merely sounds like it. Runs the project reads alike (`readAs`) are one answer.
 * The topics a visitor may name (topics.ts) are heard as said: 科技馆门票多少钱 was read 科技关门票
 * and answered the hall's ticket (twenty-five development sets 3 fewer false answers, as many
 * right; held-out the same figures).
 */
function soundAlikesOf(snapshot: KnowledgeSnapshot, readAs: (text: string) => string): SoundAlikes {
  const entries = [...snapshot.entries, ...QUESTION_WORD_ENTRIES, ...EVERYDAY_ENTRIES];
  return new SoundAlikes(
    [
      ...snapshot.pairs.flatMap((pair) => [pair.question, ...pair.similarQuestions]),
      ...snapshot.intents.flatMap((intent) => intent.examples.map((example) => example.text)),
      ...entries.flatMap((entry) => [entry.value, ...entry.synonyms]),
    ].map(normalise),
    readAs,
    TOPICS,
  );
}

/** The scanner of a project's dictionaries, and how it reads a stored question into terms. */
function readerOf(snapshot: KnowledgeSnapshot) {
  // The project's own entries first: where both know a word, the project's meaning wins.
  const scanner = new DictionaryScanner(snapshot.entries, GENERAL_ENTRIES);
  const read = (question: string) => readQuestion(question, scanner).terms;
  return {
    scanner,
    read,
    /**
     * A pair's answers as the project reads them, and as written where its dictionaries rename
     * their words: 一楼青铜器厅（展厅A）的四羊方尊 reads 展厅A for 青铜器厅, yet a visitor who says
     * 青铜器 names what that answer is about.
     */
    readAnswers: (answers: string) =>
      snapshot.entries.length === 0
        ? read(answers)
        : [...new Set([...read(answers), ...readQuestion(answers, GENERAL_SCANNER).terms])],
    readAs: (text: string) => canonicalOf(text, scanner).canonical.text,
    storedCanonical: canonicalsOf(scanner),
  };
}

/**
 * Stored texts read once each, when first matched: every answer highlights the stored question it
 * matched, and reading it again per answer cost as much as reading the visitor's question.
 */
function canonicalsOf(scanner: DictionaryScanner): (text: string) => TracedText {
  const read = new Map<string, TracedText>();
  return (text) => {
    let canonical = read.get(text);
    if (!canonical) {
      canonical = canonicalOf(text, scanner).canonical;
      read.set(text, canonical);
    }
    return canonical;
  };
}

export function buildKnowledgeIndex(snapshot: KnowledgeSnapshot, memo = new TermsMemo()): KnowledgeIndex {
  const { scanner, read, readAnswers, readAs, storedCanonical } = readerOf(snapshot);
  memo.adoptEntries(snapshot.entries);
  const index = {
    snapshot,
    scanner,
    qa: new QaIndex(
      snapshot.pairs,
      (question) => memo.termsOf(question, read),
      readAs,
      (answers) => memo.termsOf(answers, readAnswers, 'answers'),
    ),
    intents: new IntentIndex(snapshot.intents, scanner),
    soundAlikes: soundAlikesOf(snapshot, readAs),
    storedCanonical,
  };
  memo.retain('question', new Set(storedQuestions(snapshot)));
  memo.retain('answers', new Set(storedAnswers(snapshot)));
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
  const { read, readAnswers } = readerOf(snapshot);
  await memo.warm(storedQuestions(snapshot), read, 'question');
  await memo.warm(storedAnswers(snapshot), readAnswers, 'answers');
  return buildKnowledgeIndex(snapshot, memo);
}
