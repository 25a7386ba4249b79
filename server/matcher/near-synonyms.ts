import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { DictionaryEntryWords } from './dictionary-scanner';

/**
 * General Chinese near-synonyms (寄存/存放/寄放, 路线/线路, 照相/照像, 游览/旅游…) from the word
 * lists of the `segment` package (MIT, dicts/synonym.txt: one "word,synonym" pair a line), read
 * from the installed package when the first index is built, never fetched. Pairs that share a
 * word are one group, read as one word like a dictionary's synonyms; the groups are small (at
 * most seven words), so a chain never joins words of unrelated meaning. Single characters and
 * anything not Chinese are left out: 一/1 or 的/之 would rewrite half of every question.
 */
export const NEAR_SYNONYM_DICTIONARY = '_near-synonyms';

const require = createRequire(import.meta.url);
const SYNONYM_FILE = require.resolve('segment/dicts/synonym.txt');
const CHINESE_WORD = /^\p{Script=Han}{2,}$/u;

/** Groups of words linked by the pairs, each group as its root (the last pair's target) and the others. */
function groupsOf(pairs: readonly [string, string][]): Map<string, string[]> {
  const parent = new Map<string, string>();
  const root = (word: string): string => {
    let at = word;
    while (parent.get(at) !== at) at = parent.get(at) ?? at;
    parent.set(word, at);
    return at;
  };
  for (const [a, b] of pairs) {
    for (const word of [a, b]) if (!parent.has(word)) parent.set(word, word);
    parent.set(root(a), root(b));
  }
  const groups = new Map<string, string[]>();
  for (const word of parent.keys()) {
    const key = root(word);
    if (word !== key) groups.set(key, [...(groups.get(key) ?? []), word]);
  }
  return groups;
}

let entries: DictionaryEntryWords[] | null = null;

/** The near-synonym groups as entries, read once per process. */
export function nearSynonymEntries(): DictionaryEntryWords[] {
  if (entries) return entries;
  const pairs: [string, string][] = [];
  for (const line of readFileSync(SYNONYM_FILE, 'utf8').split(/\r?\n/)) {
    const [word, synonym] = line.split(',').map((part) => part.trim());
    if (word && synonym && CHINESE_WORD.test(word) && CHINESE_WORD.test(synonym)) pairs.push([word, synonym]);
  }
  entries = [...groupsOf(pairs)].map(([value, synonyms]) => ({
    dictionaryId: NEAR_SYNONYM_DICTIONARY,
    value,
    synonyms,
  }));
  return entries;
}
