import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { AttendanceDay, AttendanceRow, AttendanceStatus } from '../../../src/shared/api/face-attendance';
import type { Database } from '../../db/database';
import { faceGroups, facePeople, visitorEvents } from '../../db/schema';

/** A day as the server's local calendar names it (the operation platform's periods do the same). */
const dayName = (at: Date) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
const midnightOf = (day: string, extraDays = 0) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date + extraDays);
};
const at = (day: string, clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  const moment = midnightOf(day);
  moment.setHours(hours, minutes);
  return moment;
};

interface Hours {
  workStart: string | null;
  workEnd: string | null;
}

/** The day's ISO weekday, 1 (Monday) to 7. */
const weekdayOf = (day: string) => midnightOf(day).getDay() || 7;

/**
 * How a day went for one person: a rest day off the working days whether they came or not, else
 * late against the start, early against the end once the day is over.
 */
function statusOf(
  day: string,
  workDay: boolean,
  seen: { first: Date; last: Date } | undefined,
  hours: Hours,
  now: Date,
): AttendanceStatus | null {
  if (midnightOf(day) > now) return null;
  if (!workDay) return 'REST';
  if (!seen) return hours.workStart && now < at(day, hours.workStart) ? null : 'ABSENT';
  if (!hours.workStart || !hours.workEnd) return 'PRESENT';
  const late = seen.first > at(day, hours.workStart);
  const dayOver = now >= at(day, hours.workEnd);
  const early = dayOver && seen.last < at(day, hours.workEnd);
  if (late && early) return 'LATE_EARLY';
  if (late) return 'LATE';
  if (early) return 'EARLY_LEAVE';
  return 'NORMAL';
}

/** A person counts from the day they were added, within their valid dates. */
const countsOn = (
  person: { validFrom: string | null; validUntil: string | null; createdAt: Date },
  day: string,
) =>
  dayName(person.createdAt) <= day &&
  (!person.validFrom || person.validFrom <= day) &&
  (!person.validUntil || person.validUntil >= day);

/**
 * The attendance of a group's people on each day from `first` to `last` (inclusive): every
 * person's first and last recognition of the day and its status.
 */
export async function attendanceDays(
  db: Database,
  groupId: string,
  first: string,
  last: string,
  now: Date,
): Promise<AttendanceDay[]> {
  const [hours] = await db
    .select({ workStart: faceGroups.workStart, workEnd: faceGroups.workEnd, workDays: faceGroups.workDays })
    .from(faceGroups)
    .where(eq(faceGroups.id, groupId));
  const people = await db
    .select({
      id: facePeople.id,
      name: facePeople.name,
      staffNumber: facePeople.staffNumber,
      validFrom: facePeople.validFrom,
      validUntil: facePeople.validUntil,
      createdAt: facePeople.createdAt,
    })
    .from(facePeople)
    .where(eq(facePeople.groupId, groupId))
    .orderBy(asc(facePeople.createdAt), asc(facePeople.id));
  const seen = new Map<string, { first: Date; last: Date }>();
  const recognitions = await db
    .select({ personId: visitorEvents.personId, occurredAt: visitorEvents.occurredAt })
    .from(visitorEvents)
    .innerJoin(facePeople, eq(facePeople.id, visitorEvents.personId))
    .where(
      and(
        eq(facePeople.groupId, groupId),
        isNotNull(visitorEvents.personId),
        gte(visitorEvents.occurredAt, midnightOf(first)),
        lt(visitorEvents.occurredAt, midnightOf(last, 1)),
      ),
    );
  for (const { personId, occurredAt } of recognitions) {
    const key = `${personId}:${dayName(occurredAt)}`;
    const known = seen.get(key);
    if (!known) seen.set(key, { first: occurredAt, last: occurredAt });
    else {
      if (occurredAt < known.first) known.first = occurredAt;
      if (occurredAt > known.last) known.last = occurredAt;
    }
  }
  const days: AttendanceDay[] = [];
  for (let day = first; day <= last; day = dayName(midnightOf(day, 1))) {
    const workDay = hours.workDays.includes(weekdayOf(day));
    const rows: AttendanceRow[] = people
      .filter((person) => countsOn(person, day))
      .map((person) => {
        const times = seen.get(`${person.id}:${day}`);
        return {
          personId: person.id,
          name: person.name,
          staffNumber: person.staffNumber,
          checkIn: times?.first.toISOString() ?? null,
          checkOut: times?.last.toISOString() ?? null,
          status: statusOf(day, workDay, times, hours, now),
        };
      });
    days.push({ date: day, workDay, workStart: hours.workStart, workEnd: hours.workEnd, rows });
  }
  return days;
}

/** The first and last day of a month 'YYYY-MM'. */
export function daysOfMonth(month: string): { first: string; last: string } {
  const [year, number] = month.split('-').map(Number);
  return { first: `${month}-01`, last: dayName(new Date(year, number, 0)) };
}
