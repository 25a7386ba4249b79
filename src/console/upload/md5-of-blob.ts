import SparkMD5 from 'spark-md5';

/** Files are hashed 2 MB at a time, so memory stays flat whatever the file's size. */
export const HASH_SLICE_BYTES = 2 * 1024 * 1024;
/** Slices being read while the current one is hashed: enough to ride out a slow read. */
const READ_AHEAD = 2;

/**
 * MD5 of a blob, incrementally with spark-md5. The next slices are being read while the current
 * one is hashed, so reading and hashing overlap instead of taking turns.
 */
export async function md5OfBlob(blob: Blob, onProgress?: (hashedBytes: number) => void): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer();
  const slices = Math.ceil(blob.size / HASH_SLICE_BYTES);
  const read = (index: number) =>
    blob.slice(index * HASH_SLICE_BYTES, (index + 1) * HASH_SLICE_BYTES).arrayBuffer();
  const reading: Promise<ArrayBuffer>[] = [];
  for (let index = 0; index < Math.min(READ_AHEAD, slices); index += 1) reading.push(read(index));
  for (let index = 0; index < slices; index += 1) {
    const current = await (reading.shift() as Promise<ArrayBuffer>);
    if (index + READ_AHEAD < slices) reading.push(read(index + READ_AHEAD));
    spark.append(current);
    onProgress?.(Math.min(blob.size, (index + 1) * HASH_SLICE_BYTES));
  }
  return spark.end();
}
