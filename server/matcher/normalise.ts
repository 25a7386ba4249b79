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
  return traced;
}

export const normalise = (input: string): string => normaliseTraced(input).text;
