import SparkMD5 from 'spark-md5';

/** Files are hashed 2 MB at a time, so memory stays flat whatever the file's size. */
export const HASH_SLICE_BYTES = 2 * 1024 * 1024;
/** Slices being read while the current one is hashed: enough to ride out a slow read. */
const READ_AHEAD = 2;

/** Reads bytes [start, end) of the file being hashed. */
export type ReadSlice = (start: number, end: number) => Promise<ArrayBuffer>;

/** Reads on the calling thread (tests, and files hashed where no reader thread is at hand). */
export const readFrom =
  (blob: Blob): ReadSlice =>
  (start, end) =>
    blob.slice(start, end).arrayBuffer();

/**
 * MD5 of `size` bytes, incrementally with spark-md5 over 2 MB slices. The next slices are being
 * read while the current one is hashed, so reading and hashing overlap instead of taking turns
 * (fully so when `read` runs on another thread).
 */
export async function md5OfSlices(
  size: number,
  read: ReadSlice,
  onProgress?: (hashedBytes: number) => void,
): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer();
  const slices = Math.ceil(size / HASH_SLICE_BYTES);
  const readSlice = (index: number) =>
    read(index * HASH_SLICE_BYTES, Math.min(size, (index + 1) * HASH_SLICE_BYTES));
  const reading: Promise<ArrayBuffer>[] = [];
  for (let index = 0; index < Math.min(READ_AHEAD, slices); index += 1) reading.push(readSlice(index));
  for (let index = 0; index < slices; index += 1) {
    const current = await (reading.shift() as Promise<ArrayBuffer>);
    if (index + READ_AHEAD < slices) reading.push(readSlice(index + READ_AHEAD));
    spark.append(current);
    onProgress?.(Math.min(size, (index + 1) * HASH_SLICE_BYTES));
  }
  return spark.end();
}
