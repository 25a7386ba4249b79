import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPERATION_API, type OperationRobot, type VisitorPage } from '../../../src/shared/api/operation';
import { MENU_CODES } from '../../../src/shared/permissions';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { holdOnly } from '../overview/test-support/hold-only';
import { rowsOf } from '../qa/test-support/qa-sheets';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';
import { projectWithVisits } from './test-support/visits';

let app: ManagerTestApp;
beforeAll(async () => {
  app = await createManagerTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const visitorsOf = (caller: Caller | null, query: Record<string, string>) =>
  app.call<VisitorPage>(caller, { method: 'GET', url: OPERATION_API.visitors, query });

describe('访客记录', () => {
  it('lists the period’s visits newest first with robot, stay, recognition and questions, and counts them', async () => {
    const { project, hall, day } = await projectWithVisits(app, app.enterpriseA);
    const answer = await visitorsOf(app.enterpriseA, { projectId: project.id, from: day, to: day });
    expect(answer.statusCode).toBe(200);
    const page = answer.body.data;
    expect(page.totalElements).toBe(2);
    expect(page.counts).toEqual({ visits: 2, recognised: 1, questions: 3, averageDwellSeconds: 180 });
    expect(page.content.map((visit) => visit.robotName)).toEqual(['门口机器人', '大厅机器人']);
    expect(page.content[1]).toMatchObject({
      deviceId: hall,
      dwellSeconds: 300,
      recognisedAs: '员工库',
      questionCount: 2,
      questions: ['洗手间在哪', '几点闭馆'],
    });
    expect(page.content[0]).toMatchObject({ recognisedAs: null, questionCount: 0, questions: [] });
  });

  it('pages on the server and filters by robot', async () => {
    const { project, hall, day } = await projectWithVisits(app, app.enterpriseA);
    const second = await visitorsOf(app.enterpriseA, {
      projectId: project.id,
      from: day,
      to: day,
      pageNo: '1',
      pageSize: '1',
    });
    expect(second.body.data.content.map((visit) => visit.robotName)).toEqual(['大厅机器人']);
    expect(second.body.data).toMatchObject({ number: 1, size: 1, totalElements: 2 });
    const oneRobot = await visitorsOf(app.enterpriseA, {
      projectId: project.id,
      from: day,
      to: day,
      deviceId: hall,
    });
    expect(oneRobot.body.data.totalElements).toBe(1);
    expect(oneRobot.body.data.counts.questions).toBe(3);
  });

  it('lists the project’s robots for the filter', async () => {
    const { project } = await projectWithVisits(app, app.enterpriseA);
    const answer = await app.call<OperationRobot[]>(app.enterpriseA, {
      method: 'GET',
      url: OPERATION_API.robots,
      query: { projectId: project.id },
    });
    expect(answer.body.data.map((robot) => robot.name)).toEqual(['大厅机器人', '门口机器人']);
  });

  it('refuses bad input with a Chinese message, never 500', async () => {
    const { project, day } = await projectWithVisits(app, app.enterpriseA);
    const cases: [Record<string, string>, string][] = [
      [{ from: day, to: day }, '请选择项目'],
      [{ projectId: project.id, to: day }, '请选择开始日期'],
      [{ projectId: project.id, from: 'yesterday', to: day }, '开始日期格式应为 YYYY-MM-DD'],
      [{ projectId: project.id, from: '2026-02-30x', to: day }, '开始日期格式应为 YYYY-MM-DD'],
      [{ projectId: project.id, from: '2026-05-02', to: '2026-05-01' }, '开始日期不能晚于结束日期'],
      [{ projectId: project.id, from: '2026-01-01', to: '2026-12-31' }, '时间范围不能超过92天'],
      [{ projectId: project.id, from: day, to: day, pageSize: '100000' }, '请求参数有误'],
      [{ projectId: project.id, from: day, to: day, deviceId: 'not-a-uuid' }, ''],
    ];
    for (const [query, message] of cases) {
      const answer = await visitorsOf(app.enterpriseA, query);
      if (message === '') {
        expect(answer.statusCode).toBe(200);
        expect(answer.body.data.totalElements).toBe(0);
        continue;
      }
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });

  it('answers 404 for another scope’s project and 403 without VISIT_RECORD', async () => {
    const { project, day } = await projectWithVisits(app, app.enterpriseA);
    for (const caller of [app.enterpriseC, app.personB, app.adminPersonal]) {
      const answer = await visitorsOf(caller, { projectId: project.id, from: day, to: day });
      expect(answer.statusCode).toBe(404);
    }
    expect((await visitorsOf(null, { projectId: project.id, from: day, to: day })).statusCode).toBe(401);
    await holdOnly(app, app.enterpriseA, ['PROJECT', 'OPERATION', 'QA_MARK']);
    const refused = await visitorsOf(app.enterpriseA, { projectId: project.id, from: day, to: day });
    expect(refused.statusCode).toBe(403);
  });
});

describe('访客记录: who came, when, and the export', () => {
  // The tests above leave the enterprise's roles fewer menus.
  beforeEach(() => holdOnly(app, app.enterpriseA, [...MENU_CODES]));

  it('filters known people and strangers, and counts arrivals per day and hour', async () => {
    const { project, day } = await projectWithVisits(app, app.enterpriseA);
    const base = { projectId: project.id, from: day, to: day };
    const known = (await visitorsOf(app.enterpriseA, { ...base, who: 'RECOGNISED' })).body.data;
    expect(known.content.map((visit) => [visit.robotName, visit.recognisedAs])).toEqual([
      ['大厅机器人', '员工库'],
    ]);
    expect(known.counts).toMatchObject({ visits: 1, recognised: 1 });
    const strangers = (await visitorsOf(app.enterpriseA, { ...base, who: 'STRANGER' })).body.data;
    expect(strangers.content.map((visit) => visit.robotName)).toEqual(['门口机器人']);
    expect(strangers.hours).toEqual([{ date: day, hour: 10, count: 1 }]);
    const everyone = (await visitorsOf(app.enterpriseA, base)).body.data;
    expect(everyone.hours).toEqual([{ date: day, hour: 10, count: 2 }]);
    const bad = await visitorsOf(app.enterpriseA, { ...base, who: 'VIP' });
    expect([bad.statusCode, bad.body.message]).toEqual([400, '访客类型有误']);
  });

  it('exports the filter’s visits as an xlsx, and only to who may read them', async () => {
    const { project, day } = await projectWithVisits(app, app.enterpriseA);
    const query = { projectId: project.id, from: day, to: day };
    const download = (caller: Caller, extra: Record<string, string> = {}) =>
      app.app.inject({
        method: 'GET',
        url: OPERATION_API.visitorsExport,
        query: { ...query, ...extra },
        headers: caller.headers,
      });
    const file = await download(app.enterpriseA);
    expect(file.statusCode).toBe(200);
    const rows = await rowsOf(file.rawPayload);
    expect(rows[0]).toEqual(['到访时间', '接待机器人', '访客', '人脸库', '停留时长(秒)', '提问数', '问题']);
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([
      ['门口机器人', '陌生访客', '', '60', '0', ''],
      ['大厅机器人', '熟人', '员工库', '300', '2', '洗手间在哪；几点闭馆'],
    ]);
    expect((await download(app.enterpriseA, { who: 'x' })).statusCode).toBe(400);
    expect((await download(app.enterpriseC)).statusCode).toBe(404);
    await holdOnly(app, app.enterpriseA, ['PROJECT', 'OPERATION', 'QA_MARK']);
    expect((await download(app.enterpriseA)).statusCode).toBe(403);
  });
});
