import { expose, transfer } from 'comlink';
import { HASH_SLICE_BYTES } from './hash-slices';
import { slicesAhead } from './slices-ahead';

/** Slices kept read ahead of the one being hashed: enough to ride out a slow read. */
const READ_AHEAD_SLICES = 3;

/** What the MD5 worker calls over the port it shares with this reader. */
export interface SliceSource {
  next(giveBack?: ArrayBuffer): Promise<ArrayBuffer>;
}

/**
 * Reads a file's slices for the MD5 worker. Reading a blob costs the reading thread time (the
 * bytes are copied in as they arrive), so the hashing thread leaves that work to this one and
 * keeps hashing. Started beside the MD5 worker, it reads the first slices while that one is
 * still starting, and answers it over a port of their own; slices go back and forth without a copy.
 */
const sliceReader = {
  serve(blob: Blob, port: MessagePort): void {
    const next = slicesAhead(blob, HASH_SLICE_BYTES, READ_AHEAD_SLICES);
    const source: SliceSource = {
      next: async (giveBack) => {
        const slice = await next(giveBack);
        return transfer(slice, [slice]);
      },
    };
    expose(source, port);
  },
};
export type SliceReader = typeof sliceReader;

expose(sliceReader);
