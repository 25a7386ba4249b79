/**
 * A zip archive (an .xlsx) read from its central directory before anything is inflated: at most
 * `maxEntries` files, `maxInflatedBytes` once expanded. A small file that expands to gigabytes (a
 * zip bomb) or an archive too damaged to list is refused with null.
 */
export function zipLooksSafe(bytes: Buffer, maxInflatedBytes: number, maxEntries = 2000): boolean {
  const END_SIGNATURE = 0x06054b50;
  const ENTRY_SIGNATURE = 0x02014b50;
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_SIGNATURE) {
      end = at;
      break;
    }
  }
  if (end < 0) return false;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (entries > maxEntries) return false;
  let inflated = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ENTRY_SIGNATURE) return false;
    const size = bytes.readUInt32LE(at + 24);
    // 0xffffffff: the size is in a zip64 field; nothing an operator's word list needs.
    if (size === 0xffffffff) return false;
    inflated += size;
    if (inflated > maxInflatedBytes) return false;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return true;
}
