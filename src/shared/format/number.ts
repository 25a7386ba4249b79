/** Chinese magnitude words, smallest first: 万 = 10^4, 亿 = 10^8, 万亿 = 10^12. */
const WORDS = ['', '万', '亿', '万亿'] as const;
const STEP = 1e4;

const roundToOneDecimal = (value: number): number => Math.round(value * 10) / 10;

/**
 * A number for people: below 10 000 as it is (to 1 decimal), above with 万, 亿 or 万亿 rounded to
 * 1 decimal (12 345 → 1.2万, 150 000 000 → 1.5亿). A trailing .0 is dropped. Rounding that reaches
 * the next word moves to it (99 999 999 → 1亿, not 10000万).
 */
export const formatMagnitude = (value: number): string => {
  if (!Number.isFinite(value)) return '-';
  const absolute = Math.abs(value);
  let level = 0;
  while (level < WORDS.length - 1 && absolute >= STEP ** (level + 1)) level += 1;
  let amount = roundToOneDecimal(absolute / STEP ** level);
  if (amount >= STEP && level < WORDS.length - 1) {
    level += 1;
    amount = 1;
  }
  if (amount === 0) return '0';
  return `${value < 0 ? '-' : ''}${amount}${WORDS[level]}`;
};
