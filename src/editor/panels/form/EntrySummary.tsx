import type { z } from 'zod';
import { isVideoUrl } from '../../../runtime/parts/Media';
import styles from './form.module.css';
import { objectFields } from './schema-fields';

export interface EntrySummaryProps {
  index: number;
  noun: string;
  entry: unknown;
  schema: z.ZodType;
}

/** What a closed list entry shows: its picture and its first text, so entries can be told apart. */
export function EntrySummary({ index, noun, entry, schema }: EntrySummaryProps) {
  const values = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
  const fields = objectFields(schema);
  const firstText = fields
    .filter(({ meta }) => meta.kind === 'text' || meta.kind === 'textarea')
    .map(({ key }) => values[key])
    .find((value): value is string => typeof value === 'string' && value.trim() !== '');
  const picture = fields
    .filter(({ meta }) => meta.kind === 'image' || meta.kind === 'media')
    .map(({ key }) => values[key])
    .find((value): value is string => typeof value === 'string' && value !== '');
  const count = Array.isArray(entry) ? entry.length : null;
  return (
    <span className={styles.summary} data-panel-entry={index}>
      {picture && !isVideoUrl(picture) && <img src={picture} alt="" className={styles.summaryPicture} />}
      <span className={styles.summaryName}>
        {noun} {index + 1}
      </span>
      <span className={styles.summaryText}>{firstText ?? (count !== null ? `${count} 项` : '')}</span>
    </span>
  );
}
