import { describe, expect, it } from 'vitest';
import { slicesAhead } from './slices-ahead';

const bytesOf = (size: number) => new Uint8Array(size).map((_, index) => (index * 7) % 251);

describe('slicesAhead', () => {
  it('gives the file slice by slice in order, the last one short', async () => {
    const bytes = bytesOf(100);
    const next = slicesAhead(new Blob([bytes]), 30, 2);
    const slices = [];
    for (let index = 0; index < 4; index += 1) slices.push(new Uint8Array(await next()));
    expect(slices).toEqual([bytes.slice(0, 30), bytes.slice(30, 60), bytes.slice(60, 90), bytes.slice(90)]);
    await expect(next()).rejects.toThrow('no slice left');
  });

  it('fills a slice given back again rather than making a new one', async () => {
    const bytes = bytesOf(90);
    const next = slicesAhead(new Blob([bytes]), 30, 1);
    const first = await next();
    const firstCopy = new Uint8Array(first.slice(0));
    // Giving the first back: with one slice read ahead, the third is read into its buffer.
    const second = await next(first);
    expect(new Uint8Array(second)).toEqual(bytes.slice(30, 60));
    const third = await next(second);
    expect(firstCopy).toEqual(bytes.slice(0, 30));
    expect(first.byteLength).toBe(0);
    expect(new Uint8Array(third)).toEqual(bytes.slice(60, 90));
  });

  it('reads nothing from an empty file', async () => {
    await expect(slicesAhead(new Blob([]), 30, 2)()).rejects.toThrow('no slice left');
  });
});
