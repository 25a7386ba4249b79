import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/shared/api/envelope';
import {
  type BindAnswer,
  MATERIAL_API,
  materialBindBody,
  type ResourceType,
} from '../../src/shared/api/material';
import type { MediaKind } from '../../src/shared/media/media-formats';
import { MSG } from '../../src/shared/messages';
import type { Scope } from '../auth/authenticate';
import { authenticateInScope } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { Database } from '../db/database';
import { mediaBlobs, mediaFiles, mediaUploads } from '../db/schema/media';
import { badRequest, conflict, notFound } from '../http/api-error';
import { validate } from '../http/validate';
import { writeOperationLog } from '../operation-log';
import { requireProjectFlag } from '../permissions/project-access';
import { isStorageKey } from '../storage/file-storage';
import { lockContent } from './content-lock';
import { refuseDuplicate } from './duplicates';
import { sha256OfKey } from './stored-blobs';

/** The storage key a served address names (`/manager/v1/homepage/file?path=…`, maybe absolute). */
export function storageKeyOfUrl(resourceUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(resourceUrl, 'http://served.invalid');
  } catch {
    return null;
  }
  const key = url.searchParams.get('path');
  return url.pathname === MATERIAL_API.file && key && isStorageKey(key) ? key : null;
}

const ownedUpload = (scope: Scope) =>
  scope.kind === 'enterprise'
    ? eq(mediaUploads.tenantId, scope.tenantId)
    : eq(mediaUploads.userId, scope.userId);

/** The caller's scope's latest upload of the file at that address, with the file's kind. */
export async function findOwnUpload(db: Database, scope: Scope, key: string) {
  const [upload] = await db
    .select({
      id: mediaUploads.id,
      fileName: mediaUploads.fileName,
      sourceMd5: mediaUploads.sourceMd5,
      kind: mediaBlobs.kind,
    })
    .from(mediaUploads)
    .innerJoin(mediaBlobs, eq(mediaBlobs.sha256, mediaUploads.blobSha256))
    .where(
      and(eq(mediaUploads.blobSha256, sha256OfKey(key)), eq(mediaBlobs.storageKey, key), ownedUpload(scope)),
    )
    .orderBy(desc(mediaUploads.createdAt))
    .limit(1);
  return upload ?? null;
}

/** The library holds pictures and videos; sound files are for other fields. */
function libraryTypeOf(kind: MediaKind): ResourceType {
  if (kind === 'image' || kind === 'video') return kind;
  throw badRequest(MSG.fileTypeWrong);
}

/**
 * PUT materialLibrary/bind { resourceUrl, projectId }: puts a file the caller's scope uploaded
 * into the project's own library (my pictures or my videos), using the upload up: from then on
 * the library file keeps the stored bytes. A file uploaded by anyone else, or not uploaded at
 * all, is not found; one the project holds already is 文件已存在. Runs under the content's lock,
 * so the delete of the content's last record cannot take the bytes from under it.
 */
export function bindRoute(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  app.put(MATERIAL_API.bind, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(materialBindBody, request.body);
    const projectId = await requireProjectFlag(db, user, body.projectId, 'editAuth');
    const key = storageKeyOfUrl(body.resourceUrl);
    if (!key) throw notFound(MSG.mediaFileMissing);
    const sha256 = sha256OfKey(key);
    // Before the upload is looked for: binding the same address twice finds it used up.
    await refuseDuplicate(db, projectId, { sha256 });

    const id = await db.transaction(async (tx) => {
      await lockContent(tx, sha256);
      const upload = await findOwnUpload(tx, user.scope, key);
      if (!upload) throw notFound(MSG.mediaFileMissing);
      const resourceType = libraryTypeOf(upload.kind);
      await refuseDuplicate(tx, projectId, { sha256, sourceMd5: upload.sourceMd5 });
      const [bound] = await tx
        .insert(mediaFiles)
        .values({
          projectId,
          blobSha256: sha256,
          resourceName: upload.fileName,
          resourceType,
          sourceMd5: upload.sourceMd5,
          createdBy: user.userId,
          createdAt: context.clock.now(),
        })
        .onConflictDoNothing()
        .returning({ id: mediaFiles.id });
      if (!bound) throw conflict(MSG.fileExists);
      await tx.delete(mediaUploads).where(eq(mediaUploads.id, upload.id));
      await writeOperationLog(tx, context.clock.now(), {
        action: 'material.bind',
        userId: user.userId,
        tenantId: user.tenantId,
        account: user.account,
        address: request.ip,
        detail: { projectId, mediaFileId: bound.id, sha256 },
      });
      return bound.id;
    });
    return ok<BindAnswer>({ id });
  });
}
