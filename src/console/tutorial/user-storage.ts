/**
 * Small per-user records in localStorage (prompt flags, the tutorial): keyed by a short prefix
 * and the user id, so people sharing a browser each keep their own. Never throws.
 */
export const userKey = (prefix: string, userId: string): string => `${prefix}:${userId}`;

export function readUserRecord(prefix: string, userId: string): unknown {
  try {
    const text = localStorage.getItem(userKey(prefix, userId));
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export function writeUserRecord(prefix: string, userId: string, value: unknown): void {
  try {
    localStorage.setItem(userKey(prefix, userId), JSON.stringify(value));
  } catch {
    // Storage full or disabled: the choice holds for this page's life only.
  }
}
