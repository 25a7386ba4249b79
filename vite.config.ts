import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstLoadGroups } from './build/first-load-chunks';

const apiPrefixes = ['/uc', '/manager', '/kg', '/device', '/dev/outbox.json', '/dev/wechat', '/dev/payment'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    rolldownOptions: {
      input: {
        console: resolve(import.meta.dirname, 'index.html'),
        runtime: resolve(import.meta.dirname, 'runtime.html'),
      },
      output: {
        codeSplitting: {
          groups: firstLoadGroups({
            console: resolve(import.meta.dirname, 'src/console/main.tsx'),
            runtime: resolve(import.meta.dirname, 'src/runtime/main.tsx'),
          }),
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((p) => [p, 'http://127.0.0.1:8080'])),
  },
  test: {
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 20000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/**/*.test.ts'],
          globalSetup: ['server/test-support/pglite-template-setup.ts'],
          // A worker's test files share its modules (each still gets its own database and app):
          // importing the server again for every file was a third of the run. The browser code's
          // tests stay isolated: antd and its icons keep page-wide state in their modules.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'browser code', include: ['src/**/*.test.{ts,tsx}'] } },
    ],
  },
});
