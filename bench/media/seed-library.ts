import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database } from '../../server/db/database';
import { mediaBlobs, mediaFiles } from '../../server/db/schema/media';
import type { FileStorage } from '../../server/storage/file-storage';
import { bmp } from '../../src/shared/media/test-support/sample-files';

const BATCH = 500;

/** `count` distinct small pictures in a project's library, as if uploaded one after another. */
export async function seedLibraryFiles(db: Database, storage: FileStorage, projectId: string, count: number) {
  const started = Date.now();
  for (let first = 0; first < count; first += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - first) }, (_, offset) => {
      const index = first + offset;
      const bytes = bmp(48, 48, [(index * 37) % 256, (index * 91) % 256, Math.floor(index / 256) % 256]);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const md5 = createHash('md5').update(bytes).digest('hex');
      return { index, bytes, sha256, md5, key: `${sha256}.bmp` };
    });
    for (const file of batch) {
      await storage.put(file.key, Readable.from([file.bytes]), {
        size: file.bytes.length,
        sha256: file.sha256,
        contentType: 'image/bmp',
      });
    }
    await db
      .insert(mediaBlobs)
      .values(
        batch.map((file) => ({
          sha256: file.sha256,
          md5: file.md5,
          size: file.bytes.length,
          format: 'bmp' as const,
          kind: 'image' as const,
          contentType: 'image/bmp',
          storageKey: file.key,
        })),
      )
      .onConflictDoNothing();
    await db
      .insert(mediaFiles)
      .values(
        batch.map((file) => ({
          projectId,
          blobSha256: file.sha256,
          resourceName: `素材-${String(file.index + 1).padStart(4, '0')}.bmp`,
          resourceType: 'image' as const,
          sourceMd5: file.md5,
          createdAt: new Date(started + file.index),
        })),
      )
      .onConflictDoNothing();
  }
}
