/** One calendar day in the server's time zone: [start, end). */
export interface DayBucket {
  /** YYYY-MM-DD */
  date: string;
  start: Date;
  end: Date;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** The local calendar date of an instant, YYYY-MM-DD. */
export const localDate = (instant: Date): string =>
  `${instant.getFullYear()}-${twoDigits(instant.getMonth() + 1)}-${twoDigits(instant.getDate())}`;

/**
 * The `count` days ending with the one `now` falls in, oldest first. Built from local midnights
 * rather than 24-hour steps, so a day of a daylight-saving change keeps its real length.
 */
export function lastDays(now: Date, count: number): DayBucket[] {
  const [year, month, day] = [now.getFullYear(), now.getMonth(), now.getDate()];
  return Array.from({ length: count }, (_, index) => {
    const offset = count - 1 - index;
    const start = new Date(year, month, day - offset);
    return { date: localDate(start), start, end: new Date(year, month, day - offset + 1) };
  });
}
