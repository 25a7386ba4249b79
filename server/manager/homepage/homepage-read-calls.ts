import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  HOMEPAGE_API,
  type HomepageDetail,
  homepageIdQuery,
  homepagePageQuery,
} from '../../../src/shared/api/homepage';
import { pageOf } from '../../../src/shared/api/paging';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { homepages } from '../../db/schema';
import { validate } from '../../http/validate';
import { requireProjectFlag } from '../../permissions/project-access';
import { nameContains } from '../name-search';
import { findHomepageWithDocument } from './find-homepage';
import { homepageSummaryColumns, toHomepageSummary } from './homepage-summary';

/** GET page (a project's configurations, recently saved first, without documents) and GET detail. */
export function homepageReadCalls(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get(HOMEPAGE_API.page, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(homepagePageQuery, request.query);
    const projectId = await requireProjectFlag(db, user, query.projectId, 'accessAuth');
    const where = and(eq(homepages.projectId, projectId), nameContains(homepages.name, query.name));
    const [rows, [total]] = await Promise.all([
      db
        .select(homepageSummaryColumns)
        .from(homepages)
        .where(where)
        .orderBy(desc(homepages.updatedAt), desc(homepages.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.select({ value: count() }).from(homepages).where(where),
    ]);
    return ok(pageOf(rows.map(toHomepageSummary), query, total?.value ?? 0));
  });

  app.get(HOMEPAGE_API.detail, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(homepageIdQuery, request.query);
    const { document, ...summary } = await findHomepageWithDocument(db, user, id, 'accessAuth');
    return ok<HomepageDetail>({ ...toHomepageSummary(summary), document });
  });
}
