import { expose } from 'comlink';
import { createMD5 } from 'hash-wasm';
import SparkMD5 from 'spark-md5';
import { HASH_SLICE_BYTES } from '../../src/console/upload/hash-slices';

/** Buffers already in memory, as large as the pipeline's slices, filled with varied bytes. */
function buffers(totalBytes: number): ArrayBuffer[] {
  return Array.from({ length: Math.ceil(totalBytes / HASH_SLICE_BYTES) }, (_, slice) => {
    const bytes = new Uint8Array(HASH_SLICE_BYTES);
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = (index * 131 + slice * 7) & 0xff;
    return bytes.buffer;
  });
}

const megabytesPerSecond = (bytes: number, ms: number) => bytes / (1024 * 1024) / (ms / 1000);

/** Raw hashing speed on in-memory buffers: no reading, no worker messages. */
const rawMd5 = {
  async measure(totalBytes: number) {
    const data = buffers(totalBytes);
    const bytes = data.length * HASH_SLICE_BYTES;

    let start = performance.now();
    const spark = new SparkMD5.ArrayBuffer();
    for (const buffer of data) spark.append(buffer);
    spark.end();
    const sparkMBps = megabytesPerSecond(bytes, performance.now() - start);

    start = performance.now();
    const wasm = await createMD5();
    wasm.init();
    for (const buffer of data) wasm.update(new Uint8Array(buffer));
    wasm.digest();
    const hashWasmMBps = megabytesPerSecond(bytes, performance.now() - start);
    return { sparkMBps, hashWasmMBps };
  },
};
export type RawMd5Worker = typeof rawMd5;

expose(rawMd5);
