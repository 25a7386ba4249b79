import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

/**
 * A tiny shell process holding the read end of a pipe from this Node process. When Node dies in
 * any way, SIGKILL included, the pipe closes, `read` sees end-of-file and PostgreSQL receives
 * SIGINT (fast shutdown) instead of living on as an orphan.
 */
export function watchPostmaster(postmasterPid: number): { dismiss(): void } {
  const watchdog = spawn(
    'sh',
    ['-c', 'read -r _ || kill -INT "$1" 2>/dev/null', 'postgres-watchdog', String(postmasterPid)],
    {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
    },
  );
  watchdog.on('error', () => undefined);
  watchdog.unref();
  // The pipe must not keep the event loop alive on its own.
  (watchdog.stdin as Socket | null)?.unref();
  return {
    dismiss: () => {
      watchdog.kill('SIGKILL');
    },
  };
}
