import type { Readable } from 'node:stream';

/** An inclusive byte range, as HTTP Range counts it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutInfo {
  size: number;
  /** Hex SHA-256 of the bytes: the object store signs it, the directory store ignores it. */
  sha256: string;
  contentType: string;
}

/**
 * Where uploaded files live: a directory under DATA_DIR by default, an S3-compatible object store
 * when configured. Keys are content addresses (`<sha256><extension>`), so a key never changes
 * meaning and putting it twice is harmless.
 */
export interface FileStorage {
  /** Stores the bytes under the key; a reader never sees a half-written object. */
  put(key: string, body: Readable, info: PutInfo): Promise<void>;
  /** Size of the object, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** The whole object in memory (small files), or null. */
  get(key: string): Promise<Buffer | null>;
  /** The object, or one range of it, as a stream; null when there is none. */
  stream(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the object; a key with no object is no error. */
  delete(key: string): Promise<void>;
}

/** Content addresses and nothing else: no separators, no dot segments, no surprises. */
const STORAGE_KEY = /^[0-9a-f]{64}\.[a-z0-9]{1,5}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

export const isStorageKey = (key: string): boolean => STORAGE_KEY.test(key);
