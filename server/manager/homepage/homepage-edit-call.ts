import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { HOMEPAGE_API, homepageEditBody } from '../../../src/shared/api/homepage';
import type { ScreenDocument } from '../../../src/shared/screen/document';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { homepages } from '../../db/schema';
import { validate } from '../../http/validate';
import { loggedChanges } from '../../logged-changes';
import { logChange } from '../audit';
import { checkDocumentForSave, DOCUMENT_BODY_LIMIT_BYTES } from './document-check';
import { findHomepageSummary } from './find-homepage';
import { savedBy, staleVersionRefusal } from './saved-state';

/**
 * POST edit: saves the name, document and thumbnail of a configuration. The save carries the
 * version it started from; it is written only if that is still the stored version (in the same
 * statement, so two concurrent saves cannot both win), and the version then goes up by one.
 * Otherwise 409 with the server's copy. The screen size follows the document's global settings.
 */
/**
 * The thumbnail to store: the one sent, or, when a save turns the screen without one (global
 * settings), none, so no card shows the old orientation's picture in the new frame.
 */
function thumbnailChange(thumbnail: string | undefined, document: ScreenDocument | undefined) {
  if (thumbnail !== undefined) return { thumbnail };
  if (document === undefined) return {};
  const { width, height } = document.global.screenSize;
  return {
    thumbnail: sql`case when ${homepages.screenWidth} = ${width} and ${homepages.screenHeight} = ${height} then ${homepages.thumbnail} end`,
  };
}

export function homepageEditCall(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.post(HOMEPAGE_API.edit, { bodyLimit: DOCUMENT_BODY_LIMIT_BYTES }, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(homepageEditBody, request.body);
    const summary = await findHomepageSummary(db, user, body.id, 'editAuth');
    const { id, projectId } = summary;
    const document = body.document === undefined ? undefined : checkDocumentForSave(body.document);
    const now = clock.now();
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(homepages)
        .set({
          version: sql`${homepages.version} + 1`,
          updatedAt: now,
          updatedBy: user.userId,
          ...(body.name === undefined ? {} : { name: body.name }),
          ...thumbnailChange(body.thumbnail, document),
          ...(document === undefined
            ? {}
            : {
                document,
                screenWidth: document.global.screenSize.width,
                screenHeight: document.global.screenSize.height,
              }),
        })
        .where(and(eq(homepages.id, id), eq(homepages.version, body.version)))
        .returning({ version: homepages.version, updatedAt: homepages.updatedAt });
      if (!row) return null;
      await logChange(tx, now, user, request, 'homepage.edit', {
        projectId,
        homepageId: id,
        version: row.version,
        document: document !== undefined,
        // The name and screen size only: a screen document is no log entry.
        ...loggedChanges(
          { ...summary },
          {
            name: body.name,
            screenWidth: document?.global.screenSize.width,
            screenHeight: document?.global.screenSize.height,
          },
        ),
      });
      return row;
    });
    if (!saved) throw await staleVersionRefusal(db, id);
    return ok(await savedBy(db, saved, user.userId));
  });
}
