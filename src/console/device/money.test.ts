import { describe, expect, it } from 'vitest';
import { formatFen } from './money';

describe('formatFen', () => {
  it('shows fen as yuan with two decimals and thousands separators', () => {
    expect(formatFen(717_600)).toBe('¥7,176.00');
    expect(formatFen(29_900)).toBe('¥299.00');
    expect(formatFen(5)).toBe('¥0.05');
  });
});
