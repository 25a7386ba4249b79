import type { ReactNode } from 'react';
import styles from './TestChatPanel.module.css';

/** A text with the ranges [start, end) that matched marked, as the matcher returned them. */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly [number, number][] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > text.length || start >= end) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className={styles.hit}>
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return <span>{parts}</span>;
}
