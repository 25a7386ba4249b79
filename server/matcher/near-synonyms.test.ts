import { describe, expect, it } from 'vitest';
import { DictionaryScanner } from './dictionary-scanner';
import { nearSynonymEntries } from './near-synonyms';

describe('nearSynonymEntries', () => {
  it('reads the packaged near-synonym list into small groups of Chinese words', () => {
    const entries = nearSynonymEntries();
    expect(entries.length).toBeGreaterThan(1_000);
    for (const entry of entries) {
      expect(entry.synonyms.length).toBeLessThan(8);
      expect([entry.value, ...entry.synonyms].every((word) => /^\p{Script=Han}{2,}$/u.test(word))).toBe(true);
    }
    const scanner = new DictionaryScanner([], entries);
    const [stored] = scanner.scan('可以寄存吗');
    const [asked] = scanner.scan('能存放吗');
    expect(asked.value).toBe(stored.value);
  });
});
