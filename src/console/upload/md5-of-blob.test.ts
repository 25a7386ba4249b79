import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { HASH_SLICE_BYTES } from './hash-slices';
import { md5OfSlices, PROGRESS_INTERVAL_MS } from './md5-of-blob';
import { slicesAhead } from './slices-ahead';

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
const slicesOf = (bytes: Uint8Array<ArrayBuffer>) => slicesAhead(new Blob([bytes]), HASH_SLICE_BYTES, 2);

describe('md5OfSlices', () => {
  it('hashes an empty file', async () => {
    expect(await md5OfSlices(0, slicesOf(new Uint8Array()))).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('gives the MD5 of the whole file across slice boundaries, and says when all of it is hashed', async () => {
    const bytes = new Uint8Array(HASH_SLICE_BYTES * 2 + 12_345);
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = (index * 31 + (index >> 11)) & 0xff;
    const progress: number[] = [];
    expect(await md5OfSlices(bytes.length, slicesOf(bytes), (hashed) => progress.push(hashed))).toBe(
      md5(bytes),
    );
    expect(progress.at(-1)).toBe(bytes.length);
  });

  it(`reports progress every ${PROGRESS_INTERVAL_MS} ms at most, and at the end`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      // Each slice arrives 60 ms after it is asked for, two asked at a time: slices 1 and 2 are in
      // at 60 ms, 3 and 4 at 120 ms, 5 at 180 ms.
      const slow = async () => {
        await new Promise((resolve) => setTimeout(resolve, 60));
        return new ArrayBuffer(HASH_SLICE_BYTES);
      };
      const progress: number[] = [];
      const hashing = md5OfSlices(HASH_SLICE_BYTES * 5, slow, (hashed) => progress.push(hashed));
      await vi.advanceTimersByTimeAsync(1000);
      await hashing;
      expect(progress).toEqual([HASH_SLICE_BYTES * 3, HASH_SLICE_BYTES * 5]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks two slices ahead and gives each hashed slice back with the next question', async () => {
    const buffers = [0, 1, 2, 3].map(() => new ArrayBuffer(HASH_SLICE_BYTES));
    const givenBack: (ArrayBuffer | undefined)[] = [];
    let served = 0;
    await md5OfSlices(HASH_SLICE_BYTES * 4, async (giveBack) => {
      givenBack.push(giveBack);
      served += 1;
      return buffers[served - 1];
    });
    expect(givenBack).toEqual([undefined, undefined, buffers[0], buffers[1]]);
  });
});
