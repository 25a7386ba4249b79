import type { BundleSkills } from '../shared/skill-store/bundle-skills';
import { isWorkingTime } from './base-routine';

type SleepReport = NonNullable<BundleSkills['sleepReport']>;

/**
 * Whether the sleep report has the robot asleep at `now`: from `sleepAt` on each of its days to
 * `wakeAt` — the same day for a nap (12:00–13:30), the next morning for a night (22:00–07:00).
 * The same clock as the base configuration's working hours, with the sleep as the "hours". Equal
 * times (saved before the form refused them) mean no sleep.
 */
export function sleepsAt({ days, sleepAt, wakeAt }: SleepReport, now: Date): boolean {
  if (sleepAt === wakeAt) return false;
  if (sleepAt < wakeAt) return isWorkingTime({ days, start: sleepAt, end: wakeAt }, now);
  const nextDays = days.map((day) => (day % 7) + 1);
  return (
    isWorkingTime({ days, start: sleepAt, end: '24:00' }, now) ||
    isWorkingTime({ days: nextDays, start: '00:00', end: wakeAt }, now)
  );
}
