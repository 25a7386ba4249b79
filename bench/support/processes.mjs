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
