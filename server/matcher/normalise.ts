import type { TracedText } from './traced-text';
import { TRADITIONAL_TO_SIMPLIFIED } from './traditional-variants';

const PUNCTUATION_OR_SYMBOL = /[\p{P}\p{S}\s]/u;

/**
 * One character as the matcher reads it: full-width forms as half-width (NFKC: Ａ→A, ７→7, ？→?),
 * lower case, traditional characters as simplified, punctuation, symbols and spaces as one space.
 */
function normaliseCharacter(character: string): string {
  // Fast paths for what questions are made of: CJK ideographs and ASCII.
  const code = character.charCodeAt(0);
  if (code >= 0x4e00 && code <= 0x9fff) return TRADITIONAL_TO_SIMPLIFIED.get(character) ?? character;
  if (code < 0x80) return /[0-9a-z]/i.test(character) ? character.toLowerCase() : ' ';
  const folded = character.normalize('NFKC').toLowerCase();
  if (PUNCTUATION_OR_SYMBOL.test(folded)) return ' ';
  return [...folded].map((part) => TRADITIONAL_TO_SIMPLIFIED.get(part) ?? part).join('');
}

/**
 * Normalises character by character and remembers where each output character came from, so
 * the words that matched can be highlighted in what the person actually typed. Runs of spaces
 * collapse to one; the text is trimmed.
 */
export function normaliseTraced(input: string): TracedText {
  const traced: TracedText = { text: '', from: [], to: [] };
  let index = 0;
  for (const character of input) {
    for (const part of normaliseCharacter(character)) {
      if (part === ' ' && (traced.text.length === 0 || traced.text.endsWith(' '))) continue;
      traced.text += part;
      traced.from.push(index);
      traced.to.push(index + character.length);
    }
    index += character.length;
  }
  if (traced.text.endsWith(' ')) {
    traced.text = traced.text.slice(0, -1);
    traced.from.pop();
    traced.to.pop();
  }
  return withoutSpacesAroundLatin(input, traced);
}

const HAN = /\p{Script=Han}/u;
const LATIN = /[a-z]/;

/**
 * A typed space between Chinese and a Latin word (我没有 booking) is how mixed text is written,
 * no pause: dropped, so the clause goes on (its 没有 still negates the booking). Not after a Latin
 * word that opens the text (robot 几点关门), which calls someone; not around a number: stored
 * texts write 30 人以上 so, and joined they answered 7 fewer group questions.
 */
function withoutSpacesAroundLatin(input: string, traced: TracedText): TracedText {
  const { text } = traced;
  if (!LATIN.test(text) || !text.includes(' ')) return traced;
  // A space stands for a run (我没有 ，booking): all of it typed spaces, or it is punctuation.
  const typedSpace = (at: number) =>
    text[at] === ' ' && /^\s+$/.test(input.slice(traced.to[at - 1], traced.from[at + 1]));
  const joins = (at: number): boolean => {
    if (!typedSpace(at)) return false;
    const [before, after] = [text[at - 1] ?? '', text[at + 1] ?? ''];
    if (HAN.test(before) && LATIN.test(after)) return true;
    if (!LATIN.test(before) || !HAN.test(after)) return false;
    let start = at - 1;
    while (start > 0 && LATIN.test(text[start - 1])) start--;
    return HAN.test(text[start - 1] ?? '') || joins(start - 1);
  };
  const result: TracedText = { text: '', from: [], to: [] };
  for (let at = 0; at < text.length; at++) {
    if (joins(at)) continue;
    result.text += text[at];
    result.from.push(traced.from[at]);
    result.to.push(traced.to[at]);
  }
  return result;
}

export const normalise = (input: string): string => normaliseTraced(input).text;
