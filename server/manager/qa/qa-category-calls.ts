import { and, count, eq, inArray, isNull, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  QA_API,
  QA_MSG,
  type QaCategoryList,
  qaCategoryCreateBody,
  qaCategoryMoveBody,
  qaCategoryRenameBody,
  qaIdQuery,
  qaLibraryIdQuery,
} from '../../../src/shared/api/qa';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { qaCategories, qaPairs } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { loggedChanges } from '../../logged-changes';
import { logChange } from '../audit';
import { isRowId } from '../row-id';
import { findLibrary } from './qa-access';
import { categoriesOf, requireCategory, subtreeIds, touchLibrary } from './qa-category-tree';

async function uniqueSibling<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(QA_MSG.categoryNameTaken);
    throw error;
  }
}

/** The library of the category `id`, found before the caller's rights on it are checked. */
async function libraryOfCategory(context: AppContext, id: string): Promise<string> {
  const [row] = isRowId(id)
    ? await context.db
        .select({ libraryId: qaCategories.libraryId })
        .from(qaCategories)
        .where(eq(qaCategories.id, id))
    : [];
  if (!row) throw notFound(QA_MSG.categoryNotFound);
  return row.libraryId;
}

/**
 * The category tree of a library: list (with the pairs in each), create, rename, move and delete.
 * Deleting a category deletes its sub-categories; their pairs go to 未分类.
 */
export function qaCategoryCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(QA_API.categories, async (request) => {
    const user = await authenticateInScope(context, request);
    const { libraryId } = validate(qaLibraryIdQuery, request.query);
    const { library } = await findLibrary(db, user, libraryId, 'accessAuth');
    const [categories, counts] = await Promise.all([
      categoriesOf(db, library.id),
      db
        .select({ categoryId: qaPairs.categoryId, value: count() })
        .from(qaPairs)
        .where(eq(qaPairs.libraryId, library.id))
        .groupBy(qaPairs.categoryId),
    ]);
    const byCategory = new Map(counts.map((row) => [row.categoryId, row.value]));
    const list: QaCategoryList = {
      categories: categories.map((category) => ({
        ...category,
        pairCount: byCategory.get(category.id) ?? 0,
      })),
      uncategorised: byCategory.get(null) ?? 0,
      total: counts.reduce((sum, row) => sum + row.value, 0),
    };
    return ok(list);
  });

  app.put(QA_API.categoryCreate, async (request) => {
    const user = await authenticateInScope(context, request);
    const { libraryId, parentId, name } = validate(qaCategoryCreateBody, request.body);
    const { library, projectId } = await findLibrary(db, user, libraryId, 'editAuth');
    if (parentId) await requireCategory(db, library.id, parentId);
    const now = clock.now();
    const created = await uniqueSibling(() =>
      db.transaction(async (tx) => {
        const [last] = await tx
          .select({ value: max(qaCategories.sort) })
          .from(qaCategories)
          .where(
            and(
              eq(qaCategories.libraryId, library.id),
              parentId ? eq(qaCategories.parentId, parentId) : isNull(qaCategories.parentId),
            ),
          );
        const [row] = await tx
          .insert(qaCategories)
          .values({ libraryId: library.id, parentId, name, sort: (last?.value ?? -1) + 1, createdAt: now })
          .returning({
            id: qaCategories.id,
            parentId: qaCategories.parentId,
            name: qaCategories.name,
            sort: qaCategories.sort,
          });
        await touchLibrary(tx, library.id, now);
        await logChange(tx, now, user, request, 'qa.category.create', { projectId, libraryId, name });
        return row;
      }),
    );
    return ok({ ...created, pairCount: 0 }, QA_MSG.categoryCreated);
  });

  app.post(QA_API.categoryRename, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, name } = validate(qaCategoryRenameBody, request.body);
    const { library, projectId } = await findLibrary(
      db,
      user,
      await libraryOfCategory(context, id),
      'editAuth',
    );
    const now = clock.now();
    await uniqueSibling(() =>
      db.transaction(async (tx) => {
        const [before] = await tx
          .select({ name: qaCategories.name })
          .from(qaCategories)
          .where(eq(qaCategories.id, id));
        await tx.update(qaCategories).set({ name }).where(eq(qaCategories.id, id));
        await touchLibrary(tx, library.id, now);
        await logChange(tx, now, user, request, 'qa.category.rename', {
          projectId,
          libraryId: library.id,
          name,
          ...loggedChanges(before, { name }),
        });
      }),
    );
    return ok(null, QA_MSG.categorySaved);
  });

  app.post(QA_API.categoryMove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, parentId } = validate(qaCategoryMoveBody, request.body);
    const { library, projectId } = await findLibrary(
      db,
      user,
      await libraryOfCategory(context, id),
      'editAuth',
    );
    if (parentId) {
      await requireCategory(db, library.id, parentId);
      const categories = await categoriesOf(db, library.id);
      if (subtreeIds(categories, id).includes(parentId)) throw conflict(QA_MSG.categoryIntoItself);
    }
    const now = clock.now();
    await uniqueSibling(() =>
      db.transaction(async (tx) => {
        const [last] = await tx
          .select({ value: max(qaCategories.sort) })
          .from(qaCategories)
          .where(
            and(
              eq(qaCategories.libraryId, library.id),
              parentId ? eq(qaCategories.parentId, parentId) : isNull(qaCategories.parentId),
            ),
          );
        await tx
          .update(qaCategories)
          .set({ parentId, sort: (last?.value ?? -1) + 1 })
          .where(eq(qaCategories.id, id));
        await touchLibrary(tx, library.id, now);
        await logChange(tx, now, user, request, 'qa.category.move', {
          projectId,
          libraryId: library.id,
          categoryId: id,
        });
      }),
    );
    return ok(null, QA_MSG.categoryMoved);
  });

  app.delete(QA_API.categoryRemove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(qaIdQuery, request.query);
    const { library, projectId } = await findLibrary(
      db,
      user,
      await libraryOfCategory(context, id),
      'editAuth',
    );
    const now = clock.now();
    await db.transaction(async (tx) => {
      const doomed = subtreeIds(await categoriesOf(tx, library.id), id);
      // The pairs' foreign key sets their category to null: they show under 未分类.
      await tx.delete(qaCategories).where(inArray(qaCategories.id, doomed));
      await touchLibrary(tx, library.id, now);
      await logChange(tx, now, user, request, 'qa.category.delete', {
        projectId,
        libraryId: library.id,
        categoryId: id,
        removed: doomed.length,
      });
    });
    return ok(null, QA_MSG.categoryRemoved);
  });
}
