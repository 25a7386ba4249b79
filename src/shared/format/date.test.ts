import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';

/** Built in local time so the expectations hold in any time zone. */
const moment = new Date(2024, 0, 2, 3, 4, 5);

describe('formatDateTime and formatDate', () => {
  it("formats 'YYYY.MM.DD HH:mm:ss' and 'YYYY.MM.DD'", () => {
    expect(formatDateTime(moment)).toBe('2024.01.02 03:04:05');
    expect(formatDate(moment)).toBe('2024.01.02');
    expect(formatDateTime(moment, 'HH:mm')).toBe('03:04');
  });

  it('multiplies 10-digit second timestamps by 1000', () => {
    const seconds = moment.getTime() / 1000;
    expect(String(seconds)).toHaveLength(10);
    expect(formatDateTime(seconds)).toBe('2024.01.02 03:04:05');
    expect(formatDateTime(String(seconds))).toBe('2024.01.02 03:04:05');
  });

  it('takes millisecond timestamps as they are', () => {
    expect(formatDateTime(moment.getTime())).toBe('2024.01.02 03:04:05');
    expect(formatDate(String(moment.getTime()))).toBe('2024.01.02');
  });

  it('gives empty text for a missing or unreadable value', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
