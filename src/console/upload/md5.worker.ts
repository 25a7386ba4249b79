import { expose, transfer, wrap } from 'comlink';
import { md5OfSlices } from './md5-of-blob';
import type { SliceSource } from './slice-reader.worker';

/**
 * Hashing off the main thread. The file's slices come from a reader thread of its own, over
 * `readerPort`, so reading never waits for hashing. A cancelled upload terminates both threads.
 */
const md5Worker = {
  md5(size: number, readerPort: MessagePort, onProgress: (hashedBytes: number) => void): Promise<string> {
    const reader = wrap<SliceSource>(readerPort);
    return md5OfSlices(
      size,
      (giveBack) => (giveBack ? reader.next(transfer(giveBack, [giveBack])) : reader.next()),
      onProgress,
    );
  },
};
export type Md5Worker = typeof md5Worker;

expose(md5Worker);
