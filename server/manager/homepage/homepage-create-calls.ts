import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  HOMEPAGE_API,
  type HomepageDetail,
  type HomepageSummary,
  homepageCopyBody,
  homepageCreateBody,
} from '../../../src/shared/api/homepage';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { homepages } from '../../db/schema';
import { validate } from '../../http/validate';
import { requireProjectFlag } from '../../permissions/project-access';
import { logChange } from '../audit';
import { findHomepageWithDocument } from './find-homepage';
import { homepageSummaryColumns, toHomepageSummary } from './homepage-summary';
import { startingDocument } from './starting-document';

/**
 * PUT create: a draft in one of the caller's projects, its document built from the screen size and
 * template (answered whole, so the editor opens without another call). PUT copy: a new draft
 * with the same document, in the same project.
 */
export function homepageCreateCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.put(HOMEPAGE_API.create, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(homepageCreateBody, request.body);
    const projectId = await requireProjectFlag(db, user, body.projectId, 'editAuth');
    const document = startingDocument(body.screenSize, body.templateId);
    const now = clock.now();
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(homepages)
        .values({
          projectId,
          name: body.name,
          screenWidth: body.screenSize.width,
          screenHeight: body.screenSize.height,
          document,
          createdAt: now,
          updatedAt: now,
          updatedBy: user.userId,
        })
        .returning(homepageSummaryColumns);
      await logChange(tx, now, user, request, 'homepage.create', {
        projectId,
        homepageId: row.id,
        name: body.name,
        templateId: body.templateId ?? null,
      });
      return row;
    });
    return ok<HomepageDetail>({ ...toHomepageSummary(created), document });
  });

  app.put(HOMEPAGE_API.copy, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, name } = validate(homepageCopyBody, request.body);
    const source = await findHomepageWithDocument(db, user, id, 'editAuth');
    const now = clock.now();
    const copy = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(homepages)
        .values({
          projectId: source.projectId,
          name,
          screenWidth: source.screenWidth,
          screenHeight: source.screenHeight,
          document: source.document,
          thumbnail: source.thumbnail,
          createdAt: now,
          updatedAt: now,
          updatedBy: user.userId,
        })
        .returning(homepageSummaryColumns);
      await logChange(tx, now, user, request, 'homepage.copy', {
        projectId: source.projectId,
        homepageId: row.id,
        sourceId: source.id,
        name,
      });
      return row;
    });
    return ok<HomepageSummary>(toHomepageSummary(copy));
  });
}
