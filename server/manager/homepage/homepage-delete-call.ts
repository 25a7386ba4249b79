import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { HOMEPAGE_API, homepageIdQuery } from '../../../src/shared/api/homepage';
import { MSG } from '../../../src/shared/messages';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { homepages } from '../../db/schema';
import { validate } from '../../http/validate';
import { logChange } from '../audit';
import { findHomepageSummary } from './find-homepage';

/**
 * DELETE homepage?id: the configuration, its released snapshot and its player address go. It needs
 * deleteAuth on the project (an EDIT share edits and releases, and deletes nothing).
 */
export function homepageDeleteCall(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.delete(HOMEPAGE_API.remove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(homepageIdQuery, request.query);
    const { projectId, name } = await findHomepageSummary(db, user, id, 'deleteAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.delete(homepages).where(eq(homepages.id, id));
      await logChange(tx, now, user, request, 'homepage.delete', { projectId, homepageId: id, name });
    });
    return ok(null, MSG.deleted);
  });
}
