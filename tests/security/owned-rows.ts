import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/database';

/** Every row of every table, each as its JSON text with the ids (UUIDs) it holds. */
export interface Row {
  table: string;
  /** The row's own `id`, when its table has one. */
  id: string | null;
  values: Record<string, unknown>;
  text: string;
  uuids: string[];
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The UUIDs written anywhere in `text` (an answer, a request, a row), lower case. */
export const uuidsIn = (text: string): string[] => (text.match(UUID) ?? []).map((id) => id.toLowerCase());

/** Reads the whole database (the application's tables, not the migrations' journal). */
export async function readAllRows(db: Database): Promise<Row[]> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const rows: Row[] = [];
  for (const { table_name: table } of tables.rows) {
    const result = (await db.execute(sql.raw(`select * from "${table}"`))) as unknown as {
      rows: Record<string, unknown>[];
    };
    for (const values of result.rows) {
      const text = JSON.stringify(values);
      const id = typeof values.id === 'string' ? values.id.toLowerCase() : null;
      rows.push({ table, id, values, text, uuids: uuidsIn(text) });
    }
  }
  return rows;
}

/**
 * What belongs to an owner (an enterprise or a person), starting from its id: every row that
 * names one of the owner's ids is the owner's, and so are the rows that name those rows, and on.
 * Answers the owner's ids and their rows.
 */
export function ownedBy(rows: Row[], ownerId: string): { ids: Set<string>; rows: Row[] } {
  const ids = new Set([ownerId.toLowerCase()]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.id === null || ids.has(row.id)) continue;
      if (row.uuids.some((id) => ids.has(id))) {
        ids.add(row.id);
        grew = true;
      }
    }
  }
  return { ids, rows: rows.filter((row) => row.uuids.some((id) => ids.has(id))) };
}
