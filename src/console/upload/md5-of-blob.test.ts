import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HASH_SLICE_BYTES, md5OfSlices, readFrom } from './md5-of-blob';

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

describe('md5OfSlices', () => {
  it('hashes an empty file', async () => {
    expect(await md5OfSlices(0, readFrom(new Blob([])))).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('gives the MD5 of the whole file across slice boundaries, reporting progress per slice', async () => {
    const bytes = new Uint8Array(HASH_SLICE_BYTES * 2 + 12_345);
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = (index * 31 + (index >> 11)) & 0xff;
    const progress: number[] = [];
    expect(
      await md5OfSlices(bytes.length, readFrom(new Blob([bytes])), (hashed) => progress.push(hashed)),
    ).toBe(md5(bytes));
    expect(progress).toEqual([HASH_SLICE_BYTES, HASH_SLICE_BYTES * 2, bytes.length]);
  });

  it('asks for 2 MB slices in order, the last one short', async () => {
    const asked: [number, number][] = [];
    const size = HASH_SLICE_BYTES * 2 + 5;
    await md5OfSlices(size, async (start, end) => {
      asked.push([start, end]);
      return new ArrayBuffer(end - start);
    });
    expect(asked).toEqual([
      [0, HASH_SLICE_BYTES],
      [HASH_SLICE_BYTES, HASH_SLICE_BYTES * 2],
      [HASH_SLICE_BYTES * 2, size],
    ]);
  });
});
