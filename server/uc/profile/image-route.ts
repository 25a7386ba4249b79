import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type AccountImageKind, userImageQuery } from '../../../src/shared/api/uc-account';
import { UC } from '../../../src/shared/api/uc-paths';
import { MSG } from '../../../src/shared/messages';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { accountImages } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import type { FileStorage } from '../../storage/file-storage';
import { isReviewer } from '../certification/reviewer';
import { parseAccountImagePath } from './account-images';

/** Pictures any signed-in user may see: avatars and enterprise logos (beside names in lists and headers). */
const SHOWN_TO_EVERYONE = new Set<AccountImageKind>(['avatar', 'logo']);

/**
 * GET user/image?path: an account picture's bytes. Avatars and logos are shown to any signed-in user;
 * certification pictures only to their uploader and to reviewers. Whatever the caller may not
 * see answers like a picture that does not exist.
 */
export function imageRoute(app: FastifyInstance, context: AppContext, storage: FileStorage): void {
  const { db } = context;

  app.get(UC.userImage, async (request, reply) => {
    const user = await authenticate(context, request);
    const { path } = validate(userImageQuery, request.query);
    const { kind, storageKey } = parseAccountImagePath(path);
    const owners = await db
      .select({ ownerId: accountImages.ownerId, contentType: accountImages.contentType })
      .from(accountImages)
      .where(and(eq(accountImages.kind, kind), eq(accountImages.storageKey, storageKey)));
    const visible =
      owners.length > 0 &&
      (SHOWN_TO_EVERYONE.has(kind) ||
        owners.some((owner) => owner.ownerId === user.userId) ||
        (await isReviewer(db, user.userId)));
    const bytes = visible ? await storage.get(storageKey) : null;
    if (!bytes) throw notFound(MSG.imageMissing);
    return (
      reply
        .type(owners[0].contentType)
        .header('x-content-type-options', 'nosniff')
        // A path names one content for ever; the picture is private to who may see it.
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(bytes)
    );
  });
}
