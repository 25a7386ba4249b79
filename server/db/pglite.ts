import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type DatabaseHandle, MIGRATIONS_FOLDER } from './database';
import * as schema from './schema';

/**
 * In-memory PGlite, for tests only: it never calls fsync and lets two processes open one
 * directory, so it is not a place for data anyone wants to keep (ARCHITECTURE.md). Opened from
 * a template (migratedPgliteDataDir) it skips PGlite's initdb, which costs more than the rest.
 */
export async function openInMemoryPglite(template?: Blob): Promise<DatabaseHandle> {
  const client = new PGlite(template ? { loadDataDir: template } : undefined);
  const db = drizzle({ client, schema });
  // On a template this only finds every migration applied.
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, close: () => client.close() };
}

/** An empty, migrated data directory to open in-memory databases from (see openInMemoryPglite). */
export async function migratedPgliteDataDir(): Promise<Blob> {
  const client = new PGlite();
  await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dataDir = await client.dumpDataDir('none');
  await client.close();
  return dataDir;
}
