/**
 * The image-library tooltip records (project-areas spec section 3, local storage): which library
 * hints the person has dismissed, kept as a list without duplicates so each shows until closed.
 */
export const TOOLTIP_RECORDS_KEY = 'imgLibTips';

export function readTooltipRecords(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(TOOLTIP_RECORDS_KEY) ?? '[]');
    return Array.isArray(stored) ? [...new Set(stored.filter((item) => typeof item === 'string'))] : [];
  } catch {
    return [];
  }
}

export function addTooltipRecord(record: string): string[] {
  const records = readTooltipRecords();
  if (records.includes(record)) return records;
  const next = [...records, record];
  try {
    localStorage.setItem(TOOLTIP_RECORDS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the hint is closed for this visit only.
  }
  return next;
}
