import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiPrefixes = ['/uc', '/manager', '/kg', '/device', '/dev/outbox.json', '/dev/wechat', '/dev/payment'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    rollupOptions: {
      input: {
        console: resolve(import.meta.dirname, 'index.html'),
        runtime: resolve(import.meta.dirname, 'runtime.html'),
      },
    },
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((p) => [p, 'http://127.0.0.1:8080'])),
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/**/*.test.ts'],
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 20000,
  },
});
