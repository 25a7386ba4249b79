import { createReadStream } from 'node:fs';
import { eq } from 'drizzle-orm';
import { FORMATS } from '../../src/shared/media/media-formats';
import type { Database } from '../db/database';
import { mediaBlobs } from '../db/schema/media';
import type { FileStorage } from '../storage/file-storage';
import { lockContent } from './content-lock';
import { accountPicturesNeed, libraryNeeds } from './content-references';
import type { ReceivedUpload } from './receive-upload';

/** The storage key of a content: its SHA-256 and the extension of the format its bytes proved. */
const storageKeyOf = (upload: Pick<ReceivedUpload, 'sha256' | 'format'>): string =>
  `${upload.sha256}${FORMATS[upload.format].extension}`;

/** The SHA-256 a storage key names. */
export const sha256OfKey = (key: string): string => key.slice(0, 64);

async function knownKey(db: Database, sha256: string): Promise<string | null> {
  const [known] = await db
    .select({ storageKey: mediaBlobs.storageKey })
    .from(mediaBlobs)
    .where(eq(mediaBlobs.sha256, sha256));
  return known?.storageKey ?? null;
}

async function putIfMissing(storage: FileStorage, key: string, upload: ReceivedUpload): Promise<void> {
  if (await storage.stat(key)) return;
  await storage.put(key, createReadStream(upload.tempPath), {
    size: upload.size,
    sha256: upload.sha256,
    contentType: FORMATS[upload.format].contentType,
  });
}

/**
 * Stores an upload once per content, then writes its rows through `record` in one transaction
 * holding the content's lock. The bytes are written before the lock is taken (the long part) and
 * looked at again under it: the delete of the content's last record may have removed them in
 * between, and nothing can remove them once the lock is held and the rows are in. So a row always
 * names a file that exists.
 */
export async function storeBlob<T>(
  db: Database,
  storage: FileStorage,
  upload: ReceivedUpload,
  record: (tx: Database, key: string) => Promise<T>,
): Promise<T> {
  await putIfMissing(storage, (await knownKey(db, upload.sha256)) ?? storageKeyOf(upload), upload);
  return db.transaction(async (tx) => {
    await lockContent(tx, upload.sha256);
    const known = await knownKey(tx, upload.sha256);
    const key = known ?? storageKeyOf(upload);
    await putIfMissing(storage, key, upload);
    if (!known) {
      await tx.insert(mediaBlobs).values({
        sha256: upload.sha256,
        md5: upload.md5,
        size: upload.size,
        format: upload.format,
        kind: upload.kind,
        contentType: FORMATS[upload.format].contentType,
        storageKey: key,
      });
    }
    return record(tx, key);
  });
}

/**
 * Under the content's lock, after one of its records went: drops the content's row when nothing
 * needs it any more (its address then answers 404). True when its bytes may go too.
 */
export async function dropUnneededBlob(tx: Database, sha256: string, key: string): Promise<boolean> {
  if (await libraryNeeds(tx, sha256, key)) return false;
  await tx.delete(mediaBlobs).where(eq(mediaBlobs.sha256, sha256));
  return true;
}

/** A stored content a record named: its SHA-256 and where its bytes are. */
export interface StoredContent {
  blobSha256: string;
  storageKey: string;
}

/**
 * After records of `contents` went (in the transaction `tx`): drops each content nothing else
 * needs, under its lock. Answers the keys whose bytes may go once the transaction committed
 * (discardAllBytes).
 */
export async function releaseContents(tx: Database, contents: readonly StoredContent[]): Promise<string[]> {
  const unneeded: string[] = [];
  for (const content of contents) {
    await lockContent(tx, content.blobSha256);
    if (await dropUnneededBlob(tx, content.blobSha256, content.storageKey)) unneeded.push(content.storageKey);
  }
  return unneeded;
}

/**
 * Removes the bytes of a content whose row was dropped, after that transaction committed (were it
 * rolled back, the bytes must still be there). Under the lock again: an upload may have brought
 * the content back meanwhile, and an account picture may share the same file.
 */
export async function discardBytes(db: Database, storage: FileStorage, key: string): Promise<void> {
  const sha256 = sha256OfKey(key);
  await db.transaction(async (tx) => {
    await lockContent(tx, sha256);
    if ((await knownKey(tx, sha256)) || (await accountPicturesNeed(tx, key))) return;
    await storage.delete(key);
  });
}

export async function discardAllBytes(
  db: Database,
  storage: FileStorage,
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) await discardBytes(db, storage, key);
}
