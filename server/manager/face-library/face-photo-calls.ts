import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  FACE_PERSON_API,
  FACE_PERSON_MSG,
  facePersonIdQuery,
  facePhotoAddBody,
  MAX_PHOTOS_PER_PERSON,
} from '../../../src/shared/api/face-people';
import { MSG } from '../../../src/shared/messages';
import { authenticateInScope, type ScopedUser } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { facePeople, facePhotos } from '../../db/schema';
import { mediaUploads } from '../../db/schema/media';
import { faceDetector, type PictureFaces } from '../../faces/face-detector';
import { faceIndex } from '../../faces/face-index';
import { ApiError, badRequest, conflict, notFound, unavailable } from '../../http/api-error';
import { validate } from '../../http/validate';
import { findOwnUpload, storageKeyOfUrl } from '../../media/bind';
import { lockContent } from '../../media/content-lock';
import { discardAllBytes, releaseContents, sha256OfKey } from '../../media/stored-blobs';
import type { FileStorage } from '../../storage/file-storage';
import { logChange } from '../audit';
import { isRowId } from '../row-id';
import { toFacePhoto } from './face-people-read';
import { findPerson, touchGroup } from './face-person-calls';
import { deletePhotos } from './face-photo-blobs';
import { oneFace } from './one-face';

async function facesIn(storage: FileStorage, key: string): Promise<PictureFaces> {
  const bytes = await storage.get(key);
  if (!bytes) throw notFound(FACE_PERSON_MSG.photoMissing);
  try {
    return await faceDetector.detect(bytes);
  } catch {
    throw unavailable(FACE_PERSON_MSG.checkFailed);
  }
}

/**
 * A person's photos: add (an uploaded file's address; the server finds the face in it in the
 * face model's thread) and delete. A photo must hold exactly one face: refused otherwise, and the
 * refused upload's file goes, as nothing uses it.
 */
export function facePhotoCalls(app: FastifyInstance, context: AppContext, storage: FileStorage): void {
  const { db, clock } = context;

  /** Takes back a refused upload: its row, and its stored file if nothing else has it. */
  async function dropUpload(user: ScopedUser, key: string) {
    const unneeded = await db.transaction(async (tx) => {
      await lockContent(tx, sha256OfKey(key));
      const upload = await findOwnUpload(tx, user.scope, key);
      if (!upload) return [];
      await tx.delete(mediaUploads).where(eq(mediaUploads.id, upload.id));
      return releaseContents(tx, [{ blobSha256: sha256OfKey(key), storageKey: key }]);
    });
    await discardAllBytes(db, storage, unneeded);
  }

  app.put(FACE_PERSON_API.photoAdd, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(facePhotoAddBody, request.body);
    const person = await findPerson(db, user, body.personId, 'editAuth');
    const key = storageKeyOfUrl(body.resourceUrl);
    const sha256 = key && sha256OfKey(key);
    if (!key || !sha256 || !(await findOwnUpload(db, user.scope, key)))
      throw notFound(FACE_PERSON_MSG.photoMissing);
    const [held] = await db
      .select({ total: count() })
      .from(facePhotos)
      .where(eq(facePhotos.personId, person.id));
    if ((held?.total ?? 0) >= MAX_PHOTOS_PER_PERSON) throw badRequest(FACE_PERSON_MSG.photoLimit);

    let face: ReturnType<typeof oneFace>;
    try {
      face = oneFace(await facesIn(storage, key));
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 400) await dropUpload(user, key);
      throw error;
    }
    const now = clock.now();
    const photo = await db.transaction(async (tx) => {
      await lockContent(tx, sha256);
      const upload = await findOwnUpload(tx, user.scope, key);
      if (!upload) throw notFound(FACE_PERSON_MSG.photoMissing);
      const [same] = await tx
        .select({ id: facePhotos.id })
        .from(facePhotos)
        .where(and(eq(facePhotos.personId, person.id), eq(facePhotos.blobSha256, sha256)));
      if (same) throw conflict(MSG.fileExists);
      const [row] = await tx
        .insert(facePhotos)
        .values({
          personId: person.id,
          blobSha256: sha256,
          storageKey: key,
          sourceMd5: upload.sourceMd5,
          width: face.width,
          height: face.height,
          box: face.box,
          descriptor: face.descriptor,
          createdAt: now,
        })
        .returning();
      await tx.delete(mediaUploads).where(eq(mediaUploads.id, upload.id));
      await tx.update(facePeople).set({ updatedAt: now }).where(eq(facePeople.id, person.id));
      await touchGroup(tx, person.groupId, now);
      await logChange(tx, now, user, request, 'faceGroup.photo.add', {
        projectId: person.projectId,
        faceGroupId: person.groupId,
        personId: person.id,
      });
      return row;
    });
    faceIndex.forget(person.projectId);
    return ok(toFacePhoto(photo), FACE_PERSON_MSG.photoAdded);
  });

  app.delete(FACE_PERSON_API.photoRemove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(facePersonIdQuery, request.query);
    const [photo] = isRowId(id)
      ? await db.select({ personId: facePhotos.personId }).from(facePhotos).where(eq(facePhotos.id, id))
      : [];
    if (!photo) throw notFound(FACE_PERSON_MSG.photoNotFound);
    const person = await findPerson(db, user, photo.personId, 'editAuth');
    const now = clock.now();
    await deletePhotos(db, storage, eq(facePhotos.id, id), async (tx, removed) => {
      if (removed === 0) throw notFound(FACE_PERSON_MSG.photoNotFound);
      await touchGroup(tx, person.groupId, now);
      await logChange(tx, now, user, request, 'faceGroup.photo.delete', {
        projectId: person.projectId,
        faceGroupId: person.groupId,
        personId: person.id,
      });
    });
    faceIndex.forget(person.projectId);
    return ok(null, FACE_PERSON_MSG.photoRemoved);
  });
}
