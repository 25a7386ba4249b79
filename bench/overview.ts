/**
 * Budget of the project overview (issue 12): a project with 1,000 robots and 1,000,000
 * conversation turns (plus 200,000 visitor events) spread over 30 days answers
 * GET /manager/v1/project/overview in p95 ≤ 150 ms.
 *
 * Runs on the product's default database, its own embedded PostgreSQL in a temporary data
 * directory, and measures the call through the app (app.inject: routing, authentication, the
 * permission checks, the queries, the envelope), interleaved with two floors measured in the same
 * run: `select 1` through the same pool, and a trivial authenticated call (the project's detail).
 * Usage: npx tsx bench/overview.ts   (BENCH_CALLS sets the number of measured calls, default 300)
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../server/db/database';
import { OVERVIEW_API, type ProjectOverview } from '../src/shared/api/overview';
import { PROJECT_API } from '../src/shared/api/projects';
import {
  type BenchApp,
  measureInterleaved,
  percentile,
  type Target,
  withBenchApp,
} from './support/app-bench';

const DEVICES = 1_000;
const TURNS = 1_000_000;
const VISITOR_EVENTS = 200_000;
const SPREAD_DAYS = 30;
const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const WARM_UP = 30;
const BUDGET_P95_MS = 150;

/** One project's robots and history, written by PostgreSQL itself (generate_series). */
async function fillProject(db: Database, projectId: string): Promise<void> {
  await db.execute(sql`
    insert into devices (project_id, name, model, activation_key, expires_at, activated_at, last_seen_at, battery)
    select ${projectId}::uuid, '讲解机器人' || g, 'guide-s1', 'RK-BENCH-' || g,
           now() + interval '200 days', now() - interval '60 days',
           now() - (g % 90) * interval '1 second', g % 100
    from generate_series(1, ${DEVICES}) g`);
  const spread = sql`now() - random() * interval '1 day' * ${SPREAD_DAYS}`;
  const device = sql`ids.a[1 + g % ${DEVICES}]`;
  const ids = sql`(select array_agg(id order by id) a from devices where project_id = ${projectId}::uuid) ids`;
  await db.execute(sql`
    insert into conversation_turns (device_id, event_id, project_id, occurred_at, question, answer, matched, unknown)
    select ${device}, 't' || g, ${projectId}::uuid, ${spread}, '展厅几点开门？', '展厅每天九点开门。', 'qa', random() < 0.12
    from generate_series(1, ${TURNS}) g, ${ids}`);
  await db.execute(sql`
    insert into visitor_events (device_id, event_id, project_id, occurred_at, kind, dwell_seconds)
    select ${device}, 'v' || g, ${projectId}::uuid, ${spread},
           (array['APPROACHED', 'GREETED', 'LEFT'])[1 + g % 3], (g % 300)
    from generate_series(1, ${VISITOR_EVENTS}) g, ${ids}`);
  // What autovacuum would do soon after a load this size: statistics and the visibility map.
  await db.execute(sql`vacuum analyze devices, conversation_turns, visitor_events`);
}

async function injectOk(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json().data;
}

async function bench({ app, db, clock, headers }: BenchApp): Promise<void> {
  const created = await app.inject({
    method: 'PUT',
    url: PROJECT_API.create,
    headers,
    payload: { name: '压测项目', description: '' },
  });
  const projectId = created.json().data.id as string;

  const loadStart = performance.now();
  await fillProject(db, projectId);
  console.log(
    `data: ${DEVICES} devices, ${TURNS} turns, ${VISITOR_EVENTS} visitor events over ${SPREAD_DAYS} days ` +
      `(${((performance.now() - loadStart) / 1000).toFixed(1)} s to load)`,
  );
  clock.advance(Date.now() - clock.now().getTime());
  const overview = (await injectOk(
    app,
    `${OVERVIEW_API.project}?id=${projectId}`,
    headers,
  )) as ProjectOverview;
  console.log(
    `overview: ${overview.devices.online}/${overview.devices.total} online, ${overview.conversationsToday} turns today, ` +
      `7 days ${overview.days.map((day) => day.conversations).join(' ')}`,
  );

  const targets: Target[] = [
    {
      title: 'GET project/overview',
      run: () => injectOk(app, `${OVERVIEW_API.project}?id=${projectId}`, headers).then(() => undefined),
      times: [],
    },
    {
      title: 'GET project/detail (floor)',
      run: () => injectOk(app, `${PROJECT_API.detail}?id=${projectId}`, headers).then(() => undefined),
      times: [],
    },
    { title: 'select 1 (floor)', run: () => db.execute(sql`select 1`).then(() => undefined), times: [] },
  ];
  await measureInterleaved(targets, WARM_UP, CALLS);

  console.log(
    `\n${CALLS} calls each, interleaved; load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  const p95s: number[] = [];
  for (const target of targets) {
    const sorted = [...target.times].sort((a, b) => a - b);
    const p95 = percentile(sorted, 0.95);
    p95s.push(p95);
    console.log(
      `${target.title.padEnd(28)} p50 ${percentile(sorted, 0.5).toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms`,
    );
  }
  const [overviewP95, detailP95, selectP95] = p95s;
  console.log(
    `\nratio p95 overview / detail call ${(overviewP95 / detailP95).toFixed(1)}×, / select 1 ${(overviewP95 / selectP95).toFixed(1)}×`,
  );
  console.log(
    `budget p95 ≤ ${BUDGET_P95_MS} ms: ${overviewP95 <= BUDGET_P95_MS ? 'met' : 'MISSED'} (${overviewP95.toFixed(1)} ms)`,
  );
}

await withBenchApp('overview', bench);
