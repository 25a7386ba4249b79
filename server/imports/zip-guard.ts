import { inflateRawSync } from 'node:zlib';

/** Why an upload is not a zip we will open, or null when it is. */
export type ZipRefusal = 'NOT_ZIP' | 'TOO_LARGE_INFLATED' | 'TOO_MANY_ENTRIES';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_ENTRIES = 1000;

function findEndOfDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65535.
  const stop = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= stop; at -= 1) if (zip.readUInt32LE(at) === EOCD) return at;
  return -1;
}

/**
 * Walks a zip's central directory and inflates every entry against one budget of bytes (the
 * output is dropped at once): a zip bomb, or a header that lies about sizes, stops as soon as the
 * budget `maxInflated` is spent. Names the entries found on the way.
 */
export function inspectZip(
  zip: Buffer,
  maxInflated: number,
): { ok: true; names: Set<string> } | { ok: false; refusal: ZipRefusal } {
  const fail = (refusal: ZipRefusal) => ({ ok: false as const, refusal });
  if (zip.length < 22) return fail('NOT_ZIP');
  const end = findEndOfDirectory(zip);
  if (end < 0) return fail('NOT_ZIP');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES) return fail('TOO_MANY_ENTRIES');
  const names = new Set<string>();
  let budget = maxInflated;
  for (let entry = 0; entry < count; entry += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return fail('NOT_ZIP');
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    names.add(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + skip;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) return fail('NOT_ZIP');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + compressed > zip.length) return fail('NOT_ZIP');
    const data = zip.subarray(start, start + compressed);
    if (method === 0) budget -= compressed;
    else if (method === 8) {
      try {
        budget -= inflateRawSync(data, { maxOutputLength: budget + 1 }).length;
      } catch (error) {
        return fail(error instanceof RangeError ? 'TOO_LARGE_INFLATED' : 'NOT_ZIP');
      }
    } else return fail('NOT_ZIP');
    if (budget < 0) return fail('TOO_LARGE_INFLATED');
  }
  return { ok: true, names };
}
