import { describe, expect, it } from 'vitest';
import { formatMagnitude } from './number';

describe('formatMagnitude', () => {
  it('keeps numbers under 10 000 as they are, to one decimal', () => {
    expect(formatMagnitude(0)).toBe('0');
    expect(formatMagnitude(36)).toBe('36');
    expect(formatMagnitude(9999)).toBe('9999');
    expect(formatMagnitude(12.345)).toBe('12.3');
  });

  it('uses 万, 亿 and 万亿 rounded to one decimal', () => {
    expect(formatMagnitude(10_000)).toBe('1万');
    expect(formatMagnitude(12_345)).toBe('1.2万');
    expect(formatMagnitude(15_550)).toBe('1.6万');
    expect(formatMagnitude(9_876_543)).toBe('987.7万');
    expect(formatMagnitude(150_000_000)).toBe('1.5亿');
    expect(formatMagnitude(123_456_789_012)).toBe('1234.6亿');
    expect(formatMagnitude(2.35e12)).toBe('2.4万亿');
    expect(formatMagnitude(5e16)).toBe('50000万亿');
  });

  it('moves to the next word when rounding reaches it', () => {
    expect(formatMagnitude(9_999.97)).toBe('1万');
    expect(formatMagnitude(99_999_999)).toBe('1亿');
    expect(formatMagnitude(999_999_999_999)).toBe('1万亿');
  });

  it('keeps the sign, and shows a dash for what is not a number', () => {
    expect(formatMagnitude(-25_000)).toBe('-2.5万');
    expect(formatMagnitude(-0.01)).toBe('0');
    expect(formatMagnitude(Number.NaN)).toBe('-');
    expect(formatMagnitude(Number.POSITIVE_INFINITY)).toBe('-');
  });
});
