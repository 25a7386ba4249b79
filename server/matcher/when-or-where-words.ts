import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Words that say when or where (中午, 下周, 平时; 家里, 网上) by the parts of speech of the
 * `segment` package's dictionary (MIT, dicts/dict.txt: "word|tags|frequency", the tags a bit set,
 * see its lib/POSTAG.js), read from the installed package once, never fetched. A word tagged a
 * noun or a verb as well is left out: it may name what the question is about.
 */
const require = createRequire(import.meta.url);
const DICTIONARY_FILE = require.resolve('segment/dicts/dict.txt');

const TIME_WORD = 0x4000;
const PLACE_WORD = 0x8000;
const NOUN = 0x100000;
const VERB = 0x1000;

/** The words of the dictionary tagged time or place, and neither noun nor verb. */
function readWhenOrWhereWords(): Set<string> {
  const words = new Set<string>();
  const lines = readFileSync(DICTIONARY_FILE, 'utf8').matchAll(/^\uFEFF?([^|\n]+)\|(0x[0-9a-f]+)\|/gim);
  for (const [, text, tags] of lines) {
    const bits = Number(tags);
    if (bits & (TIME_WORD | PLACE_WORD) && !(bits & (NOUN | VERB))) words.add(text);
  }
  return words;
}

/**
 * Where, said as visitors say it and the dictionary tags a noun (里面 in 里面都摆的啥, 外头): inside
 * or outside the venue the robot stands in, never what is asked about. So is its 门口 (哪几路车在
 * 门口停: where the bus stops, the question is which bus): 8 more right of eighteen development
 * sets, 2 more false (held-out +1 right, +1 false).
 */
const SPOKEN_PLACES = ['里面', '里头', '里边', '外面', '外头', '外边', '门口'];

// Read when the matcher is loaded (about 80 ms), so no question waits for it.
const WHEN_OR_WHERE = new Set([...readWhenOrWhereWords(), ...SPOKEN_PLACES]);

/** Whether a word only says when or where (see above). */
export const isWhenOrWhereWord = (word: string): boolean => WHEN_OR_WHERE.has(word);
