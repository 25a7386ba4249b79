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
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/**/*.test.ts'],
    globalSetup: ['server/test-support/pglite-template-setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 20000,
  },
});
