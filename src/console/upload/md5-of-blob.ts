import SparkMD5 from 'spark-md5';
import { HASH_SLICE_BYTES, type NextSlice } from './hash-slices';

/** Slices asked for while the current one is hashed, so the next is at hand when it is done. */
const ASKED_AHEAD = 2;

/**
 * MD5 of `size` bytes, incrementally with spark-md5 over 2 MB slices. The next slices are asked
 * for before the current one is hashed, so reading and hashing overlap instead of taking turns
 * (fully so when `next` reads on another thread), and each slice hashed is given back with the
 * next question, to be filled again.
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
  for (let index = 0; index < slices; index += 1) {
    const current = await (asked.shift() as Promise<ArrayBuffer>);
    spark.append(current);
    onProgress?.(Math.min(size, (index + 1) * HASH_SLICE_BYTES));
    if (index + ASKED_AHEAD < slices) asked.push(next(current));
  }
  return spark.end();
}
