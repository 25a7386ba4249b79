/**
 * Budgets of remote monitoring (issue 13), against the real server (server/main.ts, the built
 * console, its embedded PostgreSQL in a temporary DATA_DIR) beside a bare Fastify route:
 * (a) 1,000 activated robots beat every 5 s over HTTP (their device tokens written straight into
 *     the database) while 监控平台 is open in headless Chromium: the longest main-thread task
 *     (PerformanceObserver 'longtask'; budget: none over 50 ms) and the p95 from a heartbeat's send
 *     to its position's appearance in the table (budget ≤ 1 s; the feed batches every 500 ms);
 * (b) commands through the remote view's call (PUT monitoring/robot/command) to one robot whose
 *     push channel is open and which acknowledges each at once: p95 of send → pushed and of
 *     send → acknowledgement stored (budget ≤ 200 ms), beside a bare loopback round trip.
 * Run after a build: node --import tsx bench/monitoring-live.ts
 * BENCH_ROBOTS, BENCH_SECONDS and BENCH_COMMANDS change the set-up.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { DEVICE_LINK, PUSH_EVENTS, type PushedCommand } from '../src/shared/api/device-link';
import { MONITORING_API } from '../src/shared/api/monitoring';
import { readServerSentEvents } from '../src/shared/sse-reader';
import { CHROMIUM_EXECUTABLE_PATH, CHROMIUM_FLAGS } from '../tests/chromium';
// @ts-expect-error: a JavaScript helper without types
import { activatedRobots, benchDatabase } from './support/activated-robots.mjs';
// @ts-expect-error: a JavaScript helper without types
import { startServerBesideBare, stopChildren } from './support/processes.mjs';

const ROBOTS = Number(process.env.BENCH_ROBOTS ?? 1_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 40);
const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 200);
const BEAT_MS = 5_000;
/** Paced under the device's call budget (10 calls/s): each command costs the robot one ack call. */
const COMMAND_GAP_MS = 150;

const BARE_SERVER = `
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  app.post('/bare', async (request) => ({ status: 0, message: 'success', data: request.body }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** ROBOTS activated robots of the demo project, each with a device token. */
const beat = (base: string, token: string, x: number) =>
  fetch(`${base}${DEVICE_LINK.heartbeat}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ battery: 80, volume: 50, position: { mapId: null, x, y: 7, pointName: null } }),
  }).then((response) => response.arrayBuffer());

/** Every robot beats once per BEAT_MS, spread evenly; each beat carries a new x the page can recognise. */
function beatFleet(base: string, robots: { token: string }[], sent: Map<number, number>) {
  let next = 1;
  let stopped = false;
  const loops = robots.map(async (robot, index) => {
    await sleep((index * BEAT_MS) / robots.length);
    while (!stopped) {
      const x = next++;
      sent.set(x, Date.now());
      await beat(base, robot.token, x).catch(() => undefined);
      await sleep(BEAT_MS);
    }
  });
  return async () => {
    stopped = true;
    await Promise.all(loops);
  };
}

async function signedInPage(base: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await page.goto(`${base}/login`);
  await page.getByPlaceholder('请输入手机号码').fill('13800000001');
  await page.getByPlaceholder('请输入密码').fill('demo1234');
  await page.getByRole('button', { name: /登\s?录/ }).click();
  await page.waitForURL(/monitoring-platform/, { timeout: 30_000 });
  await page.getByTestId('feed-status').getByText('实时').waitFor({ timeout: 30_000 });
  return { browser, page };
}

/**
 * In the page: when each x first shows in the table, and every long task. As source text: the
 * bundler's helpers (tsx names functions) do not exist in the page.
 */
const WATCH = `(() => {
  window.seen = {};
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  const look = () => {
    const at = performance.timeOrigin + performance.now();
    for (const cell of document.querySelectorAll('[data-testid="robot-position"]')) {
      const x = /\\((\\d+),/.exec(cell.textContent || '')?.[1];
      if (x && !(x in window.seen)) window.seen[x] = at;
    }
  };
  new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

async function fleetOnScreen(base: string, robots: { token: string }[]) {
  const { browser, page } = await signedInPage(base);
  try {
    const sent = new Map<number, number>();
    // Every robot beats once first, so the table shows positions before measuring.
    await Promise.all(robots.map((robot) => beat(base, robot.token, 0)));
    await page.reload();
    await page.getByTestId('feed-status').getByText('实时').waitFor({ timeout: 30_000 });
    await page.evaluate(WATCH);
    // The floor: the same page with no heartbeat arriving, for as long as one beat cycle × 2.
    await sleep(2 * BEAT_MS);
    const idle = (await page.evaluate('window.longTasks.splice(0)')) as number[];
    const stop = beatFleet(base, robots, sent);
    await sleep(SECONDS * 1000);
    await stop();
    await sleep(1_500);
    const { seen, longTasks } = (await page.evaluate(
      '({ seen: window.seen, longTasks: window.longTasks })',
    )) as {
      seen: Record<string, number>;
      longTasks: number[];
    };
    const latencies = Object.entries(seen).flatMap(([x, at]) => {
      const sentAt = sent.get(Number(x));
      return sentAt ? [at - sentAt] : [];
    });
    return { latencies, longTasks, idle, beats: sent.size };
  } finally {
    await browser.close();
  }
}

async function sessionToken(base: string): Promise<string> {
  const { browser, page } = await signedInPage(base);
  try {
    return (await page.evaluate('localStorage.getItem("tk")')) as string;
  } finally {
    await browser.close();
  }
}

/** One robot with its push channel open that acknowledges every command as it arrives. */
async function connectedRobot(base: string, robot: { id: string; token: string }) {
  const pushedAt = new Map<string, number>();
  const ackedAt = new Map<string, number>();
  const abort = new AbortController();
  const headers = { authorization: `Bearer ${robot.token}`, 'content-type': 'application/json' };
  const response = await fetch(`${base}${DEVICE_LINK.commands}`, { headers, signal: abort.signal });
  const reading = (async () => {
    for await (const event of readServerSentEvents(response.body as ReadableStream<Uint8Array>)) {
      if (event.event !== PUSH_EVENTS.command) continue;
      const command = JSON.parse(event.data) as PushedCommand;
      pushedAt.set(command.id, performance.now());
      void fetch(`${base}${DEVICE_LINK.ack.replace(':id', command.id)}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ status: 'ACKED' }),
      })
        .then((answer) => answer.arrayBuffer())
        .then(() => ackedAt.set(command.id, performance.now()));
    }
  })().catch(() => undefined);
  return { pushedAt, ackedAt, stop: () => abort.abort(), reading };
}

async function commandRoundTrips(base: string, bareOrigin: string, robot: { id: string; token: string }) {
  const token = await sessionToken(base);
  const consoleHeaders = {
    authorization: `Bearer ${token}`,
    'is-enterprise': 'true',
    'content-type': 'application/json',
  };
  await beat(base, robot.token, 1);
  const channel = await connectedRobot(base, robot);
  await sleep(300);
  const toPush: number[] = [];
  const toAck: number[] = [];
  const bare: number[] = [];
  for (let n = 0; n < COMMANDS; n++) {
    if (n % 25 === 0) await beat(base, robot.token, 1);
    const started = performance.now();
    const answer = await fetch(`${base}${MONITORING_API.command}`, {
      method: 'PUT',
      headers: consoleHeaders,
      body: JSON.stringify({ deviceId: robot.id, kind: 'SPEAK', payload: { text: `测试指令 ${n}` } }),
    });
    const { data } = (await answer.json()) as { data: { id: string } };
    for (const deadline = Date.now() + 5_000; !channel.ackedAt.has(data.id) && Date.now() < deadline; )
      await sleep(1);
    const pushed = channel.pushedAt.get(data.id);
    const acked = channel.ackedAt.get(data.id);
    if (pushed && acked) {
      toPush.push(pushed - started);
      toAck.push(acked - started);
    }
    const bareStart = performance.now();
    await fetch(`${bareOrigin}/bare`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"n":1}',
    }).then((response) => response.arrayBuffer());
    bare.push(performance.now() - bareStart);
    await sleep(COMMAND_GAP_MS);
  }
  channel.stop();
  return { toPush, toAck, bare };
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-monitoring-'));
const children: unknown[] = [];
try {
  const { base, bareOrigin } = await startServerBesideBare(dataDir, BARE_SERVER, children, {
    DEMO_ROBOTS: '0',
  });
  const database = await benchDatabase(dataDir);
  const robots: { id: string; token: string }[] = await activatedRobots(database, ROBOTS).finally(() =>
    database.end(),
  );
  process.stdout.write(
    `\nremote monitoring, ${ROBOTS} robots beating every ${BEAT_MS / 1000} s for ${SECONDS} s, loopback, embedded PostgreSQL, load ${loadavg()[0].toFixed(2)}, ${new Date().toISOString()}\n`,
  );
  const screen = await fleetOnScreen(base, robots);
  const longest = Math.max(0, ...screen.longTasks);
  process.stdout.write(
    `(a) 监控平台 open: ${screen.beats} heartbeats sent, ${screen.latencies.length} positions seen in the table\n` +
      `    heartbeat send → position on screen: p50 ${ms(percentile(screen.latencies, 50))}, p95 ${ms(percentile(screen.latencies, 95))}, max ${ms(Math.max(...screen.latencies))} (budget p95 ≤ 1000 ms)\n` +
      `    main-thread long tasks while streaming: ${screen.longTasks.length}, longest ${ms(longest)}, over 50 ms: ${screen.longTasks.filter((task) => task > 50).length} (budget: none over 50 ms)\n` +
      `    the same page idle for ${(2 * BEAT_MS) / 1000} s first (floor): ${screen.idle.length} long tasks, longest ${ms(Math.max(0, ...screen.idle))}\n`,
  );
  const commands = await commandRoundTrips(base, bareOrigin, robots[0]);
  process.stdout.write(
    `(b) ${commands.toAck.length} of ${COMMANDS} commands through the remote view's call to a connected robot\n` +
      `    send → pushed to the robot: p50 ${ms(percentile(commands.toPush, 50))}, p95 ${ms(percentile(commands.toPush, 95))}\n` +
      `    send → acknowledgement stored: p50 ${ms(percentile(commands.toAck, 50))}, p95 ${ms(percentile(commands.toAck, 95))} (budget p95 ≤ 200 ms)\n` +
      `    bare loopback round trip: p50 ${ms(percentile(commands.bare, 50))}, p95 ${ms(percentile(commands.bare, 95))}\n`,
  );
} finally {
  await stopChildren(children);
  await rm(dataDir, { recursive: true, force: true });
}
