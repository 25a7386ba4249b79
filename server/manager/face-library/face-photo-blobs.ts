import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { facePhotos } from '../../db/schema';
import { lockContent } from '../../media/content-lock';
import { discardBytes, dropUnneededBlob } from '../../media/stored-blobs';
import type { FileStorage } from '../../storage/file-storage';

export interface PhotoContent {
  blobSha256: string;
  storageKey: string;
}

/**
 * After face photos' rows went (in the transaction `tx`): drops each content nothing else needs.
 * Answers the keys whose bytes may go once the transaction committed (discardPhotoBytes).
 */
export async function releasePhotoContents(tx: Database, photos: PhotoContent[]): Promise<string[]> {
  const unneeded: string[] = [];
  for (const photo of photos) {
    await lockContent(tx, photo.blobSha256);
    if (await dropUnneededBlob(tx, photo.blobSha256, photo.storageKey)) unneeded.push(photo.storageKey);
  }
  return unneeded;
}

export async function discardPhotoBytes(db: Database, storage: FileStorage, keys: string[]): Promise<void> {
  for (const key of keys) await discardBytes(db, storage, key);
}

/**
 * Deletes the photos `where` selects in the transaction `tx`: answers how many went and the keys
 * whose bytes may go once it committed (discardPhotoBytes).
 */
export async function deletePhotosIn(
  tx: Database,
  where: SQL,
): Promise<{ removed: number; unneeded: string[] }> {
  const removed = await tx
    .delete(facePhotos)
    .where(where)
    .returning({ blobSha256: facePhotos.blobSha256, storageKey: facePhotos.storageKey });
  return { removed: removed.length, unneeded: await releasePhotoContents(tx, removed) };
}

/**
 * Deletes the photos `where` selects and, in the same transaction, does the rest of the change
 * (`andThen`, told how many photos went); then removes the files nothing else uses.
 */
export async function deletePhotos(
  db: Database,
  storage: FileStorage,
  where: SQL,
  andThen: (tx: Database, removed: number) => Promise<void>,
): Promise<void> {
  const unneeded = await db.transaction(async (tx) => {
    const { removed, unneeded } = await deletePhotosIn(tx, where);
    await andThen(tx, removed);
    return unneeded;
  });
  await discardPhotoBytes(db, storage, unneeded);
}
