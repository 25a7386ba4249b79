import { inflateRawSync } from 'node:zlib';
import { readZipDirectory, type ZipEntry } from './zip-directory';

/** Why an upload is not a zip we will open, or null when it is. */
export type ZipRefusal = 'NOT_ZIP' | 'TOO_LARGE_INFLATED' | 'TOO_MANY_ENTRIES';

/**
 * Walks a zip's central directory and inflates every entry against one budget of bytes (the
 * output is dropped at once): a zip bomb, or a header that lies about sizes, stops as soon as the
 * budget `maxInflated` is spent. Gives the entries found on the way.
 */
export function inspectZip(
  zip: Buffer,
  maxInflated: number,
): { ok: true; entries: ZipEntry[] } | { ok: false; refusal: ZipRefusal } {
  const fail = (refusal: ZipRefusal) => ({ ok: false as const, refusal });
  const entries = readZipDirectory(zip);
  if (typeof entries === 'string') return fail(entries);
  let budget = maxInflated;
  for (const { method, data } of entries) {
    if (method === 0) budget -= data.length;
    else if (method === 8) {
      try {
        budget -= inflateRawSync(data, { maxOutputLength: budget + 1 }).length;
      } catch (error) {
        return fail(error instanceof RangeError ? 'TOO_LARGE_INFLATED' : 'NOT_ZIP');
      }
    } else return fail('NOT_ZIP');
    if (budget < 0) return fail('TOO_LARGE_INFLATED');
  }
  return { ok: true, entries };
}
