import { describe, expect, it } from 'vitest';
import { asksOf } from './question-asks';

describe('asksOf', () => {
  it('reads what a question asks for from its question words', () => {
    expect(asksOf('展厅几点开门')).toEqual(['time']);
    expect(asksOf('门票多少钱')).toEqual(['amount']);
    expect(asksOf('坐几号线')).toEqual(['amount']);
    expect(asksOf('洗手间在哪里')).toEqual(['place']);
    expect(asksOf('投诉找谁')).toEqual(['person']);
    expect(asksOf('四羊方尊是哪朝的')).toEqual(['era']);
    expect(asksOf('这件瓷器什么年代的')).toEqual(['era']);
  });

  it('reads nothing from a yes/no question or a statement', () => {
    expect(asksOf('可以拍照吗')).toEqual([]);
    expect(asksOf('手机没电了')).toEqual([]);
  });
});
