import { z } from 'zod';

/**
 * A row's id: a uuid in the database. Anything else names no row, and PostgreSQL answers it with
 * an error rather than an empty result, so it is refused here (请求参数有误) wherever an id goes.
 */
export const rowId = z.guid();
