import { describe, expect, it } from 'vitest';
import { termWeight } from './term-weights';

describe('termWeight', () => {
  it('weighs a single character that names nothing (要, 几) far below one that names something', () => {
    expect(termWeight('c:要')).toBeLessThan(termWeight('c:奶') / 5);
    expect(termWeight('c:几')).toBeLessThan(termWeight('c:票') / 5);
  });

  it('keeps words and bigrams at their weight', () => {
    expect(termWeight('w:喂奶')).toBe(1);
    expect(termWeight('喂奶')).toBe(1);
    expect(termWeight('w:什么')).toBeLessThan(1);
  });
});
