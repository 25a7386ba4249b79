import { expose } from 'comlink';
import { md5OfBlob } from './md5-of-blob';

/** Hashing off the main thread; a cancelled upload terminates this worker. */
const md5Worker = {
  md5: (blob: Blob, onProgress: (hashedBytes: number) => void) => md5OfBlob(blob, onProgress),
};
export type Md5Worker = typeof md5Worker;

expose(md5Worker);
