import { readFileSync, writeFileSync } from 'node:fs';

/** Where robots keep their device tokens between runs, by activation key. */
export interface TokenStore {
  get(activationKey: string): string | null;
  set(activationKey: string, token: string): void;
}

/**
 * Device tokens in a JSON file, as a real robot keeps its token on disk: a robot started again
 * proves its binding with it when it re-activates (the device API refuses a bound key without
 * it). A missing or unreadable file holds no tokens.
 */
export function tokenFile(path: string): TokenStore {
  let tokens: Record<string, string> = {};
  try {
    tokens = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  } catch {
    // First run, or a file someone broke: the robots activate as if new.
  }
  return {
    get: (activationKey) => tokens[activationKey] ?? null,
    set(activationKey, token) {
      tokens = { ...tokens, [activationKey]: token };
      writeFileSync(path, JSON.stringify(tokens, null, 2), { mode: 0o600 });
    },
  };
}
