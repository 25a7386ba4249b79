import { z } from 'zod';
import { resourceId } from './resource-kind-schemas';

/**
 * Attendance of a face group's people (考勤), from the robots' recognitions (RECOGNISED visitor
 * events naming the person): the first of a day is the check-in, the last the check-out, measured
 * against the working hours and days set on the group. Reading needs accessAuth on the group.
 */
export const FACE_ATTENDANCE_API = {
  day: '/manager/v1/face/attendance/day', // GET ?groupId&date=YYYY-MM-DD → AttendanceDay
  month: '/manager/v1/face/attendance/month', // GET ?groupId&month=YYYY-MM → AttendanceMonth
  export: '/manager/v1/face/attendance/export', // GET ?groupId&month=YYYY-MM → xlsx
} as const;

export const ATTENDANCE_STATUSES = [
  'NORMAL',
  'LATE',
  'EARLY_LEAVE',
  'LATE_EARLY',
  'ABSENT',
  'PRESENT',
  'REST',
] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const ATTENDANCE_STATUS_NAMES: Record<AttendanceStatus, string> = {
  NORMAL: '正常',
  LATE: '迟到',
  EARLY_LEAVE: '早退',
  LATE_EARLY: '迟到且早退',
  ABSENT: '缺勤',
  PRESENT: '到岗',
  REST: '休息',
};

export const attendanceDayQuery = z.object({
  groupId: resourceId,
  date: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, '请选择正确的日期'),
});
export const attendanceMonthQuery = z.object({
  groupId: resourceId,
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '请选择正确的月份'),
});

export interface AttendanceRow {
  personId: string;
  name: string;
  staffNumber: string;
  /** First and last recognition of the day (ISO times); null when not seen. */
  checkIn: string | null;
  checkOut: string | null;
  /** null: a day still to come, or one the person was not valid on. */
  status: AttendanceStatus | null;
}

export interface AttendanceDay {
  date: string;
  /** One of the group's working days; on the others everyone's status is REST (休息). */
  workDay: boolean;
  workStart: string | null;
  workEnd: string | null;
  rows: AttendanceRow[];
}

export interface AttendanceMonthDay {
  date: string;
  present: number;
  late: number;
  earlyLeave: number;
  absent: number;
}

export interface AttendanceMonth {
  month: string;
  days: AttendanceMonthDay[];
}
