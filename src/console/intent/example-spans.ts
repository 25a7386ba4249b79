import type { SlotSpan } from '../../shared/api/intents';

/** A run of an example's text: plain, or a span bound to a slot. */
export interface Segment {
  start: number;
  end: number;
  text: string;
  slot: string | null;
}

/** The example's text cut at its spans, in order (spans assumed valid: inside, not overlapping). */
export function segmentsOf(text: string, spans: SlotSpan[]): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (span.start > at)
      segments.push({ start: at, end: span.start, text: text.slice(at, span.start), slot: null });
    segments.push({
      start: span.start,
      end: span.end,
      text: text.slice(span.start, span.end),
      slot: span.slot,
    });
    at = span.end;
  }
  if (at < text.length) segments.push({ start: at, end: text.length, text: text.slice(at), slot: null });
  return segments;
}

/** The spans once [start, end) is bound to `slot`: spans it overlaps give way to it. */
export function markSpan(spans: SlotSpan[], marked: SlotSpan): SlotSpan[] {
  const kept = spans.filter((span) => span.end <= marked.start || span.start >= marked.end);
  return [...kept, marked].sort((a, b) => a.start - b.start);
}

export const unmarkSpan = (spans: SlotSpan[], start: number): SlotSpan[] =>
  spans.filter((span) => span.start !== start);

/**
 * The spans that still fit an edited text: a span whose words are still found keeps its slot
 * (moved to where they now are, the occurrence nearest the old place); the others are dropped.
 */
export function carrySpans(before: string, after: string, spans: SlotSpan[]): SlotSpan[] {
  const carried: SlotSpan[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const words = before.slice(span.start, span.end);
    let best = -1;
    for (let at = after.indexOf(words); at >= 0; at = after.indexOf(words, at + 1)) {
      if (best < 0 || Math.abs(at - span.start) < Math.abs(best - span.start)) best = at;
    }
    if (best >= 0) {
      const moved = { ...span, start: best, end: best + words.length };
      if (carried.every((one) => one.end <= moved.start || one.start >= moved.end)) carried.push(moved);
    }
  }
  return carried.sort((a, b) => a.start - b.start);
}

/**
 * Where the browser's selection lies in an example's text, as [start, end) offsets, when it lies
 * inside `container`, whose text nodes sit in elements carrying `data-offset` (the offset of their
 * first character). Null for an empty selection or one that leaves the example; whitespace at its
 * edges is left out.
 */
export function selectedRange(container: HTMLElement, selection: Selection | null, text: string) {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const offsetOf = (node: Node, offset: number): number | null => {
    if (!container.contains(node)) return null;
    const element = node.nodeType === Node.TEXT_NODE ? node.parentElement : (node as Element);
    const holder = element?.closest<HTMLElement>('[data-offset]');
    if (!holder || !container.contains(holder)) return null;
    const base = Number(holder.dataset.offset);
    // A holder marked data-fixed (a span's label) stands for one place, wherever in it the selection ends.
    return node.nodeType === Node.TEXT_NODE && holder.dataset.fixed === undefined ? base + offset : base;
  };
  let start = offsetOf(range.startContainer, range.startOffset);
  let end = offsetOf(range.endContainer, range.endOffset);
  if (start === null || end === null) return null;
  if (start > end) [start, end] = [end, start];
  while (start < end && /\s/.test(text[start])) start += 1;
  while (end > start && /\s/.test(text[end - 1])) end -= 1;
  return start < end ? { start, end } : null;
}
