import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AskedQuestion,
  OPERATION_API,
  type OperationFilter,
  type QaAnalysis,
  TOP_QUESTIONS,
} from '../../../src/shared/api/operation';
import { conversationTurns } from '../../db/schema';
import { TEST_APP_TIMEOUT_MS } from '../../test-support/test-app';
import { localDate } from '../overview/day-buckets';
import { insertDevice } from '../overview/test-support/robot-data';
import { createProject } from '../test-support/fixtures';
import { createManagerTestApp, type ManagerTestApp } from '../test-support/manager-test-app';
import { localDay, localHour } from './local-time';
import { periodOf } from './operation-scope';
import { sqlRows } from './sql-rows';

/*
 * 问答分析 reads rollups the turns' trigger keeps (server/db/schema/turn-rollups.ts); this test
 * asks it about a small, untidy history and counts the same figures straight from the turns.
 */

let app: ManagerTestApp;
beforeAll(async () => {
  app = await createManagerTestApp();
}, TEST_APP_TIMEOUT_MS);
afterAll(() => app.close());

const QUESTIONS = ['停车场在哪？', '几点闭馆', '洗手间在哪', '可以拍照吗', '展厅有几层'];
const INTENTS = ['导航', '查询开放时间', '引领'];
const HOUR_MS = 3_600_000;

/** The same figures every run: a small linear congruential generator, read by its high bits. */
function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((state / 2 ** 31) * below);
  };
}

/**
 * Three robots' last five days, stored in batches out of order (a conversation's first turn often
 * comes in a later batch than its others), one batch retried.
 */
async function untidyProject() {
  const project = await createProject(app, app.enterpriseA, `汇总项目${Math.random()}`);
  const expiresAt = new Date(app.clock.now().getTime() + 365 * 24 * HOUR_MS);
  const robots: string[] = [];
  for (const name of ['大厅机器人', '门口机器人', '二楼机器人'])
    robots.push(await insertDevice(app.db, project.id, { name, expiresAt }));
  const random = seeded(30);
  const now = app.clock.now().getTime();
  const turns = Array.from({ length: 400 }, (_, index) => {
    const session = random(90);
    return {
      deviceId: robots[session % robots.length],
      projectId: project.id,
      eventId: `turn-${index}`,
      occurredAt: new Date(now - 5 * 24 * HOUR_MS + random(5 * 24 * 60) * 60_000),
      question: QUESTIONS[random(QUESTIONS.length)],
      answer: '好的',
      unknown: random(4) === 0,
      intent: random(3) === 0 ? INTENTS[random(INTENTS.length)] : null,
      sessionId: random(10) === 0 ? null : `visit-${session}`,
    };
  });
  // A question's wordings come in apart: the later one is the one the turns list first.
  const parking = turns[0];
  const parkingAgain = { ...parking, eventId: 'turn-again', question: '停车场 在哪' };
  Object.assign(parking, { question: '停车场在哪？', occurredAt: new Date(now - HOUR_MS) });
  parkingAgain.occurredAt = parking.occurredAt;
  const batches = Array.from({ length: 10 }, (_, batch) => turns.filter((_, index) => index % 10 === batch));
  for (const batch of [[parking], [parkingAgain], ...batches, batches[3]])
    await app.db.insert(conversationTurns).values(batch).onConflictDoNothing();
  return { projectId: project.id, robots };
}

/** The same figures as 问答分析's, counted from the turns themselves. */
async function countedFromTurns(projectId: string, filter: OperationFilter) {
  const { start, end } = periodOf(filter);
  const robot = filter.deviceId ? sql`and t.device_id = ${filter.deviceId}::uuid` : sql``;
  const turns = sql`conversation_turns t where t.project_id = ${projectId}::uuid ${robot}`;
  const inPeriod = (column: SQL) =>
    sql`${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz`;
  const count = async (query: SQL) => Number((await sqlRows<{ n: string }>(app.db, query))[0].n);
  const top = async (figure: SQL) =>
    (
      await sqlRows<{ question: string; count: string; unknown: string }>(
        app.db,
        sql`select min(t.question) as question, ${figure} as count, count(*) filter (where t.unknown) as unknown
          from ${turns} and ${inPeriod(sql`t.occurred_at`)} group by t.question_key
          having ${figure} > 0 order by ${figure} desc, 1 limit ${TOP_QUESTIONS}`,
      )
    ).map((row): AskedQuestion => ({ ...row, count: Number(row.count), unknown: Number(row.unknown) }));
  const hours = await sqlRows<{ date: string; hour: number; count: string }>(
    app.db,
    sql`select ${localDay(sql`t.occurred_at`)} as date, ${localHour(sql`t.occurred_at`)} as hour, count(*) as count
      from ${turns} and ${inPeriod(sql`t.occurred_at`)} group by 1, 2 order by 1, 2`,
  );
  return {
    conversations: await count(sql`select count(*) as n from ${turns} and ${inPeriod(sql`t.occurred_at`)}`),
    unknown: await count(
      sql`select count(*) as n from ${turns} and t.unknown and ${inPeriod(sql`t.occurred_at`)}`,
    ),
    sessions: await count(
      sql`select count(*) as n from (select min(t.occurred_at) as first_at from ${turns}
        and t.session_id is not null group by t.device_id, t.session_id) s where ${inPeriod(sql`s.first_at`)}`,
    ),
    topQuestions: await top(sql`count(*)`),
    topUnknown: await top(sql`count(*) filter (where t.unknown)`),
    topIntents: (
      await sqlRows<{ intent: string; count: string }>(
        app.db,
        sql`select t.intent, count(*) as count from ${turns} and ${inPeriod(sql`t.occurred_at`)}
          and t.intent is not null group by 1 order by 2 desc, 1 limit ${TOP_QUESTIONS}`,
      )
    ).map((row) => ({ intent: row.intent, count: Number(row.count) })),
    hours: hours.map((row) => ({ ...row, count: Number(row.count) })),
  };
}

describe('问答分析 from the rollups', () => {
  it('answers what counting the turns answers, for all robots and for one, the retried batch once', async () => {
    const { projectId, robots } = await untidyProject();
    const today = app.clock.now();
    const from = localDate(new Date(today.getTime() - 3 * 24 * HOUR_MS));
    for (const deviceId of [undefined, robots[1]]) {
      const filter = { projectId, from, to: localDate(today), ...(deviceId ? { deviceId } : {}) };
      const answer = await app.call<QaAnalysis>(app.enterpriseA, {
        method: 'GET',
        url: OPERATION_API.analysis,
        query: filter,
      });
      const counted = await countedFromTurns(projectId, filter);
      expect(counted.conversations).toBeGreaterThan(50);
      expect(counted.topIntents).toHaveLength(INTENTS.length);
      expect(answer.body.data).toMatchObject(counted);
    }
  });
});
