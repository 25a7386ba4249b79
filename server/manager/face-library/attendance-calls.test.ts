import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AttendanceDay,
  type AttendanceMonth,
  FACE_ATTENDANCE_API,
} from '../../../src/shared/api/face-attendance';
import { FACE_GROUP_API, type FaceGroupSummary } from '../../../src/shared/api/face-groups';
import { FACE_PERSON_API, type FacePerson } from '../../../src/shared/api/face-people';
import { devices, visitorEvents } from '../../db/schema';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { rowsOf as readSheet } from '../qa/test-support/qa-sheets';
import { createProject } from '../test-support/fixtures';
import { createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';

let app: ManagerTestApp;
let groupId: string;
let early: FacePerson;
let late: FacePerson;
let away: FacePerson;

/** A local time on 2026-06-01 (the server's calendar, like the operation platform's). */
const onJune1 = (hours: number, minutes = 0) => new Date(2026, 5, 1, hours, minutes);
/** 2026-06-06, a Saturday: not one of the group's working days (Monday to Friday by default). */
const onSaturday = (hours: number, minutes = 0) => new Date(2026, 5, 6, hours, minutes);

beforeAll(async () => {
  app = await createManagerTestApp();
  const projectId = (await createProject(app, app.enterpriseA, '考勤项目')).id;
  const group = await app.call<FaceGroupSummary>(app.enterpriseA, {
    method: 'PUT',
    url: FACE_GROUP_API.create,
    payload: { projectId, name: '员工', purpose: 'STAFF', workStart: '09:00', workEnd: '18:00' },
  });
  groupId = group.body.data.id;
  const person = async (name: string) =>
    (
      await app.call<FacePerson>(app.enterpriseA, {
        method: 'PUT',
        url: FACE_PERSON_API.create,
        payload: { groupId, name },
      })
    ).body.data;
  early = await person('早到');
  late = await person('迟到');
  away = await person('没来');
  const [robot] = await app.db
    .insert(devices)
    .values({
      projectId,
      name: '前台机器人',
      model: 'guide-s1',
      activationKey: 'ATTEND0000001',
      expiresAt: new Date(2030, 0, 1),
    })
    .returning({ id: devices.id });
  const seen = (personId: string, at: Date) => ({
    deviceId: robot.id,
    eventId: randomUUID(),
    projectId,
    occurredAt: at,
    kind: 'RECOGNISED' as const,
    personId,
  });
  await app.db
    .insert(visitorEvents)
    .values([
      seen(early.id, onJune1(8, 50)),
      seen(early.id, onJune1(12, 0)),
      seen(early.id, onJune1(18, 5)),
      seen(late.id, onJune1(9, 20)),
      seen(late.id, onJune1(17, 0)),
      seen(early.id, onSaturday(10, 0)),
    ]);
  app.clock.advance(onJune1(20, 0).getTime() - app.clock.now().getTime());
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

describe('attendance of a face group', () => {
  it('tells each person’s check-in and check-out of a day against the group’s working hours', async () => {
    const day = await app.call<AttendanceDay>(app.enterpriseA, {
      method: 'GET',
      url: FACE_ATTENDANCE_API.day,
      query: { groupId, date: '2026-06-01' },
    });
    expect(day.statusCode).toBe(200);
    expect(day.body.data).toMatchObject({ workStart: '09:00', workEnd: '18:00' });
    const byName = Object.fromEntries(day.body.data.rows.map((row) => [row.name, row]));
    expect(byName.早到).toMatchObject({
      status: 'NORMAL',
      checkIn: onJune1(8, 50).toISOString(),
      checkOut: onJune1(18, 5).toISOString(),
    });
    expect(byName.迟到.status).toBe('LATE_EARLY');
    expect(byName.没来).toMatchObject({ personId: away.id, status: 'ABSENT', checkIn: null });
  });

  it('counts a month by day, days to come without a status, and exports it as xlsx', async () => {
    const month = await app.call<AttendanceMonth>(app.enterpriseA, {
      method: 'GET',
      url: FACE_ATTENDANCE_API.month,
      query: { groupId, month: '2026-06' },
    });
    expect(month.body.data.days).toHaveLength(30);
    expect(month.body.data.days[0]).toEqual({
      date: '2026-06-01',
      present: 2,
      late: 1,
      earlyLeave: 1,
      absent: 1,
    });
    expect(month.body.data.days[1]).toMatchObject({ present: 0, absent: 0 });
    const exported = await app.app.inject({
      method: 'GET',
      url: FACE_ATTENDANCE_API.export,
      query: { groupId, month: '2026-06' },
      headers: app.enterpriseA.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.headers['content-disposition']).toContain(encodeURIComponent('员工考勤2026-06.xlsx'));
  });

  it('counts a day off the group’s working days as 休息, still showing who came, until the day is made a working one', async () => {
    app.clock.advance(new Date(2026, 5, 7, 12, 0).getTime() - app.clock.now().getTime());
    const dayOf = async (date: string) =>
      (
        await app.call<AttendanceDay>(app.enterpriseA, {
          method: 'GET',
          url: FACE_ATTENDANCE_API.day,
          query: { groupId, date },
        })
      ).body.data;
    const saturday = await dayOf('2026-06-06');
    expect(saturday.workDay).toBe(false);
    const byName = Object.fromEntries(saturday.rows.map((row) => [row.name, row]));
    expect(byName.早到).toMatchObject({ status: 'REST', checkIn: onSaturday(10, 0).toISOString() });
    expect(byName.没来).toMatchObject({ status: 'REST', checkIn: null });
    expect((await dayOf('2026-06-05')).workDay).toBe(true);
    const month = await app.call<AttendanceMonth>(app.enterpriseA, {
      method: 'GET',
      url: FACE_ATTENDANCE_API.month,
      query: { groupId, month: '2026-06' },
    });
    expect(month.body.data.days[4]).toMatchObject({ date: '2026-06-05', absent: 3 });
    expect(month.body.data.days[5]).toEqual({
      date: '2026-06-06',
      present: 1,
      late: 0,
      earlyLeave: 0,
      absent: 0,
    });
    expect(month.body.data.days[6]).toMatchObject({ date: '2026-06-07', absent: 0 });
    const exported = await app.app.inject({
      method: 'GET',
      url: FACE_ATTENDANCE_API.export,
      query: { groupId, month: '2026-06' },
      headers: app.enterpriseA.headers,
    });
    const sheet = await readSheet(exported.rawPayload);
    expect(sheet).toContainEqual(['2026-06-06', '没来', '', '', '', '休息']);
    expect(sheet).toContainEqual(['2026-06-05', '没来', '', '', '', '缺勤']);

    const everyDay = await app.call(app.enterpriseA, {
      method: 'POST',
      url: FACE_GROUP_API.edit,
      payload: {
        id: groupId,
        name: '员工',
        purpose: 'STAFF',
        workStart: '09:00',
        workEnd: '18:00',
        workDays: [1, 2, 3, 4, 5, 6, 7],
      },
    });
    expect(everyDay.statusCode).toBe(200);
    const workedSaturday = await dayOf('2026-06-06');
    expect(workedSaturday.workDay).toBe(true);
    expect(Object.fromEntries(workedSaturday.rows.map((row) => [row.name, row.status]))).toEqual({
      早到: 'LATE_EARLY',
      迟到: 'ABSENT',
      没来: 'ABSENT',
    });
  });

  it('refuses bad dates and other tenants', async () => {
    for (const query of [
      { groupId, date: '2026-13-01' },
      { groupId, date: 'today' },
      { groupId: 'x', date: '2026-06-01' },
    ]) {
      const answer = await app.call(app.enterpriseA, { method: 'GET', url: FACE_ATTENDANCE_API.day, query });
      expect([400, 404]).toContain(answer.statusCode);
    }
    const other = await app.call(app.enterpriseC, {
      method: 'GET',
      url: FACE_ATTENDANCE_API.month,
      query: { groupId, month: '2026-06' },
    });
    expect(other.statusCode).toBe(404);
  });
});
