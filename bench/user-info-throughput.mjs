// Throughput of GET /uc/v1/user/user_info on the real server (embedded PostgreSQL in a temporary
// directory) against a bare Fastify route answering a constant, 50 connections, loopback.
// Run: npx tsx bench/user-info-throughput.mjs   (budget: ≥ half the bare rate, p99 ≤ 20 ms)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import SparkMD5 from 'spark-md5';
import { startServerBesideBare, stopChildren } from './support/processes.mjs';

const CONNECTIONS = 50;
const DURATION_S = 10;
const ROUNDS = 5;
const ADMIN = '13800000001';
const PASSWORD = 'demo1234';

const BARE_SERVER = `
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  app.get('/bare', async () => ({ status: 0, message: 'success', data: 'ok' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/**
 * Alternates the two targets in ROUNDS rounds so both see the same machine load (other work on a
 * shared machine moves the figures a lot): requests/s over all rounds, p99 the median of rounds.
 */
async function measureAlternately(targets) {
  for (const { url, headers } of targets)
    await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const rounds = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, { title, url, headers }] of targets.entries()) {
      const result = await autocannon({
        url,
        connections: CONNECTIONS,
        duration: DURATION_S / ROUNDS,
        headers,
      });
      const failures = result.non2xx + result.errors + result.timeouts;
      if (failures > 0) throw new Error(`${title}: ${failures} failed requests`);
      rounds[index].push(result);
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return targets.map(({ title }, index) => ({
    title,
    rps: rounds[index].reduce((sum, result) => sum + result.requests.total, 0) / DURATION_S,
    p99: median(rounds[index].map((result) => result.latency.p99)),
  }));
}

async function signIn(base) {
  const timestamp = Date.now();
  const secret = SparkMD5.hash(`${ADMIN}${SparkMD5.hash(PASSWORD).toUpperCase()}${timestamp}`).toUpperCase();
  const body = new URLSearchParams({
    account: ADMIN,
    secret,
    timestamp: String(timestamp),
    granType: 'password',
  });
  const answer = await (await fetch(`${base}/uc/v1/user/token`, { method: 'POST', body })).json();
  if (answer.status !== 0) throw new Error(`sign-in failed: ${answer.message}`);
  return answer.data.token;
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));
const children = [];
try {
  const { base, bareOrigin } = await startServerBesideBare(dataDir, BARE_SERVER, children);

  const token = await signIn(base);
  const results = await measureAlternately([
    { title: 'bare Fastify constant', url: `${bareOrigin}/bare` },
    {
      title: 'GET /uc/v1/user/user_info',
      url: `${base}/uc/v1/user/user_info`,
      headers: { authorization: `Bearer ${token}`, 'is-enterprise': 'true' },
    },
  ]);
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s each in ${ROUNDS} alternating rounds, loopback, ${new Date().toISOString()}`,
  );
  console.table(
    results.map(({ title, rps, p99 }) => ({
      route: title,
      'requests/s': Math.round(rps),
      'p99 ms (median of rounds)': p99,
    })),
  );
  const [bareResult, userInfo] = results;
  const ratio = userInfo.rps / bareResult.rps;
  console.log(
    `user_info / bare = ${ratio.toFixed(2)} (budget ≥ 0.50); user_info p99 = ${userInfo.p99} ms (budget ≤ 20 ms)`,
  );
  console.log(ratio >= 0.5 && userInfo.p99 <= 20 ? 'within budget' : 'OVER BUDGET');
} finally {
  await stopChildren(children);
  await rm(dataDir, { recursive: true, force: true });
}
