import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type DatabaseHandle, MIGRATIONS_FOLDER } from './database';
import * as schema from './schema';

/** A real PostgreSQL (embedded or external) through a node-postgres pool, migrated on open. */
export async function openNodePostgres(
  config: pg.PoolConfig,
  onIdleClientError: (error: Error) => void,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ max: 10, ...config });
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', onIdleClientError);
  const db = drizzle({ client: pool, schema });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, close: () => endPool(pool) };
}

/**
 * pool.end() resolves as soon as the pool forgets its clients, before their connections have
 * closed; stopping PostgreSQL right then would cut them off. Wait for every client's 'remove'.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let removed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      removed += 1;
      if (removed >= open) resolve();
    });
  });
  await pool.end();
  await allClosed;
}
