import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/shared/api/envelope';
import { MATERIAL_API, materialDeleteInput } from '../../src/shared/api/material';
import { MSG } from '../../src/shared/messages';
import { authenticateInScope } from '../auth/authenticate';
import type { AppContext } from '../context';
import { projects } from '../db/schema';
import { mediaFiles } from '../db/schema/media';
import { badRequest, notFound } from '../http/api-error';
import { validate } from '../http/validate';
import { writeOperationLog } from '../operation-log';
import { isUuid, ownedByScope } from './project-scope';

const idOf = (part: unknown): unknown =>
  typeof part === 'object' && part !== null ? (part as Record<string, unknown>).id : undefined;

/**
 * DELETE materialLibrary/delete, id in the body and the query (the client sends both; when both
 * are there they must agree). Only a file of a project in the caller's scope can go; the stored
 * bytes stay, since other projects and published screens may show the same content.
 */
export function removeRoute(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  app.delete(MATERIAL_API.remove, async (request) => {
    const user = await authenticateInScope(context, request);
    const [fromBody, fromQuery] = [idOf(request.body), idOf(request.query)];
    if (fromBody !== undefined && fromQuery !== undefined && fromBody !== fromQuery) throw badRequest();
    const { id } = validate(materialDeleteInput, { id: fromBody ?? fromQuery });
    if (!isUuid(id)) throw notFound(MSG.mediaFileMissing);

    await db.transaction(async (tx) => {
      const [file] = await tx
        .select({ id: mediaFiles.id, projectId: mediaFiles.projectId, sha256: mediaFiles.blobSha256 })
        .from(mediaFiles)
        .innerJoin(projects, eq(projects.id, mediaFiles.projectId))
        .where(and(eq(mediaFiles.id, id), ownedByScope(user.scope)));
      if (!file) throw notFound(MSG.mediaFileMissing);
      await tx.delete(mediaFiles).where(eq(mediaFiles.id, file.id));
      await writeOperationLog(tx, context.clock.now(), {
        action: 'material.delete',
        userId: user.userId,
        tenantId: user.tenantId,
        account: user.account,
        address: request.ip,
        detail: { projectId: file.projectId, mediaFileId: file.id, sha256: file.sha256 },
      });
    });
    return ok(null, MSG.deleted);
  });
}
