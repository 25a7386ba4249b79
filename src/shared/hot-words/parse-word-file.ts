import { HOT_WORD_MAX_LENGTH, HOT_WORD_WEIGHT, type HotWord } from '../api/hot-words';

export interface ParsedWordFile {
  words: HotWord[];
  /** Lines left out: too long, or a repeat of an earlier word. */
  skipped: number;
}

/** `词 5`, `词,5`, `词\t5`: a trailing whole number after a separator is the weight. */
const WITH_WEIGHT = /^(.*?)[\s,，]+(\d{1,2})$/u;

/**
 * The words of a word file's text: one a line, blank lines and `#` comments ignored, a
 * trailing weight (1–10) kept, the first of repeated words kept.
 */
export function parseWordFile(text: string): ParsedWordFile {
  const words: HotWord[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r?\n|\r/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const weighted = WITH_WEIGHT.exec(line);
    const weight = weighted ? Number(weighted[2]) : null;
    const validWeight = weight !== null && weight >= HOT_WORD_WEIGHT.min && weight <= HOT_WORD_WEIGHT.max;
    const word = (weighted && validWeight ? weighted[1] : line).trim();
    if (word === '' || [...word].length > HOT_WORD_MAX_LENGTH || seen.has(word)) {
      skipped += 1;
      continue;
    }
    seen.add(word);
    words.push({ word, weight: validWeight ? weight : null });
  }
  return { words, skipped };
}
