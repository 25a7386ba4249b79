import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/shared/api/envelope';
import { MATERIAL_API, materialDeleteInput } from '../../src/shared/api/material';
import { MSG } from '../../src/shared/messages';
import { authenticateInScope } from '../auth/authenticate';
import type { AppContext } from '../context';
import { projects } from '../db/schema';
import { mediaBlobs, mediaFiles } from '../db/schema/media';
import { badRequest, notFound } from '../http/api-error';
import { validate } from '../http/validate';
import { writeOperationLog } from '../operation-log';
import { requireRowProjectFlag } from '../permissions/project-access';
import type { FileStorage } from '../storage/file-storage';
import { lockContent } from './content-lock';
import { isUuid, ownedByScope } from './project-scope';
import { discardBytes, dropUnneededBlob } from './stored-blobs';

const idOf = (part: unknown): unknown =>
  typeof part === 'object' && part !== null ? (part as Record<string, unknown>).id : undefined;

/**
 * DELETE materialLibrary/delete, id in the body and the query (the client sends both; when both
 * are there they must agree). Only a file of a project the caller holds deleteAuth on can go
 * (one they cannot see is missing: 404; seen without the flag: 403). With the
 * last record that needs its content (see libraryNeeds: other projects' files, uploads waiting
 * to be bound, screens showing it) the content's row goes in the same transaction, under the
 * content's lock, and its bytes after it commits.
 */
export function removeRoute(app: FastifyInstance, context: AppContext, storage: FileStorage): void {
  const { db } = context;
  app.delete(MATERIAL_API.remove, async (request) => {
    const user = await authenticateInScope(context, request);
    const [fromBody, fromQuery] = [idOf(request.body), idOf(request.query)];
    if (fromBody !== undefined && fromQuery !== undefined && fromBody !== fromQuery) throw badRequest();
    const { id } = validate(materialDeleteInput, { id: fromBody ?? fromQuery });
    if (!isUuid(id)) throw notFound(MSG.mediaFileMissing);
    const [found] = await db
      .select({ projectId: mediaFiles.projectId })
      .from(mediaFiles)
      .where(eq(mediaFiles.id, id));
    await requireRowProjectFlag(db, user, found?.projectId, 'deleteAuth', MSG.mediaFileMissing);

    const unneededKey = await db.transaction(async (tx) => {
      const [file] = await tx
        .select({
          id: mediaFiles.id,
          projectId: mediaFiles.projectId,
          sha256: mediaFiles.blobSha256,
          storageKey: mediaBlobs.storageKey,
        })
        .from(mediaFiles)
        .innerJoin(projects, eq(projects.id, mediaFiles.projectId))
        .innerJoin(mediaBlobs, eq(mediaBlobs.sha256, mediaFiles.blobSha256))
        .where(and(eq(mediaFiles.id, id), ownedByScope(user.scope)));
      if (!file) throw notFound(MSG.mediaFileMissing);
      await lockContent(tx, file.sha256);
      const deleted = await tx
        .delete(mediaFiles)
        .where(eq(mediaFiles.id, file.id))
        .returning({ id: mediaFiles.id });
      // Someone deleted it while this request waited for the lock.
      if (deleted.length === 0) throw notFound(MSG.mediaFileMissing);
      await writeOperationLog(tx, context.clock.now(), {
        action: 'material.delete',
        userId: user.userId,
        tenantId: user.tenantId,
        account: user.account,
        address: request.ip,
        detail: { projectId: file.projectId, mediaFileId: file.id, sha256: file.sha256 },
      });
      return (await dropUnneededBlob(tx, file.sha256, file.storageKey)) ? file.storageKey : null;
    });
    if (unneededKey) {
      // The record is gone either way; bytes left behind only cost room.
      await discardBytes(db, storage, unneededKey).catch((error: unknown) =>
        request.log.error(
          { err: error, key: unneededKey },
          'stored bytes of a deleted media file not removed',
        ),
      );
    }
    return ok(null, MSG.deleted);
  });
}
