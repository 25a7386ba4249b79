import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type DatabaseHandle, MIGRATIONS_FOLDER } from './database';
import * as schema from './schema';

/**
 * In-memory PGlite, for tests only: it never calls fsync and lets two processes open one
 * directory, so it is not a place for data anyone wants to keep (ARCHITECTURE.md).
 */
export async function openInMemoryPglite(): Promise<DatabaseHandle> {
  const client = new PGlite();
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, close: () => client.close() };
}
