import { ENGLISH_FILLERS } from './english-words';
import { FUNCTION_CHARACTERS } from './function-characters';

/**
 * The terms a normalised text is scored by: the words Intl.Segmenter finds (the same in Node and
 * browsers, no dictionary to ship) plus the character bigrams of each run of Chinese characters.
 * The segmenter's words are coarse and sometimes wrong (展/厅); bigrams make a paraphrase that
 * drops a particle, swaps two phrases or splits a word differently still share most terms.
 * Word terms carry a prefix so a word and a bigram of the same two characters count apart.
 */

/** Particles and politeness that change nothing a robot answers (请问、一下、吗、呢…). */
const FILLERS = new Set([
  '的',
  '地',
  '得',
  '了',
  '吗',
  '呢',
  '吧',
  '啊',
  '呀',
  '哦',
  '嘛',
  '哈',
  '啦',
  '哇',
  '呐',
  '么',
  '请问',
  '请',
  '一下',
  '麻烦',
  '您好',
  '你好',
  '那个',
  '就是',
  '来着',
  // The segmenter's words of 吧 said for tone (好吧那几点开门, 周一闭馆对吧).
  '好吧',
  '行吧',
  '对吧',
  '是吧',
  // 是不是…吧, read as 是否 by the near-synonyms: a yes-or-no question, like 吗.
  '是否',
]);

/**
 * How a visitor hedges, hurries or exclaims (听说…, 具体咋操作, 急死了, 刚才还在): never what is
 * asked, yet each was a word no stored question holds, counted against every candidate as a topic
 * the project does not know. Not who the visitor is with (朋友, 女朋友): 你有女朋友吗 is a topic.
 */
const HEDGES = new Set([
  '好像',
  '听说',
  '据说',
  '其实',
  '到底',
  '究竟',
  '具体',
  '刚才',
  '刚刚',
  '转眼',
  '一转眼',
  '一眨眼',
  '一转身',
  // The segmenter's 一/转身: the moment it happened, never what is asked.
  '转身',
  '转眼',
  '眨眼',
  '一回头',
  '一抬头',
  // Light verbs and adverbs: 午饭咋解决 asks where to eat, not how anything is solved; 手机上要咋
  // 操作 asks how to reserve.
  '解决',
  '操作',
  '突然',
  '大概',
  '急死',
  '救命',
  '天哪',
  '哎呀',
  '拜托',
  '赶紧',
  '赶快',
  '着急',
  // A worry or a supposition put first (该不会…吧, 要是…咋办, 万一…): the question is what follows.
  '该不会',
  '要是',
  '万一',
  '假如',
  '如果',
  // A total (两个大人的票一共多少钱) asks the price as plainly as without it.
  '一共',
  '总共',
  // Where the visitor saw it (在网上看到说要预约) or whether they will (周一能看到展不).
  '看到',
]);

/**
 * Places named with 吧 that the segmenter splits (网/吧): read as the particle, 有没有网吧 was
 * 有没有网, and the Wi-Fi answered an internet café with full confidence.
 */
const PLACES_ENDING_IN_BA = new Set(['网吧', '酒吧', '书吧', '茶吧', '水吧', '氧吧', '陶吧']);

const HAN = /\p{Script=Han}/u;
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** A stand-in for a dictionary entry in a text (see slot-text.ts): one term, never split. */
export const SLOT_MARK = '\uE000';

export const wordTerm = (word: string): string => `w:${word}`;
/** A word said under a negation (没有预约, 没在网上提前约, 忘了约): see negatedTermsOf. */
const NEGATED = 'n:';
const negatedTerm = (word: string): string => `${NEGATED}${word}`;
export const isNegatedTerm = (term: string): boolean => term.startsWith(NEGATED);
export const characterTerm = (character: string): string => `c:${character}`;

/** The segmenter's word-like pieces of each clause (a clause ends at a space: see normalise.ts). */
function clausesOf(text: string): string[][] {
  const clauses: string[][] = [[]];
  for (const piece of segmenter.segment(text)) {
    if (piece.isWordLike) clauses[clauses.length - 1].push(piece.segment);
    else if (/\s/.test(piece.segment)) clauses.push([]);
  }
  return clauses;
}

/** The words of segmented clauses, fillers and hedges dropped unless nothing else is left. */
function keptWordsOf(clauses: readonly string[][]): string[] {
  const words: string[] = [];
  for (const word of clauses.flat()) {
    const joined = (words.at(-1) ?? '') + word;
    if (PLACES_ENDING_IN_BA.has(joined)) words[words.length - 1] = joined;
    else words.push(word);
  }
  const kept = words.filter((word) => !FILLERS.has(word) && !HEDGES.has(word) && !ENGLISH_FILLERS.has(word));
  return kept.length > 0 ? kept : words;
}

/** The segmenter's words of a text, fillers and hedges dropped unless nothing else is left (你好 stays 你好). */
export const wordsOf = (text: string): string[] => keptWordsOf(clausesOf(text));

/**
 * Bigrams of each run of Chinese characters. Inside a word, every bigram; across two words only
 * when one of them is a single character — that is where the segmenter splits words it does not
 * know (展/厅). Between two words it knows (什么时候|开门) the bigram is noise that a paraphrase
 * rarely shares, and would only dilute the score.
 */
function bigramsOf(words: string[]): string[] {
  const bigrams: string[] = [];
  let previous = '';
  let previousWordLength = 0;
  for (const word of words) {
    const characters = [...word];
    characters.forEach((character, at) => {
      if (!HAN.test(character)) {
        previous = '';
        return;
      }
      const acrossWords = at === 0;
      if (previous && (!acrossWords || previousWordLength === 1 || characters.length === 1)) {
        bigrams.push(previous + character);
      }
      previous = character;
    });
    previousWordLength = characters.length;
  }
  return bigrams;
}

/**
 * Words that deny what follows them in their clause: 没(有)预约, 不用预约, 忘了预约. Not 不: it is
 * inside the words of half the library (不舒服, 行不行, 走不动), and with it the development sets
 * lost two right answers and gained three false ones. Nor 无: the segmenter leaves it alone in
 * 无障碍 (无/障碍), which denies nothing.
 */
const NEGATIONS = new Set(['没', '没有', '未', '别', '不用', '忘了', '忘记', '忘']);
/** How many words after a negation it still denies: 没在网上提前预约 has three words before 预约. */
const NEGATION_REACH = 4;

/**
 * The words a negation denies, as their own terms: 没有预约可以进吗 and 怎么预约参观 share 预约,
 * and only the negation tells them apart; a visitor rarely says it as the library did (没提前在
 * 手机上约, 压根没订上). Never past the clause's end.
 */
function negatedTermsOf(clauses: readonly string[][]): string[] {
  const terms: string[] = [];
  for (const clause of clauses) {
    let reach = 0;
    clause.forEach((word, at) => {
      // 有没有 asks whether there is (有/没有): no negation.
      if (NEGATIONS.has(word)) reach = clause[at - 1] === '有' ? 0 : NEGATION_REACH;
      else if (reach > 0) {
        reach--;
        if (
          HAN.test(word) &&
          !FILLERS.has(word) &&
          ![...word].every((character) => FUNCTION_CHARACTERS.has(character))
        )
          terms.push(negatedTerm(word));
      }
    });
  }
  return terms;
}

/**
 * The terms of a normalised text (see normalise.ts), with repeats. Words of more than one
 * character and every non-Chinese word (wifi, 3) count as words; single Chinese characters only
 * when the text has no bigram at all (a one-character question). Every Chinese character counts
 * as a character term too: a one-character question (票？) finds the stored questions holding it.
 */
export function termsOf(text: string, slotTerms: readonly string[] = []): string[] {
  const clauses = clausesOf(text.replaceAll(SLOT_MARK, ' '));
  const words = keptWordsOf(clauses);
  const bigrams = bigramsOf(words);
  const wordTerms = words
    .filter((word) => bigrams.length === 0 || [...word].length > 1 || !HAN.test(word))
    .map(wordTerm);
  const characters = words.flatMap((word) => [...word].filter((character) => HAN.test(character)));
  return [
    ...wordTerms,
    ...bigrams,
    ...characters.map(characterTerm),
    ...negatedTermsOf(clauses),
    ...slotTerms,
  ];
}
