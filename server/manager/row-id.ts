const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids are uuids in the database; anything else names no row. Checked before querying, since
 * PostgreSQL refuses a malformed uuid with an error rather than an empty answer.
 */
export function isRowId(id: string): boolean {
  return UUID.test(id);
}
