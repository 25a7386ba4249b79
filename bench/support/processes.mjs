// Starting the servers a bench measures: a free port, a Node child in the project's folder, and
// waiting until it answers.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves once `url` answers below 500; throws when `child` exits first or after `seconds`. */
export async function waitFor(url, child, seconds = 90) {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; await sleep(200)) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (response) => response.status < 500,
        () => false,
      )
    )
      return;
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** `node <args>` in the project's folder with `env` added, its output passed through. */
export const spawnProcess = (args, env) =>
  spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

/** A bare Fastify route answering a constant envelope at /bare: the floor HTTP figures are read against. */
export const BARE_FASTIFY = `
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  app.get('/bare', async () => ({ status: 0, message: 'success', data: 'ok' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/**
 * The product's server (server/main.ts on its embedded PostgreSQL in `dataDir`) and a bare
 * Fastify route (`bareSource`, an ES module listening on process.env.PORT), both answering.
 * The children go into `children` as soon as they start, so the caller can stop them on failure.
 */
export async function startServerBesideBare(dataDir, bareSource, children, env = {}) {
  const [serverPort, barePort] = [await freePort(), await freePort()];
  const server = spawnProcess(['--import', 'tsx', 'server/main.ts'], {
    DATA_DIR: dataDir,
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const bare = spawnProcess(['--input-type=module', '-e', bareSource], { PORT: String(barePort) });
  children.push(server, bare);
  const base = `http://127.0.0.1:${serverPort}`;
  await waitFor(`${base}/uc/v1/system/mode`, server);
  await waitFor(`http://127.0.0.1:${barePort}/bare`, bare);
  return { base, bareOrigin: `http://127.0.0.1:${barePort}` };
}

/** Stops the children and waits until each has exited (the server stops its PostgreSQL first). */
export async function stopChildren(children) {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? null
        : new Promise((resolve) => child.once('exit', resolve)),
    ),
  );
}
