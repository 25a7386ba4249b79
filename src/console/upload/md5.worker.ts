import { expose, wrap } from 'comlink';
import { md5OfSlices } from './md5-of-blob';
import type { SliceReader } from './slice-reader.worker';

/**
 * Hashing off the main thread, with the file read on a thread of its own so reading never waits
 * for hashing. A cancelled upload terminates this worker, and the reader with it.
 */
const md5Worker = {
  async md5(blob: Blob, onProgress: (hashedBytes: number) => void): Promise<string> {
    const readerThread = new Worker(new URL('./slice-reader.worker.ts', import.meta.url), { type: 'module' });
    const reader = wrap<SliceReader>(readerThread);
    try {
      await reader.open(blob);
      return await md5OfSlices(blob.size, (start, end) => reader.read(start, end), onProgress);
    } finally {
      readerThread.terminate();
    }
  },
};
export type Md5Worker = typeof md5Worker;

expose(md5Worker);
