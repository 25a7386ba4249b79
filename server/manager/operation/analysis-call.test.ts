import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_API, type QaAnalysis } from '../../../src/shared/api/operation';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { holdOnly } from '../overview/test-support/hold-only';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';
import { askedToday, projectWithVisits } from './test-support/visits';

let app: ManagerTestApp;
beforeAll(async () => {
  app = await createManagerTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

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
