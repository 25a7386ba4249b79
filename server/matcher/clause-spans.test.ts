import { describe, expect, it } from 'vitest';
import { clauseSpansOf } from './clause-spans';

const texts = (question: string) => clauseSpansOf(question).map((span) => span.text);

describe('clauseSpansOf', () => {
  it('gives every run of consecutive clauses shorter than the question, the longest first', () => {
    expect(texts('不开车了，想坐地下铁，咋走')).toEqual([
      '不开车了，想坐地下铁',
      '想坐地下铁，咋走',
      '不开车了',
      '想坐地下铁',
      '咋走',
    ]);
  });

  it('keeps where each run is in the question, to highlight it there', () => {
    const [, second] = clauseSpansOf('手机没电了？哪能充');
    expect(second).toEqual({ start: 6, end: 9, text: '哪能充' });
  });

  it('splits where the visitor paused, also at a space between Chinese words, not beside a Latin one', () => {
    expect(texts('我明天不开车 打算坐地铁过来')).toEqual(['我明天不开车', '打算坐地铁过来']);
    expect(texts('Wi-Fi 连上以后能用多久')).toEqual([]);
  });

  it('leaves a story of many clauses whole', () => {
    expect(texts('我们一家五口，从外地来，刚下高铁，拖着箱子，有地方放吗')).toEqual([]);
  });
});
