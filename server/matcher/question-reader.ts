import { canonicalTraced, type DictionaryScanner, type EntryHit } from './dictionary-scanner';
import { lostThingHit } from './lost-things';
import { normaliseTraced } from './normalise';
import { withoutRequestFrames } from './request-frames';
import type { SoundAlikes } from './sound-alikes';
import { spokenForms } from './spoken-forms';
import { SLOT_MARK, termsOf } from './terms';
import type { TracedText } from './traced-text';

/** A question (asked or stored) read once: its dictionary entries found, its terms for each index. */
export interface ReadQuestion {
  /** Normalised, spoken forms read plainly, synonyms written as their entries; traced back to the original text. */
  canonical: TracedText;
  hits: EntryHit[];
  /** Terms for the Q&A pairs: synonyms read as their entry, so 厕所 finds 卫生间's pair. */
  terms: string[];
}

/**
 * A text normalised, spoken forms read plainly, misheard characters read as meant (a visitor's
 * question, when `soundAlikes` are given) and dictionary entries found and written as their values.
 */
export function canonicalOf(text: string, scanner: DictionaryScanner, soundAlikes?: SoundAlikes) {
  const spoken = spokenForms(withoutRequestFrames(normaliseTraced(text)));
  const heard = soundAlikes ? soundAlikes.correct(spoken) : spoken;
  const hits = scanner.scan(heard.text);
  const canonical = canonicalTraced(heard, hits);
  // A visitor's lost thing (see lost-things.ts); stored questions say 东西丢了 as they mean it.
  const lost = soundAlikes ? lostThingHit(canonical.text, hits) : null;
  if (!lost) return { canonical, hits };
  const read = [
    ...hits.filter((hit) => hit.start < lost.start),
    lost,
    ...hits.filter((hit) => hit.start >= lost.start),
  ];
  return { canonical: canonicalTraced(heard, read), hits: read };
}

export function readQuestion(
  text: string,
  scanner: DictionaryScanner,
  soundAlikes?: SoundAlikes,
): ReadQuestion {
  const { canonical, hits } = canonicalOf(text, scanner, soundAlikes);
  return { canonical, hits, terms: termsOf(canonical.text) };
}

/** The term a slot bound to a dictionary counts as: any entry of that dictionary fills it. */
export const slotTerm = (dictionaryId: string): string => `slot:${dictionaryId}`;

/**
 * Terms for the intents: each entry of a dictionary some slot uses stands as that dictionary's
 * slot term, so 带我去卫生间 and 带我去展厅 both read as 带我去 + a place.
 */
export function intentTermsOf(read: ReadQuestion, slotDictionaries: ReadonlySet<string>): string[] {
  const slotHits = read.hits.filter((hit) => slotDictionaries.has(hit.dictionaryId));
  if (slotHits.length === 0) return read.terms;
  const text = read.canonical.text;
  let marked = '';
  let at = 0;
  // Hit positions are of the normalised text; the canonical text moved them by the values' lengths.
  let shift = 0;
  for (const hit of read.hits) {
    const start = hit.start + shift;
    const end = start + hit.value.length;
    shift += hit.value.length - (hit.end - hit.start);
    if (!slotDictionaries.has(hit.dictionaryId)) continue;
    marked += `${text.slice(at, start)}${SLOT_MARK}`;
    at = end;
  }
  marked += text.slice(at);
  return termsOf(
    marked,
    slotHits.map((hit) => slotTerm(hit.dictionaryId)),
  );
}
