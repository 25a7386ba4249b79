import { normalise } from './normalise';
import type { TracedText } from './traced-text';

/** A dictionary entry as the matcher reads it: its value and the other ways people say it. */
export interface DictionaryEntryWords {
  dictionaryId: string;
  value: string;
  synonyms: readonly string[];
}

/** Where an entry was found in a normalised text: [start, end) and the entry's own value. */
export interface EntryHit {
  start: number;
  end: number;
  dictionaryId: string;
  value: string;
  /** The words as written in the text (a synonym, or the value itself). */
  surface: string;
}

const LATIN = /[a-z0-9]/;

/**
 * Whether [start, end) of the text cuts a Latin word: a surface that begins or ends with a letter
 * is a word only when the text's letters stop there too (bus is not in business).
 */
const insideLatinWord = (text: string, start: number, end: number) =>
  (LATIN.test(text[start]) && start > 0 && LATIN.test(text[start - 1])) ||
  (LATIN.test(text[end - 1]) && end < text.length && LATIN.test(text[end]));

/** The longest surface form worth looking for; longer entries are names no one says aloud. */
const MAX_SURFACE = 24;

/** The entry's value and synonyms as the scanner looks for them; overlong names left out. */
const surfacesOf = (entry: DictionaryEntryWords): string[] =>
  [entry.value, ...entry.synonyms]
    .map(normalise)
    .filter((surface) => surface && surface.length <= MAX_SURFACE);

/**
 * Finds dictionary entries in normalised text, longest first and left to right (forward maximum
 * matching): 卫生间 is found as the entry 洗手间 when it is one of its synonyms. Built once per
 * project; a scan costs one map look-up per position and surface length.
 */
export class DictionaryScanner {
  private readonly surfaces = new Map<string, { dictionaryId: string; value: string }>();
  /** The lengths of the surfaces starting with each character, longest first. */
  private readonly lengthsByFirst = new Map<string, number[]>();

  /**
   * `entries` are the project's own; `general` word lists (question words, everyday words,
   * near-synonyms) come after them. A general entry one of whose words an earlier entry already
   * claims joins that entry's meaning: 茅房 (everyday: 洗手间) reads as the project's 卫生间 when
   * the project's entry 卫生间 lists 洗手间, so a general list never splits what the project joined.
   */
  constructor(entries: readonly DictionaryEntryWords[], general: readonly DictionaryEntryWords[] = []) {
    const lengths = new Map<string, Set<number>>();
    const add = (surfaces: readonly string[], meaning: { dictionaryId: string; value: string }) => {
      for (const surface of surfaces) {
        if (this.surfaces.has(surface)) continue;
        this.surfaces.set(surface, meaning);
        const first = surface[0];
        lengths.set(first, (lengths.get(first) ?? new Set()).add(surface.length));
      }
    };
    for (const entry of entries) {
      add(surfacesOf(entry), { dictionaryId: entry.dictionaryId, value: entry.value });
    }
    for (const entry of general) {
      const surfaces = surfacesOf(entry);
      const claimed = surfaces.map((surface) => this.surfaces.get(surface)).find(Boolean);
      add(surfaces, claimed ?? { dictionaryId: entry.dictionaryId, value: entry.value });
    }
    for (const [first, set] of lengths)
      this.lengthsByFirst.set(
        first,
        [...set].sort((a, b) => b - a),
      );
  }

  get isEmpty(): boolean {
    return this.surfaces.size === 0;
  }

  scan(text: string): EntryHit[] {
    const hits: EntryHit[] = [];
    if (this.isEmpty) return hits;
    let start = 0;
    while (start < text.length) {
      const hit = this.longestAt(text, start);
      if (hit) {
        hits.push(hit);
        start = hit.end;
      } else start++;
    }
    return hits;
  }

  private longestAt(text: string, start: number): EntryHit | null {
    for (const length of this.lengthsByFirst.get(text[start]) ?? []) {
      if (start + length > text.length) continue;
      const surface = text.slice(start, start + length);
      const entry = this.surfaces.get(surface);
      if (entry && !insideLatinWord(text, start, start + length))
        return { start, end: start + length, surface, ...entry };
    }
    return null;
  }
}

/**
 * The text with every hit written as its entry's value, so synonyms read as one word; each
 * character of a written value stands for the whole of what it replaced.
 */
export function canonicalTraced(traced: TracedText, hits: readonly EntryHit[]): TracedText {
  if (hits.length === 0) return traced;
  const result: TracedText = { text: '', from: [], to: [] };
  const keep = (start: number, end: number) => {
    result.text += traced.text.slice(start, end);
    result.from.push(...traced.from.slice(start, end));
    result.to.push(...traced.to.slice(start, end));
  };
  let at = 0;
  for (const hit of hits) {
    keep(at, hit.start);
    // A hit of no length (a word read in, lost-things.ts) stands for the character it comes before.
    const last = Math.max(hit.start, hit.end - 1);
    for (let index = 0; index < hit.value.length; index++) {
      result.from.push(traced.from[hit.start]);
      result.to.push(traced.to[last]);
    }
    result.text += hit.value;
    at = hit.end;
  }
  keep(at, traced.text.length);
  return result;
}
