import { spawn } from 'node:child_process';

/**
 * Runs server/main.ts (through tsx) as a child that receives our signals, so PostgreSQL stops
 * cleanly on Ctrl-C or SIGTERM; resolves with the child's exit code.
 */
export function runServer(env, { cwd = process.cwd() } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    env,
    stdio: 'inherit',
  });
  const forward = (signal) => child.kill(signal);
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      for (const s of signals) process.off(s, forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
