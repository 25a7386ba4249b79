import { type SQL, sql } from 'drizzle-orm';

/**
 * A question's key for grouping what visitors asked, in SQL so that a period's turns group on the
 * server: lower case without spaces and punctuation (ASCII and full-width), as the matcher's
 * normalisation (server/matcher/normalise.ts) reads a question. 洗手间在哪？ and 洗手间 在哪 are one.
 */
export const questionKey = (column: SQL | unknown): SQL<string> =>
  sql<string>`regexp_replace(lower(${column}), '[[:space:][:punct:]？！，。、；：“”‘’（）《》【】…～·]+', '', 'g')`;
