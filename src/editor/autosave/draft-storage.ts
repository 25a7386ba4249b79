import { createStore, delMany, getMany, keys, setMany } from 'idb-keyval';

/** The few key-value calls the draft log needs; IndexedDB in the browser (idb-keyval). */
export interface DraftStorage {
  getMany(keys: string[]): Promise<unknown[]>;
  setMany(entries: [string, unknown][]): Promise<void>;
  delMany(keys: string[]): Promise<void>;
  keys(): Promise<string[]>;
}

const DATABASE = 'robot-screen-editor';
const STORE = 'drafts';

export function indexedDbDraftStorage(): DraftStorage {
  const store = createStore(DATABASE, STORE);
  return {
    getMany: (wanted) => getMany(wanted, store),
    setMany: (entries) => setMany(entries, store),
    delMany: (unwanted) => delMany(unwanted, store),
    keys: async () => (await keys(store)).map(String),
  };
}

/** The same calls on a Map: for tests, and where IndexedDB is unavailable (private modes). */
export function memoryDraftStorage(): DraftStorage & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    getMany: async (wanted) => wanted.map((key) => structuredClone(entries.get(key))),
    setMany: async (added) => {
      for (const [key, value] of added) entries.set(key, structuredClone(value));
    },
    delMany: async (unwanted) => {
      for (const key of unwanted) entries.delete(key);
    },
    keys: async () => [...entries.keys()],
  };
}
