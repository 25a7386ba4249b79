import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * The server a browser bench measures against: BENCH_BASE_URL when one is already running, else
 * scripts/e2e-server.mjs on `port` with a throwaway database (the built console in dist/).
 */
export async function startServer(port: number): Promise<{ baseUrl: string; stop: () => void }> {
  if (process.env.BENCH_BASE_URL) return { baseUrl: process.env.BENCH_BASE_URL, stop: () => {} };
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npx vite build` first');
  const server: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/dev/outbox.json`)).ok)
        return { baseUrl, stop: () => server.kill('SIGTERM') };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not start');
}

/** A manager call made from the signed-in page, with its session's token. */
export async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const answer = await fetch(url, {
        method,
        headers: {
          'content-type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('tk')}`,
          'Is-Enterprise': 'true',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const envelope = await answer.json();
      if (envelope.status !== 0) throw new Error(`${url}: ${envelope.message}`);
      return envelope.data;
    },
    { method, url, body },
  ) as Promise<T>;
}
