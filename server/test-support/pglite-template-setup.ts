import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDataDir } from '../db/pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of a migrated PGlite data directory every test database starts from; '' with DATABASE_URL. */
    pgliteTemplateFile: string;
  }
}

/**
 * Vitest's global setup: migrates one PGlite database for the whole run, so that each test
 * file's database loads it (under a second) instead of running initdb and every migration
 * (about three). Made afresh each run, so it never lags behind the migrations.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplateFile', '');
    return async () => undefined;
  }
  const dir = await mkdtemp(join(tmpdir(), 'pglite-template-'));
  const file = join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await migratedPgliteDataDir()).arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return () => rm(dir, { recursive: true, force: true });
}
