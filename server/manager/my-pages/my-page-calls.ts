import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  HOMEPAGE_API,
  homepageIdQuery,
  type MyPage,
  myPageCreateBody,
  myPagePageQuery,
} from '../../../src/shared/api/homepage';
import { pageOf } from '../../../src/shared/api/paging';
import { MSG } from '../../../src/shared/messages';
import { authenticateInScope, type ScopedUser } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { myPages } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { logChange } from '../audit';
import { checkPageForSave, DOCUMENT_BODY_LIMIT_BYTES } from '../homepage/document-check';
import { isRowId } from '../row-id';
import { ownedBy, ownerOf } from '../scope';

const myPageColumns = {
  id: myPages.id,
  name: myPages.name,
  orientation: myPages.orientation,
  page: myPages.page,
  createdAt: myPages.createdAt,
};

const toMyPage = (row: Omit<MyPage, 'createdAt'> & { createdAt: Date }): MyPage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The saved pages of the caller: of their scope, and saved by them. A colleague's saved pages
 * are theirs alone, even in the same enterprise.
 */
const savedByCaller = (user: ScopedUser) =>
  and(ownedBy(myPages, user.scope), eq(myPages.createdBy, user.userId));

/**
 * 我的页面: pages a designer saved to reuse in any configuration of their scope (the
 * enterprise's, or the person's own). Page (newest first, by orientation), create, delete; each
 * member sees and deletes only the pages they saved.
 */
export function myPageCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(HOMEPAGE_API.myPagePage, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(myPagePageQuery, request.query);
    const where = and(
      savedByCaller(user),
      query.orientation === undefined ? undefined : eq(myPages.orientation, query.orientation),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(myPageColumns)
        .from(myPages)
        .where(where)
        .orderBy(desc(myPages.createdAt), desc(myPages.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.select({ value: count() }).from(myPages).where(where),
    ]);
    return ok(pageOf(rows.map(toMyPage), query, total?.value ?? 0));
  });

  app.put(HOMEPAGE_API.myPageCreate, { bodyLimit: DOCUMENT_BODY_LIMIT_BYTES }, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(myPageCreateBody, request.body);
    const page = checkPageForSave(body.page, body.orientation);
    const now = clock.now();
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(myPages)
        .values({
          ...ownerOf(user.scope),
          name: body.name,
          orientation: body.orientation,
          page,
          createdBy: user.userId,
          createdAt: now,
        })
        .returning(myPageColumns);
      await logChange(tx, now, user, request, 'myPage.create', { myPageId: row.id, name: body.name });
      return row;
    });
    return ok(toMyPage(created));
  });

  app.delete(HOMEPAGE_API.myPageRemove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(homepageIdQuery, request.query);
    if (!isRowId(id)) throw notFound(MSG.myPageMissing);
    await db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(myPages)
        .where(and(eq(myPages.id, id), savedByCaller(user)))
        .returning({ name: myPages.name });
      if (!removed) throw notFound(MSG.myPageMissing);
      await logChange(tx, clock.now(), user, request, 'myPage.delete', { myPageId: id, name: removed.name });
    });
    return ok(null, MSG.deleted);
  });
}
