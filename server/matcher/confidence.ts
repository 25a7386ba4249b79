import { MATCH_THRESHOLD } from '../../src/shared/api/test-chat';
import { ASKING_CHARACTERS, FUNCTION_CHARACTERS } from './function-characters';
import { termWeight } from './term-weights';
import { VISITOR_CONTEXT_WORDS } from './visitor-context-words';
import { isWhenOrWhereWord } from './when-or-where-words';

/**
 * When the matcher is sure enough to answer. A wrong answer said with confidence is worse than
 * "I don't know" with the closest questions offered (您是不是想问…), so besides the threshold:
 *   - words of the question no stored question or example uses (银行 in 附近有银行吗, 做饭 in
 *     你会做饭吗), and characters no stored text holds (修 in 电梯坏了找谁修), say it asks about
 *     something the project does not know: every candidate's score is lowered by their share of
 *     the question's words (half for a word only an answer has: the answer may mention what it is
 *     not about);
 *   - two different answers scoring within AMBIGUOUS_MARGIN of each other, neither SURE, are a
 *     guess between them: the robot asks which was meant rather than pick one — unless the
 *     better one shares a rarer word with the question than any the other shares alone
 *     (宝宝要换尿布: 尿布 is the 母婴室's alone, 孩子 is in four pairs): see decidedByRarerWord;
 *   - under the threshold, a pair is still answered when it leads clearly and its questions and
 *     answers hold most of the question's naming characters: a visitor's own word (蹭网, 喂奶) is
 *     no stored word, so it scores low, but its characters (网, 奶) are the pair's. A question
 *     about something else (你会跳舞吗 beside 你会做什么) names characters the pair lacks, and one
 *     asking an era or a person the pair never asks for (四羊方尊是哪个朝代的) is not vouched for.
 */
export const AMBIGUOUS_MARGIN = 0.05;
const SURE = 0.8;
/**
 * A question asking what the best pair never asks nor states (a price of 广播寻人, an era of a
 * treasure) is answered only from this score: over the threshold, a pair that shares the
 * question's topic words still does not say what is asked. On twenty-one development sets 6 fewer
 * right answers and 9 fewer false ones (held-out 4 fewer right, 3 fewer false); 0.45 still
 * answered 广播寻人要收费不 once the lost person was read as 孩子走丢.
 */
const UNSAID_ASK_FLOOR = 0.5;
/**
 * How much of the score a question made only of unknown words keeps. A library asked many ways
 * shares its topic words with more questions about other things (母婴室能买奶粉吗), so an unknown
 * word weighs this much; 0.5 answered more of them than it saved (the development sets).
 */
const UNKNOWN_WORDS_KEEP = 0.3;

/** A word of the question that names something (not 什么/可以, not a single character or a bigram). */
const isContentWord = (term: string) => term.startsWith('w:') && term.length > 3 && termWeight(term) === 1;

/** Where the project knows a term from: a stored question or example, only an answer, or nowhere. */
export type Knowing = (term: string) => 'asked' | 'said' | null;

/** How known a word is: 1 asked, ANSWER_ONLY only in an answer (导盲犬 in the pet rule's), 0 unknown. */
const ANSWER_ONLY = 0.5;
const knownness = (known: 'asked' | 'said' | null) =>
  known === 'asked' ? 1 : known === 'said' ? ANSWER_ONLY : 0;

/**
 * Known as a word, or by its bigrams once the characters that name nothing are set aside: the
 * segmenter splits the same characters differently in different sentences (不舒服 here,
 * 我不/舒服 there), and its choice says nothing of meaning. A word that only says when or where
 * (中午 in 中午在哪干饭, 家里) counts as known: it places the question, it is not its topic (on
 * seventeen development sets +21 right for +5 false answers; held-out +7 right, no false one). So
 * does who the visitor comes with and how they came (我爸, 老婆, 客户; 外地, 出差): who the
 * question is for (+12 right, no false answer).
 */
function knownnessOf(word: string, knows: Knowing): number {
  const asWord = knownness(knows(word));
  // Not the question's topic: when or where it is asked, who for, and how the visitor came.
  if (asWord === 1 || isWhenOrWhereWord(word.slice(2)) || VISITOR_CONTEXT_WORDS.has(word.slice(2))) return 1;
  const characters = [...word.slice(2)].filter((character) => !FUNCTION_CHARACTERS.has(character));
  if (characters.length < 2) return 1;
  const byBigrams = Math.min(
    ...characters.slice(1).map((character, at) => knownness(knows(characters[at] + character))),
  );
  return Math.max(asWord, byBigrams);
}

/**
 * Naming characters of the question the project never uses, in no question, example or answer,
 * outside the words already counted: 纸 in 洗手间有纸吗, 桩 in 充电桩. The segmenter leaves many
 * a one-character word alone, and a character no stored text holds says the question is about
 * something else as surely as an unknown word does.
 */
function unknownCharacters(terms: readonly string[], words: readonly string[], knows: Knowing): number {
  const inWords = new Set(words.flatMap((word) => [...word.slice(2)]));
  const characters = new Set(
    terms
      .filter((term) => term.startsWith('c:'))
      .map((term) => term.slice(2))
      .filter((character) => !FUNCTION_CHARACTERS.has(character) && !ASKING_CHARACTERS.has(character)),
  );
  return [...characters].filter((character) => !inWords.has(character) && knows(`c:${character}`) === null)
    .length;
}

/**
 * The context words (VISITOR_CONTEXT_WORDS) a question says, found in its text: the segmenter
 * splits many of them (一家/三口, 爸/妈, 闺/蜜), and their pieces would count as words the project
 * does not know. Looked for whole, they answered 8 more wordings of eighteen development sets right
 * for 1 more false answer (held-out +2 right, no false one).
 */
const LONG_CONTEXT_WORDS = [...VISITOR_CONTEXT_WORDS].filter((word) => word.length > 1);
const contextWordsIn = (text: string): string[] => LONG_CONTEXT_WORDS.filter((word) => text.includes(word));

/**
 * The factor every candidate's score is multiplied by: 1 when the project asks with every word.
 * `text` is the question as read, where its context words are looked for.
 */
export function knownWordsFactor(terms: readonly string[], knows: Knowing, text: string): number {
  const context = contextWordsIn(text);
  const inContext = (word: string) => context.some((said) => said.includes(word));
  const words = [...new Set(terms.filter(isContentWord))];
  const unknownSingles = unknownCharacters(
    terms.filter((term) => !(term.startsWith('c:') && inContext(term.slice(2)))),
    words,
    knows,
  );
  const counted = words.length + unknownSingles;
  if (counted === 0) return 1;
  const unknown = words.reduce(
    (sum, word) => sum + 1 - (inContext(word.slice(2)) ? 1 : knownnessOf(word, knows)),
    unknownSingles,
  );
  return 1 - (1 - UNKNOWN_WORDS_KEEP) * (unknown / counted);
}

/** A shared word or bigram that names something: no function or asking character in it. */
function namesSomething(term: string): boolean {
  if (term.includes(':') && !term.startsWith('w:')) return false;
  const characters = [...(term.startsWith('w:') ? term.slice(2) : term)];
  return (
    characters.length > 1 &&
    !characters.some((character) => FUNCTION_CHARACTERS.has(character) || ASKING_CHARACTERS.has(character))
  );
}

/** The weight of the rarest naming term `own` shares with the question that `other` does not. */
function rarestOwnWord(own: readonly string[], other: readonly string[], weightOf: (term: string) => number) {
  const others = new Set(other);
  return Math.max(0, ...own.filter((term) => namesSomething(term) && !others.has(term)).map(weightOf));
}

/**
 * Whether the words shared with the question decide between two close candidates: the better
 * one shares a word the other does not, rarer than any the other shares alone.
 */
export function decidedByRarerWord(
  best: readonly string[],
  runnerUp: readonly string[],
  weightOf: (term: string) => number,
): boolean {
  return rarestOwnWord(best, runnerUp, weightOf) > rarestOwnWord(runnerUp, best, weightOf);
}

/**
 * Under the threshold: how far the best must lead, what score it needs, what share of characters.
 * A lead of 0.05 answered 13 more of ten development sets' 2,785 visitors' wordings than 0.08,
 * for 2 more false answers in 3,451 questions; 0 answered 26 more for 26.
 */
const CLEAR_LEAD = 0.05;
const CHARACTER_EVIDENCE_FLOOR = 0.2;
const CHARACTER_SHARE = 0.6;

/**
 * A long question (a visitor's story before the question: 我带着小孙子来的，他才五岁，他要不要单独
 * 买票) lowers every candidate by the words of its story, so under the threshold a clear lead is
 * enough: LONG_LEAD_FLOOR ahead and LONG_LEAD_RATIO times the runner-up, from LONG_FLOOR. On
 * fifteen development sets it answered 53 more wordings right for 8 more false answers.
 */
const LONG_QUESTION = 18;
const LONG_FLOOR = 0.2;
const LONG_LEAD_FLOOR = 0.1;
const LONG_LEAD_RATIO = 1.5;

/**
 * A visitor who says how they are (腿酸了不想走上去, 逛半天饿得前胸贴后背) names their own
 * situation in words no pair holds, so the right pair scores low; asking nothing, they ask no
 * detail it may not say (借轮椅要交押金吗). Under the threshold such a statement is answered from
 * STATEMENT_FLOOR when it leads the next answer STATEMENT_LEAD_RATIO times over. On twenty-five
 * development sets 28 more right answers for 1 more false one (sixteen held-out sets 18 more
 * right, 5 more false); the same rule for questions too answered 68 more right for 70 more false.
 */
const STATEMENT_FLOOR = 0.3;
const STATEMENT_LEAD_RATIO = 2;

interface Evidence {
  /**
   * The question asks for an era or a person (SPECIFIC_ASKS) that no question of the best pair
   * asks for, or whether there is a thing none of whose characters the pair holds
   * (thingAskedFor): neither rule under the threshold then answers.
   */
  asksSomethingElse?: boolean;
  /**
   * The question asks a time or a price (SPECIFIC_ASKS) of a topic (topics.ts) the best pair never
   * names: 服务台几点下班 beside 展厅几点关门, 地铁票多少钱 beside 门票多少钱. The hall's hours
   * and prices are not the desk's or the metro's, so it is not answered at any score.
   */
  asksOfAnotherTopic?: boolean;
  /**
   * The question asks about the robot itself (robot-subject.ts: 你几点下班) and the best pair is
   * about the hall: not answered at any score.
   */
  asksTheRobotOfTheHall?: boolean;
  /** The visitor says how they are and asks nothing (visitor-statement.ts). */
  statement?: boolean;
  /** How many characters the question has, as the visitor said it. */
  length?: number;
  /** The words shared with the question decided between the best and the runner-up. */
  decidedByWords?: boolean;
  /** How many of the question's naming characters the best candidate's texts hold (0 for an intent), of how many. */
  characters?: { held: number; named: number };
}

/** Most of the naming characters, and two at least: one (岁 in 你几岁了) says too little. */
const heldMostCharacters = (characters: Evidence['characters']) =>
  characters !== undefined && characters.held >= 2 && characters.held / characters.named >= CHARACTER_SHARE;

/**
 * Whether the best candidate is answered, given the runner-up for another answer (if any) and
 * what else speaks for it.
 */
export function confidentOf(best: number, runnerUp: number | undefined, evidence: Evidence = {}): boolean {
  if (evidence.asksOfAnotherTopic === true || evidence.asksTheRobotOfTheHall === true) return false;
  if (evidence.asksSomethingElse === true && best < UNSAID_ASK_FLOOR) return false;
  const lead = runnerUp === undefined ? best : best - runnerUp;
  if (best < MATCH_THRESHOLD)
    return (
      evidence.asksSomethingElse !== true &&
      ((best >= CHARACTER_EVIDENCE_FLOOR && lead >= CLEAR_LEAD && heldMostCharacters(evidence.characters)) ||
        (evidence.statement === true &&
          best >= STATEMENT_FLOOR &&
          best >= STATEMENT_LEAD_RATIO * (runnerUp ?? 0)) ||
        ((evidence.length ?? 0) >= LONG_QUESTION &&
          best >= LONG_FLOOR &&
          lead >= LONG_LEAD_FLOOR &&
          best >= LONG_LEAD_RATIO * (runnerUp ?? 0)))
    );
  return (
    best >= SURE || runnerUp === undefined || evidence.decidedByWords === true || lead >= AMBIGUOUS_MARGIN
  );
}
