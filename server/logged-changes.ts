/** Fields an edit log names but never copies: a secret stays out of a log everyone with the menu reads. */
const SECRET_WORDS = new Set(['password', 'secret', 'token', 'key', 'credential', 'credentials']);
/** Shown instead of a secret's value, so the log still says the field changed. */
export const HIDDEN_VALUE = '（已隐藏）';
/** A longer value is cut here: the log says what changed, it is not a copy of the content. */
export const LOGGED_VALUE_MAX = 200;
/** At most this many changed fields per entry; the rest are counted, not copied. */
export const LOGGED_FIELDS_MAX = 20;

/** appKey, api_key, accessTokenHash → their words, so `keyword` or `monkey` is no secret. */
const wordsOf = (field: string) =>
  field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);

const isSecret = (field: string) => wordsOf(field).some((word) => SECRET_WORDS.has(word));

/** A value as the log keeps it: plain JSON, long strings and structures cut to a readable length. */
function boundedValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string')
    return value.length > LOGGED_VALUE_MAX ? `${value.slice(0, LOGGED_VALUE_MAX)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  const json = JSON.stringify(value);
  return json.length > LOGGED_VALUE_MAX ? `${json.slice(0, LOGGED_VALUE_MAX)}…` : value;
}

const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(boundedValue(a)) === JSON.stringify(boundedValue(b));

export interface LoggedChanges {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** How many changed fields were left out past LOGGED_FIELDS_MAX. */
  moreFields?: number;
}

/**
 * The fields an edit changed, before and after, as the operation log keeps them: only what
 * differs, secrets hidden, each value bounded. Nothing when the edit changed nothing. A field
 * the edit left out (`undefined` after, as an update leaves it) did not change.
 */
export function loggedChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): LoggedChanges | undefined {
  const changed = Object.keys(after).filter(
    (field) => after[field] !== undefined && !sameValue(before[field], after[field]),
  );
  if (changed.length === 0) return undefined;
  const kept = changed.slice(0, LOGGED_FIELDS_MAX);
  const side = (row: Record<string, unknown>) =>
    Object.fromEntries(
      kept.map((field) => [field, isSecret(field) ? HIDDEN_VALUE : boundedValue(row[field])]),
    );
  const moreFields = changed.length - kept.length;
  return { before: side(before), after: side(after), ...(moreFields > 0 ? { moreFields } : {}) };
}
