import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HASH_SLICE_BYTES } from './hash-slices';
import { md5OfSlices } from './md5-of-blob';
import { slicesAhead } from './slices-ahead';

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
const slicesOf = (bytes: Uint8Array<ArrayBuffer>) => slicesAhead(new Blob([bytes]), HASH_SLICE_BYTES, 2);

describe('md5OfSlices', () => {
  it('hashes an empty file', async () => {
    expect(await md5OfSlices(0, slicesOf(new Uint8Array()))).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('gives the MD5 of the whole file across slice boundaries, reporting progress per slice', async () => {
    const bytes = new Uint8Array(HASH_SLICE_BYTES * 2 + 12_345);
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = (index * 31 + (index >> 11)) & 0xff;
    const progress: number[] = [];
    expect(await md5OfSlices(bytes.length, slicesOf(bytes), (hashed) => progress.push(hashed))).toBe(
      md5(bytes),
    );
    expect(progress).toEqual([HASH_SLICE_BYTES, HASH_SLICE_BYTES * 2, bytes.length]);
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
