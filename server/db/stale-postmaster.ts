import { execFileSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process's arguments, from /proc on Linux, from ps elsewhere; null when it is gone. */
async function argumentsOf(pid: number): Promise<string[] | null> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
  } catch {
    try {
      return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' })
        .trim()
        .split(/\s+/);
    } catch {
      return null;
    }
  }
}

async function parentOf(pid: number): Promise<number | null> {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after ')'.
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return Number.parseInt(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1], 10);
  } catch {
    return null;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  for (let waited = 0; waited < timeoutMs; waited += 50) {
    if (!isAlive(pid)) return true;
    await sleep(50);
  }
  return !isAlive(pid);
}

/** Fast shutdown first (clean, keeps every commit), then harder signals if it hangs. */
async function stopPostmaster(pid: number): Promise<void> {
  const steps: [NodeJS.Signals, number][] = [
    ['SIGINT', 10_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ];
  for (const [signal, waitMs] of steps) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, waitMs)) return;
  }
}

/**
 * Before starting PostgreSQL on `pgDir`: a postmaster still running there whose Node parent
 * died (the server was killed) is stopped; one still owned by a live server is an error, not
 * something to kill. A pid file naming an unrelated process (pid reused after a crash) is
 * removed, since PostgreSQL would refuse to start over it.
 */
export async function clearStalePostmaster(pgDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = join(pgDir, 'postmaster.pid');
  let content: string;
  try {
    content = await readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number.parseInt(content.split('\n')[0], 10);
  // A dead owner's pid file is PostgreSQL's own business: it replaces it.
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;

  const args = await argumentsOf(pid);
  if (!args?.includes(pgDir)) {
    log(`removing ${pidFile}: process ${pid} is not a PostgreSQL of this directory`);
    await rm(pidFile, { force: true });
    return;
  }
  const parent = await parentOf(pid);
  const parentArgs = parent ? await argumentsOf(parent) : null;
  if (parentArgs && /^(node|tsx)/.test(basename(parentArgs[0] ?? ''))) {
    throw new Error(`${pgDir} is in use by a running server (process ${parent}); stop it first`);
  }
  log(`stopping the PostgreSQL left running on ${pgDir} by a server that died (process ${pid})`);
  await stopPostmaster(pid);
}
