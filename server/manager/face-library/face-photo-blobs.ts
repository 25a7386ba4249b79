import type { Database } from '../../db/database';
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
