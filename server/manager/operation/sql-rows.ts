import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** The rows of a raw query: both drivers (PGlite, node-postgres) answer with `rows`. */
export async function sqlRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
