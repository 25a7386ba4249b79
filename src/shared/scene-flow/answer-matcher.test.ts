import { describe, expect, it } from 'vitest';
import { matchAnswer } from './answer-matcher';

const branches = [
  { id: 'yes', label: '要', examples: ['要', '好的'] },
  { id: 'cash', label: '取钱', examples: ['取钱', '存取款'] },
];

describe('matching an answer to an ask’s branches', () => {
  it('takes the branch of the longest example the answer holds, ignoring punctuation and case', () => {
    expect(matchAnswer('我要取钱！', branches)).toBe('cash');
    expect(matchAnswer('好的。', branches)).toBe('yes');
    expect(matchAnswer('存取', branches)).toBe('cash');
  });

  it('leaves an unrelated or empty answer to the fallback', () => {
    expect(matchAnswer('今天天气如何', branches)).toBeNull();
    expect(matchAnswer(' ，', branches)).toBeNull();
  });
});
