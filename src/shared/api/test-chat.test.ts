import { describe, expect, it } from 'vitest';
import { withSuggestions } from './test-chat';

describe('withSuggestions', () => {
  const fallback = '这个问题我还在学习。';

  it('says the fallback alone when nothing came close', () => {
    expect(withSuggestions(fallback, [])).toBe(fallback);
  });

  it('offers the close questions as one spoken choice: A、B还是C', () => {
    expect(withSuggestions(fallback, ['可以退票吗'])).toBe(`${fallback}您是不是想问「可以退票吗」？`);
    expect(withSuggestions(fallback, ['停车怎么收费', '门票多少钱'])).toBe(
      `${fallback}您是不是想问「停车怎么收费」还是「门票多少钱」？`,
    );
    expect(withSuggestions(fallback, ['停车怎么收费', '门票多少钱', '儿童要买票吗'])).toBe(
      `${fallback}您是不是想问「停车怎么收费」、「门票多少钱」还是「儿童要买票吗」？`,
    );
  });
});
