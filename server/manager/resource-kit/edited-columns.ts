import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** Written by every change; the log's time says it already. */
const UNLOGGED = new Set(['updatedAt']);

/**
 * The table's columns an edit sets (by their names in `values`), to read before and after it, so
 * the operation log can say what changed; with the row's id, which never changes, so the read
 * always has a column.
 */
export function editedColumns(
  table: PgTable & { id: PgColumn },
  values: Record<string, unknown>,
): Record<string, PgColumn> {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const edited = Object.keys(values).filter((name) => columns[name] && !UNLOGGED.has(name));
  return { ...Object.fromEntries(edited.map((name) => [name, columns[name]])), id: table.id };
}
