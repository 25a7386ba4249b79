import { describe, expect, it } from 'vitest';
import { isWhenOrWhereWord } from './when-or-where-words';

describe('words that only say when or where', () => {
  it('are the dictionary’s time and place words', () => {
    for (const word of ['中午', '下周', '平时', '傍晚', '家里', '网上'])
      expect(isWhenOrWhereWord(word), word).toBe(true);
  });

  it('include inside and outside as visitors say them, which the dictionary tags nouns', () => {
    for (const word of ['里面', '里头', '外面', '门口']) expect(isWhenOrWhereWord(word), word).toBe(true);
  });

  it('leave out what a question may be about: nouns, verbs, and words the dictionary lacks', () => {
    for (const word of ['展柜', '朝代', '母婴室', '退烧药', '下棋', '很乖'])
      expect(isWhenOrWhereWord(word), word).toBe(false);
  });
});
