import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/**
 * Inside a transaction: waits until no other transaction works on the same stored content
 * (writing its bytes and rows, binding it, deleting its last record or its bytes) and keeps the
 * others waiting until this one ends. Contents that differ never wait for each other.
 */
export async function lockContent(tx: Database, sha256: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`media-content:${sha256}`}))`);
}
