import { type SQL, sql } from 'drizzle-orm';

/** A text[] parameter, written as a PostgreSQL array literal so every driver reads it alike. */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}
