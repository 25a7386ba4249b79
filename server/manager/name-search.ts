import { ilike, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `name` contains the text a user typed, taken literally (`%` and `_` are not wildcards). */
export function nameContains(column: PgColumn, text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const literal = text.replace(/[\\%_]/g, (character) => `\\${character}`);
  return ilike(column, `%${literal}%`);
}
