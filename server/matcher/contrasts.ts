/**
 * Words that differ in one character and mean the opposite: 关门时间是几点 shares all but one
 * term with 开门时间是几点, and the lexical score cannot tell that the one it lacks is the point.
 * A text that says the other side of a pair the question says (and not the question's own side)
 * keeps CONTRAST_KEEP of its score. Bigrams, so it holds however the segmenter split the words.
 */
const PAIRS: readonly [string, string][] = [
  ['开门', '关门'],
  ['开馆', '闭馆'],
  ['上午', '下午'],
  ['早上', '晚上'],
  ['最早', '最晚'],
  ['上楼', '下楼'],
  ['入口', '出口'],
];

export const CONTRAST_KEEP = 0.6;

/** Each term with the terms that contrast with it. */
export const CONTRASTING: ReadonlyMap<string, readonly string[]> = new Map(
  PAIRS.flatMap(([a, b]) => [
    [a, [b]],
    [b, [a]],
  ]),
);
