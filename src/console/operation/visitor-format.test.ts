import { describe, expect, it } from 'vitest';
import { formatDwell } from './visitor-format';

describe('formatDwell', () => {
  it('reads a stay as an operator says it', () => {
    expect(formatDwell(null)).toBe('—');
    expect(formatDwell(45)).toBe('45秒');
    expect(formatDwell(120)).toBe('2分钟');
    expect(formatDwell(75)).toBe('1分15秒');
  });
});
