/**
 * What the browser keeps between visits (accounts spec section 3), under short fixed keys.
 * Reads never throw: a damaged or foreign value reads as absent.
 */
export const STORAGE_KEYS = {
  token: 'tk',
  userInfo: 'ui',
  certification: 'ct',
  visitRole: 'vr',
} as const;
type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readText(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const text = readText(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** Writes a value, or removes the key for null. */
export function writeValue(key: StorageKey, value: string | object | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the session still works for this page's life.
  }
}
