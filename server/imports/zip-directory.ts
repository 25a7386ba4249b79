/** One entry of a zip as its central directory describes it, with its stored (compressed) bytes. */
export interface ZipEntry {
  name: string;
  /** The 46-byte central directory record, as found. */
  record: Buffer;
  /** 0 stored, 8 deflated; anything else is refused by the readers. */
  method: number;
  data: Buffer;
}

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
 * The entries of a zip through its central directory (never the local headers' claims about
 * sizes), or why it is not a zip we read. Nothing is inflated here.
 */
export function readZipDirectory(zip: Buffer): ZipEntry[] | 'NOT_ZIP' | 'TOO_MANY_ENTRIES' {
  if (zip.length < 22) return 'NOT_ZIP';
  const end = findEndOfDirectory(zip);
  if (end < 0) return 'NOT_ZIP';
  const count = zip.readUInt16LE(end + 10);
  if (count > MAX_ENTRIES) return 'TOO_MANY_ENTRIES';
  const entries: ZipEntry[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let entry = 0; entry < count; entry += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return 'NOT_ZIP';
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const record = zip.subarray(at, at + 46);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) return 'NOT_ZIP';
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + compressed > zip.length) return 'NOT_ZIP';
    entries.push({
      name,
      record,
      method: record.readUInt16LE(10),
      data: zip.subarray(start, start + compressed),
    });
  }
  return entries;
}

/**
 * The same entries written as a new zip in the given order, each local header rebuilt from its
 * central record (so sizes sit in the header, not in a trailing data descriptor), extra fields
 * and comments dropped. The bytes of each entry are copied, never re-compressed.
 */
export function writeZip(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    entry.record.copy(local, 4, 6, 30); // version needed … uncompressed size, in the same layout
    local.writeUInt16LE(entry.record.readUInt16LE(8) & ~0x0008, 6); // no data descriptor follows
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.from(entry.record);
    central.writeUInt16LE(central.readUInt16LE(8) & ~0x0008, 8);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(0, 30);
    central.writeUInt16LE(0, 32);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, entry.data);
    directory.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}
