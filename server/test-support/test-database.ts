import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from '../db/database';
import { openNodePostgres } from '../db/node-postgres';
import { openInMemoryPglite } from '../db/pglite';

/**
 * A fresh, migrated database per test file: in-memory PGlite, or, when DATABASE_URL is set, a
 * new database on that server, dropped afterwards.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openInMemoryPglite();

  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openNodePostgres({ connectionString: target.toString(), max: 4 }, () => undefined);
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
}
