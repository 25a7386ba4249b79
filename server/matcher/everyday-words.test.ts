import { describe, expect, it } from 'vitest';
import { EVERYDAY_ENTRIES } from './everyday-words';

describe('everyday words', () => {
  it('lists each word under one meaning: a word under two joins them (收摊 made 特展到几号 ask the closing time)', () => {
    const meanings = new Map<string, string[]>();
    for (const { value, synonyms } of EVERYDAY_ENTRIES)
      for (const word of new Set([value, ...synonyms]))
        meanings.set(word, [...(meanings.get(word) ?? []), value]);
    expect([...meanings].filter(([, values]) => values.length > 1)).toEqual([]);
  });

  it('lists each word once under its meaning: a word listed twice is a list no one has read', () => {
    const repeated = EVERYDAY_ENTRIES.flatMap(({ value, synonyms }) =>
      synonyms.filter((word, at) => synonyms.indexOf(word) !== at).map((word) => `${value}: ${word}`),
    );
    expect(repeated).toEqual([]);
  });
});
