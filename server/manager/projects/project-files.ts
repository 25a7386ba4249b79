import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { facePeople, facePhotos, hotWordFiles, personalResources } from '../../db/schema';
import { mediaBlobs, mediaFiles } from '../../db/schema/media';
import { faceIndex } from '../../faces/face-index';
import { discardAllBytes, releaseContents } from '../../media/stored-blobs';
import type { FileStorage } from '../../storage/file-storage';
import { forgetUnusedBlobs } from '../hot-word/word-file-store';

/**
 * What a project keeps in the file storage: its material library's contents, its face library's
 * photos (biometric data: they must not outlive the project) and its hot word files.
 */
async function storedByProject(tx: Database, projectId: string) {
  const [library, photos, wordFiles] = await Promise.all([
    tx
      .select({ blobSha256: mediaFiles.blobSha256, storageKey: mediaBlobs.storageKey })
      .from(mediaFiles)
      .innerJoin(mediaBlobs, eq(mediaBlobs.sha256, mediaFiles.blobSha256))
      .where(eq(mediaFiles.projectId, projectId)),
    tx
      .select({ blobSha256: facePhotos.blobSha256, storageKey: facePhotos.storageKey })
      .from(facePhotos)
      .innerJoin(facePeople, eq(facePeople.id, facePhotos.personId))
      .where(eq(facePeople.projectId, projectId)),
    tx
      .select({ key: hotWordFiles.storageKey })
      .from(hotWordFiles)
      .innerJoin(personalResources, eq(personalResources.id, hotWordFiles.listId))
      .where(eq(personalResources.projectId, projectId)),
  ]);
  return { contents: [...library, ...photos], wordFileKeys: wordFiles.map((file) => file.key) };
}

/**
 * Deletes a project's rows through `deleteRows` (in the transaction `tx`; the foreign keys take
 * what hangs off it) and lets go of its files: the contents nothing else needs lose their rows in
 * the same transaction. Answers what to do once it committed: remove those files' bytes (a
 * content shared with another project, a screen or an account stays) and forget the project's
 * faces.
 */
export async function deleteWithFiles(
  tx: Database,
  projectId: string,
  deleteRows: () => Promise<void>,
): Promise<(db: Database, storage: FileStorage) => Promise<void>> {
  const { contents, wordFileKeys } = await storedByProject(tx, projectId);
  await deleteRows();
  const unneeded = await releaseContents(tx, contents);
  return async (db, storage) => {
    faceIndex.forget(projectId);
    await discardAllBytes(db, storage, unneeded);
    await forgetUnusedBlobs(db, storage, wordFileKeys);
  };
}
