import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { facePhotos } from '../../db/schema';
import { discardAllBytes, releaseContents } from '../../media/stored-blobs';
import type { FileStorage } from '../../storage/file-storage';

/**
 * Deletes the photos `where` selects in the transaction `tx`: answers how many went and the keys
 * whose bytes may go once it committed (discardAllBytes).
 */
export async function deletePhotosIn(
  tx: Database,
  where: SQL,
): Promise<{ removed: number; unneeded: string[] }> {
  const removed = await tx
    .delete(facePhotos)
    .where(where)
    .returning({ blobSha256: facePhotos.blobSha256, storageKey: facePhotos.storageKey });
  return { removed: removed.length, unneeded: await releaseContents(tx, removed) };
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
  await discardAllBytes(db, storage, unneeded);
}
