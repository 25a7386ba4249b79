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

  it('drops a typed space between Chinese and a Latin word, which is no pause; keeps it between Chinese words, at punctuation and after a name called first', () => {
    expect(normalise('我没有 booking，可以进去吗')).toBe('我没有booking 可以进去吗');
    expect(normalise('拍的 C 位是哪件')).toBe('拍的c位是哪件');
    expect(normalise('带个孩子 用不用另外买')).toBe('带个孩子 用不用另外买');
    expect(normalise('robot 几点关门')).toBe('robot 几点关门');
    expect(normalise('wifi, 密码')).toBe('wifi 密码');
    expect(normalise('我没有 ，booking')).toBe('我没有 booking');
    expect(normaliseTraced('没有 wifi').from).toEqual([0, 1, 3, 4, 5, 6]);
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
