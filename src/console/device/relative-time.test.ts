import { describe, expect, it } from 'vitest';
import { daysLeft, timeAgo } from './relative-time';

const now = new Date('2026-06-01T08:00:00');

describe('timeAgo', () => {
  it('says how long ago in the largest whole unit, then the date', () => {
    expect(timeAgo('2026-06-01T07:59:30', now)).toBe('刚刚');
    expect(timeAgo('2026-06-01T07:55:00', now)).toBe('5 分钟前');
    expect(timeAgo('2026-06-01T05:00:00', now)).toBe('3 小时前');
    expect(timeAgo('2026-05-30T08:00:00', now)).toBe('2 天前');
    expect(timeAgo('2026-03-09T10:00:00', now)).toBe('2026.03.09');
  });

  it('reads a time a little ahead (clocks differ) as just now', () => {
    expect(timeAgo('2026-06-01T08:00:05', now)).toBe('刚刚');
  });
});

describe('daysLeft', () => {
  it('counts a started day as a day and nothing once past', () => {
    expect(daysLeft('2026-06-01T20:00:00', now)).toBe(1);
    expect(daysLeft('2026-06-16T08:00:00', now)).toBe(15);
    expect(daysLeft('2026-05-31T08:00:00', now)).toBe(0);
  });
});
