// Throughput of the console's most frequent calls on the real server (embedded PostgreSQL in a
// temporary directory) against a bare Fastify route answering a constant, 50 connections, loopback:
// GET /uc/v1/user/user_info, and the projects page (a paged list: GET /manager/v1/project/page, 10
// of the enterprise's 30 projects with their flags and tags). Beside each, the CPU its server and
// PostgreSQL spent per request, which moves much less than the rates when others load the machine.
// Run: npx tsx bench/user-info-throughput.mjs   (budget, user_info: ≥ half the bare rate, p99 ≤ 20 ms)
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureAlternately } from './support/alternate-rounds.mjs';
import { signInAsAdmin } from './support/console-sign-in.mjs';
import { BARE_FASTIFY, startServerBesideBare, stopChildren } from './support/processes.mjs';

const CONNECTIONS = 50;
const ROUND_SECONDS = 2;
const ROUNDS = 5;
const PROJECTS = 30;

/** Fills the demo enterprise up to PROJECTS projects, so its first page is a full one. */
async function enoughProjects(base, headers) {
  const page = await (await fetch(`${base}/manager/v1/project/page?pageSize=1`, { headers })).json();
  for (let at = page.data.totalElements; at < PROJECTS; at++) {
    const response = await fetch(`${base}/manager/v1/project/create`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `压测项目 ${at + 1}`, description: '吞吐基准' }),
    });
    if (response.status !== 200) throw new Error(`project/create answered ${response.status}`);
  }
}

const ms = (value) => (value === undefined ? '—' : value.toFixed(3));

const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));
const children = [];
try {
  const { base, bareOrigin } = await startServerBesideBare(dataDir, BARE_FASTIFY, children, {
    DEMO_ROBOTS: '0',
  });
  const [server, bare] = children;
  const headers = { authorization: `Bearer ${await signInAsAdmin(base)}`, 'is-enterprise': 'true' };
  await enoughProjects(base, headers);

  const results = await measureAlternately(
    [
      { title: 'bare Fastify constant', options: { url: `${bareOrigin}/bare` }, pid: bare.pid },
      {
        title: 'GET /uc/v1/user/user_info',
        options: { url: `${base}/uc/v1/user/user_info`, headers },
        pid: server.pid,
      },
      {
        title: 'GET /manager/v1/project/page (10 of 30)',
        options: { url: `${base}/manager/v1/project/page?pageNo=0&pageSize=10`, headers },
        pid: server.pid,
      },
    ],
    { connections: CONNECTIONS, rounds: ROUNDS, roundSeconds: ROUND_SECONDS, warmupSeconds: 2 },
  );
  const [bareResult, userInfo] = results;
  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s, loopback, load ${loadavg()[0].toFixed(1)}, ${new Date().toISOString()}`,
  );
  console.table(
    results.map(({ title, rps, p99, cpuMsPerRequest }) => ({
      route: title,
      'requests/s': Math.round(rps),
      'ratio to bare': (rps / bareResult.rps).toFixed(2),
      'p99 ms (median of rounds)': p99,
      'server CPU ms/request': ms(cpuMsPerRequest?.own),
      'PostgreSQL CPU ms/request': ms(cpuMsPerRequest?.children),
    })),
  );
  const ratio = userInfo.rps / bareResult.rps;
  console.log(
    `user_info / bare = ${ratio.toFixed(2)} (budget ≥ 0.50); user_info p99 = ${userInfo.p99} ms (budget ≤ 20 ms; bare p99 ${bareResult.p99} ms in the same rounds)`,
  );
  console.log(ratio >= 0.5 && userInfo.p99 <= 20 ? 'within budget' : 'OVER BUDGET');
} finally {
  await stopChildren(children);
  await rm(dataDir, { recursive: true, force: true });
}
