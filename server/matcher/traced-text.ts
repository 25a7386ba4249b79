/**
 * A text derived from what someone typed, that still knows where each of its characters came
 * from: character i stands for input[from[i], to[i]). Normalising and reading synonyms as their
 * entries both keep this, so the words that matched are highlighted in the original question.
 */
export interface TracedText {
  text: string;
  from: number[];
  to: number[];
}

/** A range [start, end) of the original text. */
export type TextRange = [number, number];

/** Every place any of `needles` occurs in the traced text, as merged ranges of the original. */
export function rangesOf(traced: TracedText, needles: readonly string[]): TextRange[] {
  const ranges: TextRange[] = [];
  for (const needle of needles) {
    if (!needle) continue;
    for (let at = traced.text.indexOf(needle); at >= 0; at = traced.text.indexOf(needle, at + 1)) {
      ranges.push([traced.from[at], traced.to[at + needle.length - 1]]);
    }
  }
  return mergeRanges(ranges);
}

/** Ranges sorted, overlapping or touching ones joined. */
export function mergeRanges(ranges: readonly TextRange[]): TextRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: TextRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** The traced text without the given ranges of it ([start, end) of traced.text, not overlapping). */
export function withoutRanges(traced: TracedText, ranges: readonly TextRange[]): TracedText {
  if (ranges.length === 0) return traced;
  const result: TracedText = { text: '', from: [], to: [] };
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    result.text += traced.text.slice(at, start);
    result.from.push(...traced.from.slice(at, start));
    result.to.push(...traced.to.slice(at, start));
    at = Math.max(at, end);
  }
  result.text += traced.text.slice(at);
  result.from.push(...traced.from.slice(at));
  result.to.push(...traced.to.slice(at));
  return result;
}
