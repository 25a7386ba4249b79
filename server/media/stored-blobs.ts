import { createReadStream } from 'node:fs';
import { eq } from 'drizzle-orm';
import { FORMATS } from '../../src/shared/media/media-formats';
import type { Database } from '../db/database';
import { mediaBlobs } from '../db/schema/media';
import type { FileStorage } from '../storage/file-storage';
import type { ReceivedUpload } from './receive-upload';

/** The storage key of a content: its SHA-256 and the extension of the format its bytes proved. */
const storageKeyOf = (upload: Pick<ReceivedUpload, 'sha256' | 'format'>): string =>
  `${upload.sha256}${FORMATS[upload.format].extension}`;

/** The SHA-256 a storage key names. */
export const sha256OfKey = (key: string): string => key.slice(0, 64);

/**
 * Stores an upload once per content: bytes already in the storage are not written again. The
 * row is written after the bytes, so a row always names a file that exists.
 */
export async function storeBlob(db: Database, storage: FileStorage, upload: ReceivedUpload): Promise<string> {
  const [known] = await db
    .select({ storageKey: mediaBlobs.storageKey })
    .from(mediaBlobs)
    .where(eq(mediaBlobs.sha256, upload.sha256));
  const key = known?.storageKey ?? storageKeyOf(upload);
  const info = FORMATS[upload.format];
  if (!(await storage.stat(key))) {
    await storage.put(key, createReadStream(upload.tempPath), {
      size: upload.size,
      sha256: upload.sha256,
      contentType: info.contentType,
    });
  }
  if (!known) {
    await db
      .insert(mediaBlobs)
      .values({
        sha256: upload.sha256,
        md5: upload.md5,
        size: upload.size,
        format: upload.format,
        kind: upload.kind,
        contentType: info.contentType,
        storageKey: key,
      })
      .onConflictDoNothing();
  }
  return key;
}
