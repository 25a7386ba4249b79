/**
 * What a question asks for, by its question words once read (什么时候 is 几点, 哪儿 is 哪里): a
 * time, an amount, a place, an era. A pair none of whose questions asks for what the visitor asks is
 * unlikely the one meant: 电梯能载多少人 asks an amount, and the lift's pair is asked only whether
 * there is one and where (有电梯吗, 电梯在哪里); 四羊方尊是哪朝的 asks an era, and 镇馆之宝是什么
 * only what the treasure is.
 */
export type Ask = 'time' | 'amount' | 'place' | 'person' | 'era';

const ASKS: readonly [Ask, RegExp][] = [
  ['time', /几点|多久|多长时间/u],
  ['amount', /多少|几(?!点)|多大|多高|多远|多重/u],
  ['place', /哪里|在哪|哪个位置/u],
  ['person', /谁/u],
  ['era', /朝代|年代|哪朝|哪个朝|哪一年|哪年/u],
];

/**
 * Asks a pair's characters do not vouch for: 四羊方尊是哪个朝代的 holds every character of
 * 四羊方尊在哪 but the era, and a pair never asked for an era or a person does not say one.
 */
export const SPECIFIC_ASKS: readonly Ask[] = ['era', 'person'];

/** How much of its score a pair keeps when none of its questions asks for what the question does. */
export const OTHER_ASK_KEEP = 0.8;

/** What a (read) question asks for; none for a yes/no question or a statement. */
export const asksOf = (text: string): Ask[] =>
  ASKS.filter(([, words]) => words.test(text)).map(([ask]) => ask);
