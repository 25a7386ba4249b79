/** Makes a fresh node or page id. Injected into operations so tests can use predictable ids. */
export type IdFactory = () => string;

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const ID_LENGTH = 12;

/** A random 12-character base-36 id (about 62 bits): unique enough for one project's documents. */
export const createId: IdFactory = () => {
  const bytes = new Uint8Array(ID_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
};

/** Predictable ids (`prefix-1`, `prefix-2`, ...) for tests and fixtures. */
export function createSequentialIds(prefix = 'n'): IdFactory {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}-${next}`;
  };
}
