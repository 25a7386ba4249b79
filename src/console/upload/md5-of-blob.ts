import SparkMD5 from 'spark-md5';
import { HASH_SLICE_BYTES, type NextSlice } from './hash-slices';

/** Slices asked for while the current one is hashed, so the next is at hand when it is done. */
const ASKED_AHEAD = 2;
/**
 * Progress is reported at most this often (and at the end): each report is a message to the page,
 * and the upload's circle moves ten times while a file is hashed.
 */
export const PROGRESS_INTERVAL_MS = 100;

/**
 * MD5 of `size` bytes, incrementally with spark-md5 over 2 MB slices. The next slices are asked
 * for before the current one is hashed, so reading and hashing overlap instead of taking turns
 * (fully so when `next` reads on another thread), and each slice hashed is given back with the
 * next question, to be filled again. `onProgress` gets the bytes hashed so far.
 */
export async function md5OfSlices(
  size: number,
  next: NextSlice,
  onProgress?: (hashedBytes: number) => void,
): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer();
  const slices = Math.ceil(size / HASH_SLICE_BYTES);
  const asked: Promise<ArrayBuffer>[] = [];
  for (let index = 0; index < Math.min(ASKED_AHEAD, slices); index += 1) asked.push(next());
  let reportedAt = performance.now();
  for (let index = 0; index < slices; index += 1) {
    const current = await (asked.shift() as Promise<ArrayBuffer>);
    spark.append(current);
    const hashed = Math.min(size, (index + 1) * HASH_SLICE_BYTES);
    if (hashed === size || performance.now() - reportedAt >= PROGRESS_INTERVAL_MS) {
      onProgress?.(hashed);
      reportedAt = performance.now();
    }
    if (index + ASKED_AHEAD < slices) asked.push(next(current));
  }
  return spark.end();
}
