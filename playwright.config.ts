import { defineConfig } from '@playwright/test';
import { CHROMIUM_EXECUTABLE_PATH, CHROMIUM_FLAGS } from './tests/chromium';

/**
 * End-to-end tests drive Debian's Chromium against the real server (built SPA, embedded
 * PostgreSQL in a throwaway data directory) started by scripts/e2e-server.mjs.
 */
const port = Number(process.env.E2E_PORT ?? 8190);

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  fullyParallel: false,
  // One retry on CI: the CI machine is shared and loaded; a test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    // The console then drops antd's motion (use-reduced-motion): a click never lands on a drawer,
    // dialog or list still moving into place.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE_PATH, args: [...CHROMIUM_FLAGS] },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/dev/outbox.json`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM lets the server stop its PostgreSQL and remove its throwaway data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
