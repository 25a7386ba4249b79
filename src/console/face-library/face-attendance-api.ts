import {
  type AttendanceDay,
  type AttendanceMonth,
  FACE_ATTENDANCE_API,
} from '../../shared/api/face-attendance';
import { downloadBlob } from '../api/download';
import { http } from '../api/http';

/** A face group's attendance calls (shared/api/face-attendance.ts). */
export const faceAttendanceApi = {
  day: (groupId: string, date: string) => http.get<AttendanceDay>(FACE_ATTENDANCE_API.day, { groupId, date }),
  month: (groupId: string, month: string) =>
    http.get<AttendanceMonth>(FACE_ATTENDANCE_API.month, { groupId, month }),
  exportXlsx: (groupId: string, month: string) =>
    downloadBlob(`${FACE_ATTENDANCE_API.export}?${new URLSearchParams({ groupId, month })}`),
};
