import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPERATION_API, type QaAnalysis, type TurnPage } from '../../../src/shared/api/operation';
import { MENU_CODES } from '../../../src/shared/permissions';
import { conversationTurns } from '../../db/schema';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { holdOnly } from '../overview/test-support/hold-only';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';
import { askedToday, projectWithVisits } from './test-support/visits';

let app: ManagerTestApp;
beforeAll(async () => {
  app = await createManagerTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const download = (url: string, query: Record<string, string>, caller: Caller = app.enterpriseA) =>
  app.app.inject({ method: 'GET', url, query, headers: caller.headers });
const analysisOf = (caller: Caller | null, query: Record<string, string>) =>
  app.call<QaAnalysis>(caller, { method: 'GET', url: OPERATION_API.analysis, query });

async function askedProject() {
  const visits = await projectWithVisits(app, app.enterpriseA);
  await askedToday(app, visits.project.id, visits.gate, [
    ['停车场在哪？', true],
    ['停车场 在哪', true],
    ['几点闭馆', false],
  ]);
  return visits;
}

describe('问答分析', () => {
  it('counts the period’s turns per day, answered and unknown, the top and the top unanswered questions, per robot', async () => {
    const { project, day } = await askedProject();
    const yesterday = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
    const answer = await analysisOf(app.enterpriseA, { projectId: project.id, from: yesterday, to: day });
    expect(answer.statusCode).toBe(200);
    const analysis = answer.body.data;
    expect(analysis).toMatchObject({ conversations: 6, unknown: 2 });
    expect(analysis.days).toEqual([
      { date: yesterday, answered: 0, unknown: 0 },
      { date: day, answered: 4, unknown: 2 },
    ]);
    expect(analysis.topQuestions[0]).toEqual({
      question: expect.stringMatching(/^停车场/),
      count: 2,
      unknown: 2,
    });
    expect(analysis.topQuestions[1]).toEqual({ question: '几点闭馆', count: 2, unknown: 0 });
    expect(analysis.topUnknown).toEqual([
      { question: expect.stringMatching(/^停车场/), count: 2, unknown: 2 },
    ]);
    expect(analysis.robots.map((robot) => [robot.robotName, robot.conversations, robot.unknown])).toEqual([
      ['大厅机器人', 3, 0],
      ['门口机器人', 3, 2],
    ]);
  });

  it('reads one robot when asked', async () => {
    const { project, day, hall } = await askedProject();
    const answer = await analysisOf(app.enterpriseA, {
      projectId: project.id,
      from: day,
      to: day,
      deviceId: hall,
    });
    expect(answer.body.data).toMatchObject({ conversations: 3, unknown: 0, topUnknown: [] });
  });

  it('refuses bad periods in Chinese and other scopes’ projects with 404', async () => {
    const { project, day } = await askedProject();
    const bad = await analysisOf(app.enterpriseA, { projectId: project.id, from: day, to: '2020-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('开始日期不能晚于结束日期');
    const missing = await analysisOf(app.enterpriseA, { projectId: project.id });
    expect(missing.body.message).toBe('请选择开始日期');
    for (const caller of [app.enterpriseC, app.personB]) {
      expect((await analysisOf(caller, { projectId: project.id, from: day, to: day })).statusCode).toBe(404);
    }
  });

  it('answers 403 to a member without QA_ANALYZE', async () => {
    const { project, day } = await askedProject();
    await holdOnly(app, app.enterpriseA, ['PROJECT', 'OPERATION', 'VISIT_RECORD']);
    expect(
      (await analysisOf(app.enterpriseA, { projectId: project.id, from: day, to: day })).statusCode,
    ).toBe(403);
  });
});

describe('问答分析: the busiest hours, the turns behind a figure, the export', () => {
  // The tests above leave the enterprise's roles fewer menus.
  beforeEach(() => holdOnly(app, app.enterpriseA, [...MENU_CODES]));
  const turnsOf = (caller: Caller | null, query: Record<string, string>) =>
    app.call<TurnPage>(caller, { method: 'GET', url: OPERATION_API.turns, query });

  it('counts turns per day and hour, and a retried batch (the same ids again) counts once', async () => {
    const { project, day, hall } = await askedProject();
    const again = await app.db.select().from(conversationTurns).where(eq(conversationTurns.deviceId, hall));
    await app.db
      .insert(conversationTurns)
      .values(again.map(({ questionKey: _generated, ...turn }) => turn))
      .onConflictDoNothing();
    const analysis = (await analysisOf(app.enterpriseA, { projectId: project.id, from: day, to: day })).body
      .data;
    expect(analysis.conversations).toBe(6);
    expect(analysis.hours).toEqual([
      { date: day, hour: 10, count: 3 },
      { date: day, hour: 11, count: 3 },
    ]);
  });

  it('lists the turns behind a day, an hour, a question, an intent, the unanswered ones and a robot, newest first', async () => {
    const { project, day, gate } = await askedProject();
    const base = { projectId: project.id, from: day, to: day };
    const questions = async (query: Record<string, string>) =>
      (await turnsOf(app.enterpriseA, { ...base, ...query })).body.data.content.map((turn) => turn.question);
    expect(await questions({ hour: '11' })).toEqual(['几点闭馆', '停车场 在哪', '停车场在哪？']);
    expect(await questions({ date: day, hour: '10' })).toEqual(['别的访客的问题', '几点闭馆', '洗手间在哪']);
    expect(await questions({ question: '停车场在哪', unknown: 'true' })).toEqual([
      '停车场 在哪',
      '停车场在哪？',
    ]);
    await askedToday(app, project.id, gate, [['带我去展厅A', false, 0.9, '导航']]);
    expect(await questions({ intent: '导航' })).toEqual(['带我去展厅A']);
    expect(await questions({ date: day, deviceId: gate })).toHaveLength(4);
    expect(await questions({ date: '2020-01-01' })).toEqual([]);
    const page = (await turnsOf(app.enterpriseA, { ...base, pageSize: '2', pageNo: '1' })).body.data;
    expect(page).toMatchObject({ totalElements: 7, number: 1, size: 2 });
    expect(page.content[0]).toMatchObject({ robotName: expect.any(String), unknown: expect.any(Boolean) });
  });

  it('refuses bad drill-down input in Chinese, and keeps other scopes and members without QA_ANALYZE out', async () => {
    const { project, day } = await askedProject();
    const base = { projectId: project.id, from: day, to: day };
    const cases: [Record<string, string>, string][] = [
      [{ hour: '24' }, '小时有误'],
      [{ hour: 'noon' }, '小时有误'],
      [{ date: 'today' }, '日期格式应为 YYYY-MM-DD'],
      [{ unknown: 'maybe' }, '回答状态有误'],
      [{ question: '问'.repeat(501) }, '问题不能超过500个字符'],
      [{ intent: '意'.repeat(101) }, '意图名称不能超过100个字符'],
    ];
    for (const [query, message] of cases) {
      const answer = await turnsOf(app.enterpriseA, { ...base, ...query });
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    for (const caller of [app.enterpriseC, app.personB]) {
      expect((await turnsOf(caller, base)).statusCode).toBe(404);
      expect((await download(OPERATION_API.analysisExport, base, caller)).statusCode).toBe(404);
    }
    await holdOnly(app, app.enterpriseA, ['PROJECT', 'OPERATION', 'QA_MARK']);
    expect((await turnsOf(app.enterpriseA, base)).statusCode).toBe(403);
    expect((await download(OPERATION_API.analysisExport, base)).statusCode).toBe(403);
  });

  it('exports the analysis as an xlsx: the figures, days, hours, top lists and robots', async () => {
    const { project, day } = await askedProject();
    const file = await download(OPERATION_API.analysisExport, { projectId: project.id, from: day, to: day });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent(`问答分析-${day}至${day}.xlsx`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      '概览',
      '每日提问',
      '每小时提问',
      '热门问题',
      '热门未回答问题',
      '热门意图',
      '各机器人',
    ]);
    expect(workbook.getWorksheet('概览')?.getRow(3).values).toEqual([undefined, '访客提问', 6]);
    expect(workbook.getWorksheet('各机器人')?.getRow(3).values).toEqual([
      undefined,
      '门口机器人',
      3,
      2,
      33.3,
    ]);
    const badPeriod = await download(OPERATION_API.analysisExport, { projectId: project.id, from: day });
    expect(badPeriod.statusCode).toBe(400);
  });
});
