import { describe, expect, it } from 'vitest';
import { formatClock } from './duration';

describe('formatClock', () => {
  it('shows mm:ss, and h:mm:ss from an hour on', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(9.9)).toBe('00:09');
    expect(formatClock(75)).toBe('01:15');
    expect(formatClock(3600 + 62)).toBe('1:01:02');
  });

  it('shows 00:00 for what is not a position', () => {
    expect(formatClock(Number.NaN)).toBe('00:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('00:00');
    expect(formatClock(-3)).toBe('00:00');
  });
});
