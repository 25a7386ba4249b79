import { describe, expect, it } from 'vitest';
import { lastDays, localDate } from './day-buckets';

describe('lastDays', () => {
  it('gives the days ending today, oldest first, each from local midnight to the next', () => {
    const now = new Date(2026, 5, 1, 15, 30);
    const days = lastDays(now, 7);
    expect(days.map((day) => day.date)).toEqual([
      '2026-05-26',
      '2026-05-27',
      '2026-05-28',
      '2026-05-29',
      '2026-05-30',
      '2026-05-31',
      '2026-06-01',
    ]);
    expect(days[6].start).toEqual(new Date(2026, 5, 1));
    expect(days[6].end).toEqual(new Date(2026, 5, 2));
    for (const [index, day] of days.slice(1).entries()) expect(day.start).toEqual(days[index].end);
  });

  it('puts the last instant before midnight in the day that ends there', () => {
    const justBefore = new Date(2026, 0, 1, 0, 0, 0, -1);
    expect(localDate(justBefore)).toBe('2025-12-31');
    expect(lastDays(justBefore, 1)[0]).toMatchObject({ date: '2025-12-31', end: new Date(2026, 0, 1) });
  });
});
