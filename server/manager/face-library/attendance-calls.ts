import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  ATTENDANCE_STATUS_NAMES,
  type AttendanceMonth,
  attendanceDayQuery,
  attendanceMonthQuery,
  FACE_ATTENDANCE_API,
} from '../../../src/shared/api/face-attendance';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { sheetBuffer, xlsxDownload } from '../qa/qa-xlsx-writer';
import { attendanceDays, daysOfMonth } from './attendance-days';
import { faceGroupAccess } from './face-group-kind';

const ATTENDANCE_HEADERS = ['日期', '姓名', '工号', '签到', '签退', '状态'] as const;
const clockOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit', hour12: false }) : '';

/** A face group's attendance: one day's people, a month's counts per day, the month as xlsx. */
export function attendanceCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(FACE_ATTENDANCE_API.day, async (request) => {
    const user = await authenticateInScope(context, request);
    const { groupId, date } = validate(attendanceDayQuery, request.query);
    await faceGroupAccess.find(db, user, groupId, 'accessAuth');
    const [day] = await attendanceDays(db, groupId, date, date, clock.now());
    return ok(day);
  });

  app.get(FACE_ATTENDANCE_API.month, async (request) => {
    const user = await authenticateInScope(context, request);
    const { groupId, month } = validate(attendanceMonthQuery, request.query);
    await faceGroupAccess.find(db, user, groupId, 'accessAuth');
    const { first, last } = daysOfMonth(month);
    const days = await attendanceDays(db, groupId, first, last, clock.now());
    const count = (rows: (typeof days)[number]['rows'], ...statuses: string[]) =>
      rows.filter((row) => row.status && statuses.includes(row.status)).length;
    return ok<AttendanceMonth>({
      month,
      days: days.map(({ date, rows }) => ({
        date,
        present: rows.filter((row) => row.checkIn).length,
        late: count(rows, 'LATE', 'LATE_EARLY'),
        earlyLeave: count(rows, 'EARLY_LEAVE', 'LATE_EARLY'),
        absent: count(rows, 'ABSENT'),
      })),
    });
  });

  app.get(FACE_ATTENDANCE_API.export, async (request, reply) => {
    const user = await authenticateInScope(context, request);
    const { groupId, month } = validate(attendanceMonthQuery, request.query);
    const { resource } = await faceGroupAccess.find(db, user, groupId, 'accessAuth');
    const { first, last } = daysOfMonth(month);
    const days = await attendanceDays(db, groupId, first, last, clock.now());
    const rows = days.flatMap(({ date, rows: people }) =>
      people.map((row) => [
        date,
        row.name,
        row.staffNumber,
        clockOf(row.checkIn),
        clockOf(row.checkOut),
        row.status ? ATTENDANCE_STATUS_NAMES[row.status] : '',
      ]),
    );
    reply.headers(xlsxDownload(`${resource.name ?? '人脸库'}考勤${month}.xlsx`));
    return reply.send(await sheetBuffer(ATTENDANCE_HEADERS, rows));
  });
}
