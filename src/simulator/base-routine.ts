import type { ConfigurationBundle } from '../shared/api/device-link';

type Configuration = NonNullable<ConfigurationBundle['baseConfiguration']>;
type WorkingHours = Configuration['workingHours'];

/** ISO weekday of a date in the robot's local time: 1 Monday … 7 Sunday. */
const isoWeekday = (date: Date) => ((date.getDay() + 6) % 7) + 1;
const clockOf = (date: Date) =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

/** Whether `now` (the robot's local time) is inside the working hours; without any, always. */
export function isWorkingTime(hours: WorkingHours | null, now: Date): boolean {
  if (!hours) return true;
  const time = clockOf(now);
  return hours.days.includes(isoWeekday(now)) && time >= hours.start && time < hours.end;
}

/**
 * What a robot does of its base configuration: it sleeps outside the working hours (no walking,
 * no visitors) and takes the configuration's volume whenever a new configuration brings one (a
 * SET_VOLUME command in between stands until then).
 */
export class BaseRoutine {
  private hours: WorkingHours | null = null;
  private volume: number | null = null;
  private asleep = false;

  constructor(private readonly log: (line: string) => void) {}

  /** Adopts a bundle's base configuration; returns the volume to set, when it changed. */
  adopt(bundle: ConfigurationBundle): number | null {
    const configuration = bundle.baseConfiguration ?? null;
    this.hours = configuration?.workingHours ?? null;
    const volume = configuration?.volume ?? null;
    const changed = volume !== null && volume !== this.volume;
    this.volume = volume;
    return changed ? volume : null;
  }

  /** Whether the robot is awake at `now`; says so when it falls asleep or wakes up. */
  awake(now: Date): boolean {
    const asleep = !isWorkingTime(this.hours, now);
    if (asleep !== this.asleep && this.hours) {
      this.log(
        asleep ? `工作时间（${this.hours.start}–${this.hours.end}）以外，进入休眠` : '到了工作时间，醒来',
      );
    }
    this.asleep = asleep;
    return !asleep;
  }
}
