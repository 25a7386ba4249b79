import type { DatabaseHandle } from './database';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';
import { openNodePostgres } from './node-postgres';

export interface OpenedDatabase {
  handle: DatabaseHandle;
  /** The product's own PostgreSQL, when no DATABASE_URL names an external one. */
  embedded: EmbeddedPostgres | null;
}

/** DATABASE_URL → that server; otherwise a PostgreSQL of our own under DATA_DIR/pg. Migrated either way. */
export async function openDatabase(
  settings: { dataDir: string; databaseUrl: string | null },
  log: { info(message: string): void; warn(message: string): void },
): Promise<OpenedDatabase> {
  const onIdleClientError = (error: Error) => log.warn(`database connection lost: ${error.message}`);
  if (settings.databaseUrl) {
    return {
      handle: await openNodePostgres({ connectionString: settings.databaseUrl }, onIdleClientError),
      embedded: null,
    };
  }
  const embedded = await startEmbeddedPostgres(settings.dataDir, (line) => log.info(`[postgres] ${line}`));
  try {
    const handle = await openNodePostgres(
      { host: embedded.socketDir, port: embedded.port, user: embedded.user, database: 'postgres' },
      onIdleClientError,
    );
    return { handle, embedded };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}
