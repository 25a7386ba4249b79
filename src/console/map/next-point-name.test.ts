import { describe, expect, it } from 'vitest';
import { nextPointName } from './use-point-edits';

describe('a new point’s name', () => {
  it('counts on from the points there are and skips names already taken', () => {
    expect(nextPointName([])).toBe('点位 1');
    expect(nextPointName([{ name: '前台' }, { name: '入口' }])).toBe('点位 3');
    expect(nextPointName([{ name: '点位 2' }, { name: '点位 3' }])).toBe('点位 4');
  });
});
