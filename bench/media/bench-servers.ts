import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { eq } from 'drizzle-orm';
import { build, preview } from 'vite';
import { projects } from '../../server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { signIn } from '../../server/test-support/api-calls';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';

export interface BenchServers {
  api: TestApp;
  /** The bench page, built for production and served by Vite's preview with the API behind its proxy. */
  pageUrl: string;
  /** The demo administrator's token, in the enterprise scope. */
  token: string;
  projectId: string;
  close(): Promise<void>;
}

/**
 * The API (in-memory PostgreSQL, files in a temporary directory) and a production build of
 * bench/media/ (development React is several times slower and would measure the wrong thing).
 */
export async function startBenchServers(): Promise<BenchServers> {
  const api = await createTestApp();
  const apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const token = await signIn(api, DEMO_ACCOUNTS.admin.account, DEMO_PASSWORD);
  const [project] = await api.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.name, '展厅导览机器人'));
  const outDir = await mkdtemp(join(tmpdir(), 'bench-media-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: { bench: resolve('bench/media/index.html') } },
    },
  });
  const server = await preview({
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', proxy: { '/manager': apiUrl, '/uc': apiUrl } },
  });
  const pageUrl = `${server.resolvedUrls?.local[0]}bench/media/index.html?projectId=${project.id}`;
  return {
    api,
    pageUrl,
    token,
    projectId: project.id,
    close: async () => {
      await server.close();
      await api.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
