import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERVIEW_API, type ProjectOverview } from '../../../src/shared/api/overview';
import { MSG } from '../../../src/shared/messages';
import { homepages } from '../../db/schema';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { createHomepage, createProject } from '../test-support/fixtures';
import { type Caller, createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';
import { lastDays } from './day-buckets';
import { contentFigures, type FigureSource } from './figure-sources';
import { holdOnly } from './test-support/hold-only';
import { insertDevice, insertTurns, insertVisitors } from './test-support/robot-data';

let app: ManagerTestApp;
beforeAll(async () => {
  app = await createManagerTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const overviewOf = (caller: Caller | null, query: Record<string, string>) =>
  app.call<ProjectOverview>(caller, { method: 'GET', url: OVERVIEW_API.project, query });

const seconds = (count: number) => count * 1000;
const DAY = seconds(86_400);
const earlier = (instant: Date, ms: number) => new Date(instant.getTime() - ms);
const later = (instant: Date, ms: number) => new Date(instant.getTime() + ms);

describe('project overview', () => {
  it('counts a new project as empty: no robots, no screens, seven days of zeros', async () => {
    const project = await createProject(app, app.enterpriseA, '新项目');
    const answer = await overviewOf(app.enterpriseA, { id: project.id });
    expect(answer.statusCode).toBe(200);
    const days = lastDays(app.clock.now(), 7);
    expect(answer.body.data).toEqual({
      devices: { online: 0, total: 0 },
      screensPublished: 0,
      qaPairs: 0,
      skills: 0,
      conversationsToday: 0,
      unknownRateToday: null,
      visitorsToday: 0,
      days: days.map((day) => ({ date: day.date, conversations: 0, visitors: 0 })),
    });
  });

  it('counts robots online, screens published, and turns and visitors per day in the server’s time zone', async () => {
    const now = app.clock.now();
    const [yesterday, today] = lastDays(now, 2);
    const project = await createProject(app, app.enterpriseA, '展厅二号');
    const other = await createProject(app, app.enterpriseA, '别的项目');
    const aYearOn = later(now, 365 * DAY);
    const online = await insertDevice(app.db, project.id, {
      lastSeenAt: earlier(now, seconds(5)),
      expiresAt: aYearOn,
    });
    await insertDevice(app.db, project.id, { lastSeenAt: earlier(now, seconds(120)), expiresAt: aYearOn });
    await insertDevice(app.db, project.id, { lastSeenAt: now, expiresAt: aYearOn, disabledAt: now });
    await insertDevice(app.db, project.id, { lastSeenAt: now, expiresAt: earlier(now, 1) });
    await insertDevice(app.db, project.id, { expiresAt: aYearOn });
    const elsewhere = await insertDevice(app.db, other.id, { lastSeenAt: now, expiresAt: aYearOn });

    const released = await createHomepage(app, app.enterpriseA, project.id, '已发布');
    await createHomepage(app, app.enterpriseA, project.id, '草稿');
    await app.db.update(homepages).set({ releasedAt: now }).where(eq(homepages.id, released.id));

    await insertTurns(app.db, online, project.id, [
      { at: today.start },
      { at: later(today.start, seconds(60)), unknown: true },
      { at: earlier(now, seconds(1)) },
      { at: now },
      { at: earlier(today.start, 1), unknown: true },
      { at: yesterday.start, unknown: true },
      { at: later(yesterday.start, seconds(3600)) },
      { at: earlier(today.start, 7 * DAY) },
      { at: today.end },
    ]);
    await insertTurns(app.db, elsewhere, other.id, [{ at: now }, { at: now, unknown: true }]);
    await insertVisitors(app.db, online, project.id, [
      { at: today.start },
      { at: now },
      { at: now, kind: 'GREETED' },
      { at: now, kind: 'LEFT' },
      { at: earlier(today.start, 3 * DAY) },
    ]);
    await insertVisitors(app.db, elsewhere, other.id, [{ at: now }]);

    const { body } = await overviewOf(app.enterpriseA, { id: project.id });
    expect(body.data).toMatchObject({
      devices: { online: 1, total: 5 },
      screensPublished: 1,
      qaPairs: 0,
      skills: 0,
      conversationsToday: 4,
      unknownRateToday: 0.25,
      visitorsToday: 2,
    });
    expect(body.data.days.map((day) => day.conversations)).toEqual([0, 0, 0, 0, 0, 3, 4]);
    expect(body.data.days.map((day) => day.visitors)).toEqual([0, 0, 0, 1, 0, 0, 2]);
    expect(body.data.days.at(-1)?.date).toBe(today.date);

    app.clock.advance(DAY);
    const tomorrow = (await overviewOf(app.enterpriseA, { id: project.id })).body.data;
    expect(tomorrow).toMatchObject({ conversationsToday: 1, unknownRateToday: 0, visitorsToday: 0 });
    expect(tomorrow.devices.online).toBe(0);
    expect(tomorrow.days.map((day) => day.conversations)).toEqual([0, 0, 0, 0, 3, 4, 1]);
  });

  it('refuses bad input without a 500, and answers 项目不存在 for another scope’s project', async () => {
    const project = await createProject(app, app.enterpriseA, '他人的项目');
    expect((await overviewOf(app.enterpriseA, {})).statusCode).toBe(400);
    expect((await overviewOf(app.enterpriseA, { id: 'x'.repeat(65) })).statusCode).toBe(400);
    expect((await overviewOf(null, { id: project.id })).statusCode).toBe(401);
    for (const [caller, id] of [
      [app.enterpriseC, project.id],
      [app.personB, project.id],
      [app.adminPersonal, project.id],
      [app.enterpriseA, 'not-a-uuid'],
      [app.enterpriseA, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const refused = await overviewOf(caller, { id });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toEqual({ status: -1, message: MSG.projectNotFound, data: null });
    }
  });

  it('answers 您暂无权限进入此功能 to a member whose roles lack 概览', async () => {
    const own = await createProject(app, app.enterpriseC, '企业C的项目');
    await holdOnly(app, app.enterpriseC, ['PROJECT']);
    const refused = await overviewOf(app.enterpriseC, { id: own.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toEqual({ status: -1, message: MSG.noPermission, data: null });

    await holdOnly(app, app.enterpriseC, ['PROJECT', 'OVERVIEW']);
    expect((await overviewOf(app.enterpriseC, { id: own.id })).statusCode).toBe(200);
  });
});

describe('figure sources', () => {
  it('sums every area’s source into its figure and reads 0 for a figure nobody feeds', async () => {
    const sources: FigureSource[] = [
      { figure: 'qaPairs', count: async () => 12 },
      { figure: 'qaPairs', count: async () => 3 },
      { figure: 'skills', count: async () => 2 },
    ];
    expect(await contentFigures(app.db, 'any', sources)).toEqual({
      screensPublished: 0,
      qaPairs: 15,
      skills: 2,
    });
  });
});
