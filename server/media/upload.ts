import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/shared/api/envelope';
import {
  MATERIAL_API,
  materialUploadQuery,
  storedFileUrl,
  type UploadAnswer,
} from '../../src/shared/api/material';
import type { SizeLimits } from '../../src/shared/media/upload-rules';
import { MSG } from '../../src/shared/messages';
import { authenticateInScope } from '../auth/authenticate';
import type { AppContext } from '../context';
import { mediaUploads } from '../db/schema/media';
import { badRequest } from '../http/api-error';
import { validate } from '../http/validate';
import { writeOperationLog } from '../operation-log';
import { requireProjectFlag } from '../permissions/project-access';
import type { FileStorage } from '../storage/file-storage';
import { refuseDuplicate } from './duplicates';
import { receiveUpload } from './receive-upload';
import { storeBlob } from './stored-blobs';

/**
 * POST materialLibrary/upload (multipart, field `file`): checks the file's own bytes, stores it
 * once per content and answers `{ id, url }`. The upload's row keeps the bytes until a bind to a
 * project uses it up. With `projectId` (and the chosen file's `md5`), a
 * file the project already holds is refused with 文件已存在, before its bytes are even read
 * when the MD5 already tells.
 */
export function uploadRoute(
  app: FastifyInstance,
  context: AppContext,
  storage: FileStorage,
  limits: SizeLimits,
): void {
  const { db } = context;
  app.post(MATERIAL_API.upload, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(materialUploadQuery, request.query);
    const projectId = query.projectId
      ? await requireProjectFlag(db, user, query.projectId, 'editAuth')
      : null;
    if (projectId && query.md5) await refuseDuplicate(db, projectId, { sourceMd5: query.md5 });
    if (!request.isMultipart()) throw badRequest(MSG.uploadFileMissing);
    const part = await request.file();
    if (part?.fieldname !== 'file') throw badRequest(MSG.uploadFileMissing);

    const received = await receiveUpload(part, limits);
    try {
      const sourceMd5 = query.md5 ?? received.md5;
      if (projectId) await refuseDuplicate(db, projectId, { sha256: received.sha256, sourceMd5 });
      const owner =
        user.scope.kind === 'enterprise' ? { tenantId: user.scope.tenantId } : { userId: user.scope.userId };
      const { id, key } = await storeBlob(db, storage, received, async (tx, key) => {
        const [upload] = await tx
          .insert(mediaUploads)
          .values({
            blobSha256: received.sha256,
            fileName: received.fileName || key,
            sourceMd5,
            uploadedBy: user.userId,
            createdAt: context.clock.now(),
            ...owner,
          })
          .returning({ id: mediaUploads.id });
        await writeOperationLog(tx, context.clock.now(), {
          action: 'material.upload',
          userId: user.userId,
          tenantId: user.tenantId,
          account: user.account,
          address: request.ip,
          detail: { sha256: received.sha256, size: received.size, format: received.format, projectId },
        });
        return { id: upload.id, key };
      });
      return ok<UploadAnswer>({ id, url: storedFileUrl(key) }, MSG.uploadOk);
    } finally {
      await rm(received.tempPath, { force: true });
    }
  });
}
