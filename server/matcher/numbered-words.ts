/**
 * Everyday words made of a number, generated rather than listed (see everyday-words.ts, which
 * reads them as its own): a bus route, a party's size, a child's or an elder's age.
 */

/**
 * A bus route is a number and 路 (35路, 三十五路, K8路): the visitor names the line, the library
 * says 公交. Not 一路 (一路陪同: all the way) nor 十路.
 */
const CHINESE_DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const chineseNumber = (value: number) =>
  value < 10
    ? CHINESE_DIGITS[value]
    : `${value >= 20 ? CHINESE_DIGITS[Math.floor(value / 10)] : ''}十${CHINESE_DIGITS[value % 10]}`;
const ROUTE_NUMBERS = Array.from({ length: 99 }, (_, at) => at + 1);
const BUS_ROUTES = [
  ...Array.from({ length: 999 }, (_, at) => `${at + 1}`),
  ...ROUTE_NUMBERS.map((value) => `k${value}`),
  ...ROUTE_NUMBERS.filter((value) => value > 1 && value !== 10).map(chineseNumber),
].flatMap((route) => [`${route}路`, `${route}路车`, `${route}路公交`]);

/** A party of ten or more (十几个人, 十五个人, 三十多号人, 40个人) is a group, as a library's 团队 says. */
const TENS = ['十', '二十', '三十', '四十', '五十', '六十', '七十', '八十', '九十', '一百'];
const PARTY_SIZES = [
  ...TENS.flatMap((tens) => [tens, `${tens}几`, `${tens}多`, `${tens}来`]),
  ...Array.from({ length: 89 }, (_, at) => chineseNumber(at + 11)).filter((size) => !TENS.includes(size)),
  ...Array.from({ length: 91 }, (_, at) => `${at + 10}`).flatMap((size) => [size, `${size}多`, `${size}来`]),
];
const GROUPS = PARTY_SIZES.flatMap((size) => [`${size}个人`, `${size}人`, `${size}号人`, `${size}位`]);

/** A child's age (五岁, 3岁, 一岁多): who the question is for is a child. */
const CHILD_YEARS = ['一', '两', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
const CHILD_AGES = [...CHILD_YEARS, ...Array.from({ length: 12 }, (_, at) => `${at + 1}`)].flatMap(
  (years) => [`${years}岁`, `${years}岁多`, `${years}周岁`],
);

/**
 * An elder's age (七十了, 65岁, 八十多岁): who the question is for is elderly. 六十多岁 is both
 * 六十 with 多岁 and 六十多 with 岁: listed once.
 */
const ELDER_AGES = [
  ...new Set(
    [
      ...['六十', '七十', '八十', '九十'].flatMap((tens) => [tens, `${tens}多`]),
      ...Array.from({ length: 40 }, (_, at) => `${at + 60}`),
    ].flatMap((years) => [`${years}岁`, `${years}了`, `${years}多岁`]),
  ),
];

/** Each everyday word's value with the numbered words read as it. */
export const NUMBERED_WORDS: Record<string, string[]> = {
  公交: BUS_ROUTES,
  团队: GROUPS,
  孩子: CHILD_AGES,
  老人: ELDER_AGES,
};
