import { z } from 'zod';

/** A time of day as operators type it, 00:00–23:59. */
export const timeOfDay = z
  .string({ error: '请输入时间' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, '时间格式为 HH:mm');

/** Minutes since midnight of an HH:mm time. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Days of the week, 1 = 周一 … 7 = 周日 (the way a schedule is read out loud). */
export const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;
export const weekdays = z
  .array(z.number().int().min(1).max(7), { error: '请选择星期' })
  .min(1, '请至少选择一天')
  .max(7)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

/** A window of the day [start, end): the end after the start. */
export const timeWindow = z
  .object({ start: timeOfDay, end: timeOfDay })
  .refine(({ start, end }) => minutesOf(end) > minutesOf(start), '结束时间须晚于开始时间');
export type TimeWindow = z.infer<typeof timeWindow>;

/** Windows that do not overlap, in the order of the day. */
export const dayWindows = <T extends z.ZodType<TimeWindow>>(window: T, max: number) =>
  z
    .array(window)
    .max(max, `最多${max}个时段`)
    .refine((windows) => {
      const sorted = [...windows].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
      return sorted.every((w, i) => i === 0 || minutesOf(w.start) >= minutesOf(sorted[i - 1].end));
    }, '时段不能重叠');

/** Which days and which windows of them a skill runs in. */
export const weeklySchedule = z.object({
  days: weekdays,
  windows: dayWindows(timeWindow, 8).min(1, '请至少添加一个时段'),
});
export type WeeklySchedule = z.infer<typeof weeklySchedule>;

/** The weekday (1–7) and minute of the day of a moment, in the robot's local time. */
export function momentOf(now: Date): { day: number; minute: number } {
  return { day: ((now.getDay() + 6) % 7) + 1, minute: now.getHours() * 60 + now.getMinutes() };
}

/** Whether a moment falls inside the schedule. */
export function inSchedule(schedule: WeeklySchedule, now: Date): boolean {
  const { day, minute } = momentOf(now);
  return (
    schedule.days.includes(day) &&
    schedule.windows.some((w) => minute >= minutesOf(w.start) && minute < minutesOf(w.end))
  );
}
