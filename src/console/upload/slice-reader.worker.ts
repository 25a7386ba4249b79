import { expose, transfer } from 'comlink';

/**
 * Reads slices of a file for the MD5 worker. Reading a blob costs its reader thread time (the
 * bytes are copied in as they arrive), so the hashing thread hands that work to this one and
 * keeps hashing; each slice is handed back without a copy.
 */
let file: Blob = new Blob([]);

const sliceReader = {
  /** The file to read from, handed over once rather than with every slice. */
  open(blob: Blob): void {
    file = blob;
  },
  async read(start: number, end: number): Promise<ArrayBuffer> {
    const bytes = await file.slice(start, end).arrayBuffer();
    return transfer(bytes, [bytes]);
  },
};
export type SliceReader = typeof sliceReader;

expose(sliceReader);
