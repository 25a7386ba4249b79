import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_OUTBOX } from '../../../src/shared/api/dev-outbox';
import { startRoundRobinProxy } from './round-robin-proxy';

export interface TwoInstances {
  /** The first API process: it owns the embedded PostgreSQL. */
  first: string;
  /** The second: DATABASE_URL names the first's PostgreSQL by its unix socket. */
  second: string;
  /** The round-robin proxy before both. */
  proxy: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Starts server/main.ts (through tsx) and resolves once it answers; its log goes to the test's stderr on failure. */
async function startInstance(
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr?.on('data', (chunk) => errors.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(`${url}${DEV_OUTBOX.json}`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API process on ${port} did not start:\n${errors.join('').slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child };
}

async function stopInstance(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Two API processes on one PostgreSQL behind a round-robin proxy, in demo mode: the first starts
 * the embedded PostgreSQL in a throwaway directory, the second reaches it by its unix socket;
 * both share the server key (they read each other's password hashes) and the files directory, and trust the proxy's
 * X-Forwarded-For. `env` adds settings (limits) to both.
 */
export async function startTwoInstances(env: Record<string, string> = {}): Promise<TwoInstances> {
  const dataDir = await mkdtemp(join(tmpdir(), 'robot-two-'));
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    SERVER_KEY: randomBytes(32).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
    DEMO_ROBOTS: '0',
    LOG_LEVEL: 'warn',
    ...env,
  };
  for (const name of ['DATABASE_URL', 'SMS_PROVIDER_URL', 'SMS_PROVIDER_TOKEN']) delete base[name];
  const first = await startInstance({ ...base, DATA_DIR: dataDir }, await freePort());
  let second: Awaited<ReturnType<typeof startInstance>>;
  try {
    second = await startInstance(
      {
        ...base,
        // The same directory, as a shared mount would be: files and the server key; the
        // database is the first process's, named by its socket.
        DATA_DIR: dataDir,
        DATABASE_URL: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(join(dataDir, 'pg'))}`,
      },
      await freePort(),
    );
  } catch (error) {
    await stopInstance(first.child);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const proxy = await startRoundRobinProxy([first.url, second.url]);
  return {
    first: first.url,
    second: second.url,
    proxy: proxy.url,
    stop: async () => {
      await proxy.close();
      await stopInstance(second.child);
      await stopInstance(first.child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
