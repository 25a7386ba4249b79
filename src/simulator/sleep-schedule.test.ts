import { describe, expect, it } from 'vitest';
import { sleepsAt } from './sleep-schedule';

/** 2026-11-30 is a Monday; times are the machine's local time, as the robot's clock. */
const at = (day: number, time: string) =>
  new Date(2026, 10, day, Number(time.slice(0, 2)), Number(time.slice(3)));
const report = { sleepSpeech: '', wakeSpeech: '' };

describe('when the sleep report has a robot asleep', () => {
  it('sleeps the night after each of its days, into the next morning', () => {
    const weekNights = { ...report, days: [1, 2, 3, 4, 5], sleepAt: '22:00', wakeAt: '07:00' };
    expect(sleepsAt(weekNights, at(30, '21:59'))).toBe(false);
    expect(sleepsAt(weekNights, at(30, '22:00'))).toBe(true);
    expect(sleepsAt(weekNights, at(30, '23:59'))).toBe(true);
    // Friday's night reaches into Saturday morning; Saturday night is not a sleeping night.
    expect(sleepsAt(weekNights, new Date(2026, 11, 5, 6, 59))).toBe(true);
    expect(sleepsAt(weekNights, new Date(2026, 11, 5, 7, 0))).toBe(false);
    expect(sleepsAt(weekNights, new Date(2026, 11, 5, 23, 0))).toBe(false);
    // Monday morning follows Sunday, not a sleeping night.
    expect(sleepsAt(weekNights, at(30, '03:00'))).toBe(false);
  });

  it('naps inside one day, and never sleeps when both times are the same', () => {
    const nap = { ...report, days: [1], sleepAt: '12:00', wakeAt: '13:30' };
    expect(sleepsAt(nap, at(30, '12:00'))).toBe(true);
    expect(sleepsAt(nap, at(30, '13:30'))).toBe(false);
    expect(sleepsAt({ ...nap, wakeAt: '12:00' }, at(30, '12:00'))).toBe(false);
  });
});
