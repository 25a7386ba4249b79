import { type SQL, sql } from 'drizzle-orm';

/** Days and hours are the server's (as the overview's days are), whatever the database's time zone. */
const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An instant's server-local day, YYYY-MM-DD. */
export const localDay = (instant: SQL): SQL<string> =>
  sql<string>`to_char(${instant} at time zone ${SERVER_TIME_ZONE}, 'YYYY-MM-DD')`;

/** An instant's server-local hour, 0–23. */
export const localHour = (instant: SQL): SQL<number> =>
  sql<number>`extract(hour from ${instant} at time zone ${SERVER_TIME_ZONE})::int`;
