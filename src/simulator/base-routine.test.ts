import { describe, expect, it } from 'vitest';
import type { ConfigurationBundle } from '../shared/api/device-link';
import { BaseRoutine, isWorkingTime } from './base-routine';

const hours = { start: '09:00', end: '17:30', days: [1, 2, 3, 4, 5] };
/** 2026-11-30 is a Monday; times are the machine's local time, as the robot's clock. */
const at = (day: number, time: string) => new Date(`2026-11-${day}T${time}:00`);

const bundleWith = (volume: number) =>
  ({
    baseConfiguration: {
      workingHours: hours,
      volume,
    },
  }) as unknown as ConfigurationBundle;

describe('the simulated robot’s base configuration', () => {
  it('works inside the hours on the working days only', () => {
    expect(isWorkingTime(hours, at(30, '09:00'))).toBe(true);
    expect(isWorkingTime(hours, at(30, '17:29'))).toBe(true);
    expect(isWorkingTime(hours, at(30, '17:30'))).toBe(false);
    expect(isWorkingTime(hours, at(30, '08:59'))).toBe(false);
    // Sunday 29th.
    expect(isWorkingTime(hours, at(29, '10:00'))).toBe(false);
    expect(isWorkingTime({ start: '00:00', end: '24:00', days: [7] }, at(29, '23:59'))).toBe(true);
    expect(isWorkingTime(null, at(29, '03:00'))).toBe(true);
  });

  it('sleeps and wakes saying so, and takes a new configuration’s volume once', () => {
    const said: string[] = [];
    const routine = new BaseRoutine((line) => said.push(line));
    expect(routine.adopt(bundleWith(40))).toBe(40);
    expect(routine.adopt(bundleWith(40))).toBeNull();
    expect(routine.awake(at(30, '20:00'))).toBe(false);
    expect(routine.awake(at(30, '20:01'))).toBe(false);
    expect(routine.awake(at(30, '09:00'))).toBe(true);
    expect(said).toEqual(['工作时间（09:00–17:30）以外，进入休眠', '到了工作时间，醒来']);
  });
});
