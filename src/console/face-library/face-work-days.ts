import type { Dayjs } from 'dayjs';
import { WEEKDAY_NAMES } from '../../shared/api/base-configurations';

/** The form's checkboxes, 一 to 日 under the label 工作日 (values: ISO weekdays, 1 = Monday). */
export const WORK_DAY_OPTIONS = WEEKDAY_NAMES.map((name, index) => ({
  label: name.slice(1),
  value: index + 1,
}));

/** The ISO weekday (1 = Monday … 7 = Sunday) of a date. */
export const isoWeekdayOf = (date: Dayjs) => date.day() || 7;

/** The working days in words: a run of three or more as 周一至周五, others listed (周一、周三). */
export function workDaysText(days: readonly number[]): string {
  const runs: number[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run[run.length - 1] === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${WEEKDAY_NAMES[run[0] - 1]}至${WEEKDAY_NAMES[run[run.length - 1] - 1]}`]
        : run.map((day) => WEEKDAY_NAMES[day - 1]),
    )
    .join('、');
}
