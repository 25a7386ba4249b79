// Two API processes on one PostgreSQL behind a round-robin proxy, against one process, at 50
// connections: GET user_info and a paged list (projects), with a bare Fastify route (direct and
// through the same proxy) measured in the same run as the floor. The proxy is a child process
// (tests/e2e/support/round-robin-proxy.ts, the one the end-to-end test uses).
// Run: npx tsx bench/two-instances.mjs
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureAlternately } from './support/alternate-rounds.mjs';
import { signInAsAdmin } from './support/console-sign-in.mjs';
import {
  BARE_FASTIFY,
  freePort,
  spawnProcess,
  startServerBesideBare,
  stopChildren,
  waitFor,
} from './support/processes.mjs';

const CONNECTIONS = 50;
const ROUND_SECONDS = 2;
const ROUNDS = 3;

const PROXY = `
  import { startRoundRobinProxy } from './tests/e2e/support/round-robin-proxy.ts';
  await startRoundRobinProxy(JSON.parse(process.env.UPSTREAMS), Number(process.env.PORT));
`;

async function startProxy(upstreams, children) {
  const port = await freePort();
  const child = spawnProcess(['--import', 'tsx', '--input-type=module', '-e', PROXY], {
    PORT: String(port),
    UPSTREAMS: JSON.stringify(upstreams),
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/bare`, child);
  return url;
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-two-'));
const children = [];
try {
  const shared = { SERVER_KEY: randomBytes(32).toString('hex'), DEMO_ROBOTS: '0', TRUST_PROXY: '127.0.0.1' };
  const { base: first, bareOrigin } = await startServerBesideBare(dataDir, BARE_FASTIFY, children, shared);
  const secondPort = await freePort();
  const secondProcess = spawnProcess(['--import', 'tsx', 'server/main.ts'], {
    ...shared,
    DATA_DIR: dataDir,
    DATABASE_URL: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(join(dataDir, 'pg'))}`,
    PORT: String(secondPort),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  });
  children.push(secondProcess);
  const second = `http://127.0.0.1:${secondPort}`;
  await waitFor(`${second}/uc/v1/system/mode`, secondProcess);
  const bareProxy = await startProxy([bareOrigin], children);
  const oneProxy = await startProxy([first], children);
  const twoProxy = await startProxy([first, second], children);

  const headers = { authorization: `Bearer ${await signInAsAdmin(first)}`, 'is-enterprise': 'true' };
  const userInfo = '/uc/v1/user/user_info';
  const list = '/manager/v1/project/page?pageNo=0&pageSize=10';
  const results = await measureAlternately(
    [
      { title: 'bare Fastify, direct', options: { url: `${bareOrigin}/bare` } },
      { title: 'bare Fastify, through the proxy', options: { url: `${bareProxy}/bare` } },
      { title: 'user_info, one process direct', options: { url: `${first}${userInfo}`, headers } },
      {
        title: 'user_info, one process behind the proxy',
        options: { url: `${oneProxy}${userInfo}`, headers },
      },
      {
        title: 'user_info, two processes behind the proxy',
        options: { url: `${twoProxy}${userInfo}`, headers },
      },
      { title: 'project page, one process direct', options: { url: `${first}${list}`, headers } },
      {
        title: 'project page, one process behind the proxy',
        options: { url: `${oneProxy}${list}`, headers },
      },
      {
        title: 'project page, two processes behind the proxy',
        options: { url: `${twoProxy}${list}`, headers },
      },
    ],
    { connections: CONNECTIONS, rounds: ROUNDS, roundSeconds: ROUND_SECONDS },
  );
  const byTitle = Object.fromEntries(results.map((result) => [result.title, result]));
  const floorDirect = byTitle['bare Fastify, direct'].rps;
  const floorProxied = byTitle['bare Fastify, through the proxy'].rps;
  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s, loopback, ${new Date().toISOString()}`,
  );
  console.table(
    results.map(({ title, rps, p99 }) => ({
      target: title,
      'requests/s': Math.round(rps),
      'p99 ms': p99,
      '/ bare direct': (rps / floorDirect).toFixed(2),
      '/ bare proxied': title.includes('proxy') ? (rps / floorProxied).toFixed(2) : '',
    })),
  );
  for (const route of ['user_info', 'project page']) {
    const one = byTitle[`${route}, one process behind the proxy`].rps;
    const two = byTitle[`${route}, two processes behind the proxy`].rps;
    console.log(`${route}: two processes / one process, both behind the proxy = ${(two / one).toFixed(2)}`);
  }
} finally {
  await stopChildren(children.reverse());
  await rm(dataDir, { recursive: true, force: true });
}
