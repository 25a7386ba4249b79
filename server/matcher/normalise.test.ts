import { describe, expect, it } from 'vitest';
import { normalise, normaliseTraced } from './normalise';

describe('normalise', () => {
  it('reads full-width letters and digits as half-width, in lower case', () => {
    expect(normalise('ＷｉＦｉ密码是多少')).toBe('wifi密码是多少');
    expect(normalise('３楼在哪')).toBe('3楼在哪');
  });

  it('turns punctuation and symbols into single spaces and trims', () => {
    expect(normalise('  请问，展厅几点开门？？ ')).toBe('请问 展厅几点开门');
    expect(normalise('洗手间~在哪里!')).toBe('洗手间 在哪里');
  });

  it('reads common traditional characters as simplified', () => {
    expect(normalise('展廳幾點開門')).toBe('展厅几点开门');
  });

  it('remembers where each character came from', () => {
    const { text, from, to } = normaliseTraced('，展厅？开门');
    expect(text).toBe('展厅 开门');
    expect(from).toEqual([1, 2, 3, 4, 5]);
    expect(to).toEqual([2, 3, 4, 5, 6]);
  });
});
