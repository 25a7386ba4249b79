import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openNodePostgres } from '../db/node-postgres';
import { openInMemoryPglite } from '../db/pglite';

/**
 * A fresh, migrated database per test file: in-memory PGlite, loaded from the run's migrated
 * template (pglite-template-setup.ts), or, when DATABASE_URL is set, a database of its own on
 * that server (test files run in parallel), dropped afterwards.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openInMemoryPglite(await pgliteTemplate());

  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openNodePostgres({ connectionString: target.toString(), max: 4 }, () => undefined);
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      // FORCE: a connection a test left open (a stream, a listener) must not keep the database.
      await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The run's migrated template; none outside Vitest (a bench script), where inject would throw. */
async function pgliteTemplate(): Promise<Blob | undefined> {
  const file = process.env.VITEST ? inject('pgliteTemplateFile') : '';
  return file ? new Blob([await readFile(file)]) : undefined;
}
