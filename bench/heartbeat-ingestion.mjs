// Heartbeat ingestion (issue 12 budget): POST /device/v1/heartbeat on loopback, 50 connections
// spread over 2,000 activated robots (each request carries the next robot's token), against the
// real server (server/main.ts) on its default database, the embedded PostgreSQL in a temporary
// DATA_DIR, beside a bare Fastify route that parses the same JSON body, in alternating rounds.
// Measured flat out (the most it takes, and its ratio to the bare route) and at 2,000 heartbeats/s
// offered (the latency robots see at the budget's load).
// Run: node bench/heartbeat-ingestion.mjs   (budget: ≥ 2,000 heartbeats/s, p99 ≤ 20 ms)
// BENCH_DEVICES, BENCH_SECONDS and BENCH_ROUNDS change the set-up.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { activatedRobots, benchDatabase } from './support/activated-robots.mjs';
import { startServerBesideBare, stopChildren } from './support/processes.mjs';

const CONNECTIONS = 50;
const DEVICES = Number(process.env.BENCH_DEVICES ?? 2_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const BUDGET_RPS = 2_000;
const BUDGET_P99_MS = 20;
const HEARTBEAT = '/device/v1/heartbeat';
const BODY = JSON.stringify({
  battery: 76,
  charging: false,
  volume: 60,
  currentPage: 'page-main',
  position: { mapId: null, x: 42.5, y: 17, pointName: '前台' },
});

const BARE_SERVER = `
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  app.post('/bare', async (request) => ({ status: 0, message: 'success', data: { battery: request.body.battery } }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

function run(target, duration, overallRate = undefined) {
  let next = 0;
  const request = {
    method: 'POST',
    path: target.path,
    headers: { 'content-type': 'application/json' },
    body: BODY,
  };
  if (target.tokens) {
    request.setupRequest = (req) => {
      next = (next + 1) % target.tokens.length;
      return { ...req, headers: { ...req.headers, authorization: `Bearer ${target.tokens[next]}` } };
    };
  }
  return autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration,
    overallRate,
    requests: [request],
  });
}

/** Alternates the targets so both see the same machine load; rates over all rounds, latency medians. */
async function measureAlternately(targets) {
  for (const target of targets) await run(target, 3);
  const rounds = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, target] of targets.entries()) {
      const result = await run(target, DURATION_S / ROUNDS, target.rate);
      const failures = result.non2xx + result.errors + result.timeouts;
      if (failures > 0)
        throw new Error(
          `${target.title}: ${failures} failed requests (${JSON.stringify(result.statusCodeStats)})`,
        );
      rounds[index].push(result);
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return targets.map(({ title }, index) => ({
    title,
    rps: rounds[index].reduce((sum, result) => sum + result.requests.total, 0) / DURATION_S,
    p50: median(rounds[index].map((result) => result.latency.p50)),
    p99: median(rounds[index].map((result) => result.latency.p99)),
  }));
}

const dataDir = await mkdtemp(join(tmpdir(), 'hb-'));
const children = [];
let database = null;
try {
  const { base, bareOrigin } = await startServerBesideBare(dataDir, BARE_SERVER, children, {
    DEMO_ROBOTS: '0',
  });
  database = await benchDatabase(dataDir);
  const tokens = (await activatedRobots(database, DEVICES)).map((robot) => robot.token);

  const results = await measureAlternately([
    { title: 'bare Fastify (same JSON body), flat out', url: bareOrigin, path: '/bare' },
    { title: `POST ${HEARTBEAT}, flat out`, url: base, path: HEARTBEAT, tokens },
    { title: `POST ${HEARTBEAT} at ${BUDGET_RPS}/s`, url: base, path: HEARTBEAT, tokens, rate: BUDGET_RPS },
  ]);
  const { rows } = await database.query(
    `select count(*)::int as beaten from devices where serial like 'BENCH-%' and last_seen_at > now() - interval '10 minutes'`,
  );
  console.log(
    `\n${CONNECTIONS} connections over ${DEVICES} robots, ${DURATION_S} s each in ${ROUNDS} alternating rounds, loopback, embedded PostgreSQL, load ${loadavg()[0].toFixed(2)}, ${new Date().toISOString()}`,
  );
  console.table(
    results.map(({ title, rps, p50, p99 }) => ({
      route: title,
      'requests/s': Math.round(rps),
      'p50 ms': p50,
      'p99 ms': p99,
    })),
  );
  const [bareResult, flatOut, atBudget] = results;
  console.log(
    `flat out: ${Math.round(flatOut.rps)} heartbeats/s (budget ≥ ${BUDGET_RPS}), p50 ${flatOut.p50} ms, p99 ${flatOut.p99} ms; heartbeat / bare = ${(flatOut.rps / bareResult.rps).toFixed(2)}`,
  );
  console.log(
    `at ${BUDGET_RPS}/s offered: ${Math.round(atBudget.rps)} heartbeats/s, p50 ${atBudget.p50} ms, p99 ${atBudget.p99} ms (budget ≤ ${BUDGET_P99_MS} ms); robots whose row a heartbeat updated: ${rows[0].beaten}/${DEVICES}`,
  );
  const within =
    flatOut.rps >= BUDGET_RPS && atBudget.rps >= BUDGET_RPS * 0.98 && atBudget.p99 <= BUDGET_P99_MS;
  console.log(within ? 'within budget' : 'OVER BUDGET');
} finally {
  await database?.end();
  await stopChildren(children);
  await rm(dataDir, { recursive: true, force: true });
}
