import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database } from '../db/database';
import { facePhotos, mediaBlobs } from '../db/schema';
import { oneFace } from '../manager/face-library/one-face';
import type { FileStorage } from '../storage/file-storage';
import { faceDetector } from './face-detector';

/**
 * Gives a person a JPEG photo without a browser: the demo seed's people and the tests' robots
 * recognise. The photo is stored like an upload (once per content) when a storage is at hand, and
 * checked by the face model like any photo.
 */
export async function enrolPhoto(
  tx: Database,
  personId: string,
  bytes: Buffer,
  now: Date,
  storage?: FileStorage,
): Promise<void> {
  const face = oneFace(await faceDetector.detect(bytes));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const md5 = createHash('md5').update(bytes).digest('hex');
  const key = `${sha256}.jpg`;
  if (storage && !(await storage.stat(key))) {
    await storage.put(key, Readable.from([bytes]), { size: bytes.length, sha256, contentType: 'image/jpeg' });
  }
  await tx
    .insert(mediaBlobs)
    .values({
      sha256,
      md5,
      size: bytes.length,
      format: 'jpeg',
      kind: 'image',
      contentType: 'image/jpeg',
      storageKey: key,
    })
    .onConflictDoNothing();
  await tx.insert(facePhotos).values({
    personId,
    blobSha256: sha256,
    storageKey: key,
    sourceMd5: md5,
    width: face.width,
    height: face.height,
    box: face.box,
    descriptor: face.descriptor,
    createdAt: now,
  });
}
