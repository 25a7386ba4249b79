import { MATCH_THRESHOLD } from '../../src/shared/api/test-chat';
import { termWeight } from './term-weights';

/**
 * When the matcher is sure enough to answer. A wrong answer said with confidence is worse than
 * "I don't know" with the closest questions offered (您是不是想问…), so besides the threshold:
 *   - words of the question no stored question or example uses (银行 in 附近有银行吗, 做饭 in
 *     你会做饭吗) say it asks about something the project does not know: every candidate's
 *     score is lowered by their share of the question's words;
 *   - two different answers scoring within AMBIGUOUS_MARGIN of each other, neither SURE, are a
 *     guess between them: the robot asks which was meant rather than pick one.
 */
export const AMBIGUOUS_MARGIN = 0.05;
const SURE = 0.8;
/** How much of the score a question made only of unknown words keeps. */
const UNKNOWN_WORDS_KEEP = 0.5;

/** A word of the question that names something (not 什么/可以, not a single character or a bigram). */
const isContentWord = (term: string) => term.startsWith('w:') && term.length > 3 && termWeight(term) === 1;

/** Characters that name nothing (我不, 站在 are the segmenter's, not words of a topic). */
const FUNCTION_CHARACTERS = new Set([...'我你您他她它们不没有是的了在这那个吗呢吧啊要能会想去来']);

/**
 * Known as a word, or by its bigrams once the characters that name nothing are set aside: the
 * segmenter splits the same characters differently in different sentences (不舒服 here,
 * 我不/舒服 there), and its choice says nothing of meaning.
 */
function isKnown(word: string, knows: (term: string) => boolean): boolean {
  if (knows(word)) return true;
  const characters = [...word.slice(2)].filter((character) => !FUNCTION_CHARACTERS.has(character));
  if (characters.length < 2) return true;
  return characters.slice(1).every((character, at) => knows(characters[at] + character));
}

/** The factor every candidate's score is multiplied by: 1 when the project knows every word. */
export function knownWordsFactor(terms: readonly string[], knows: (term: string) => boolean): number {
  const words = [...new Set(terms.filter(isContentWord))];
  if (words.length === 0) return 1;
  const unknown = words.filter((word) => !isKnown(word, knows)).length;
  return 1 - (1 - UNKNOWN_WORDS_KEEP) * (unknown / words.length);
}

/** Whether the best candidate is answered, given the runner-up for another answer (if any). */
export function confidentOf(best: number, runnerUp: number | undefined): boolean {
  if (best < MATCH_THRESHOLD) return false;
  return best >= SURE || runnerUp === undefined || best - runnerUp >= AMBIGUOUS_MARGIN;
}
