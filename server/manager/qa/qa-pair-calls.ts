import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { pageOf } from '../../../src/shared/api/paging';
import {
  QA_API,
  QA_LIMITS,
  QA_MSG,
  type QaPairFields,
  qaIdQuery,
  qaLibraryIdQuery,
  qaPairBatchBody,
  qaPairCreateBody,
  qaPairEditBody,
  qaPairPageQuery,
  qaSuggestQuery,
} from '../../../src/shared/api/qa';
import { MSG } from '../../../src/shared/messages';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { qaCategories, qaPairs } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { loggedChanges } from '../../logged-changes';
import { logChange } from '../audit';
import { editedColumns } from '../resource-kit/edited-columns';
import { isRowId } from '../row-id';
import { findLibrary } from './qa-access';
import { requireCategory, touchLibrary } from './qa-category-tree';
import { inCategory, mentions, pairFilters, readPair, selectPairs, toPair } from './qa-pair-read';
import { requireKnownPages, screenPagesOf } from './qa-screen-pages';
import { suggestQuestions } from './qa-suggest';
import { textArray } from './sql-text-array';

async function uniqueQuestion<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(QA_MSG.questionTaken);
    throw error;
  }
}

/** What a pair points at must be the library's own category and the project's own pages. */
/** Refuses a category or page the library does not have; answers the pair's category, if any. */
async function checkReferences(db: Database, libraryId: string, projectId: string, fields: QaPairFields) {
  const category = fields.categoryId ? await requireCategory(db, libraryId, fields.categoryId) : null;
  await requireKnownPages(db, projectId, fields.answers);
  return category;
}

/** The library of the pair `id`, found before the caller's rights on it are checked. */
async function libraryOfPair(db: Database, id: string): Promise<string> {
  const [row] = isRowId(id)
    ? await db.select({ libraryId: qaPairs.libraryId }).from(qaPairs).where(eq(qaPairs.id, id))
    : [];
  if (!row) throw notFound(QA_MSG.pairNotFound);
  return row.libraryId;
}

/** Adding tags must leave every chosen pair within QA_LIMITS.tags. */
async function requireRoomForTags(db: Database, chosen: SQL | undefined, tags: string[]) {
  const [over] = await db
    .select({ question: qaPairs.question })
    .from(qaPairs)
    .where(
      and(
        chosen,
        sql`(select count(distinct t) from unnest(${qaPairs.tags} || ${textArray(tags)}) as t) > ${QA_LIMITS.tags}`,
      ),
    )
    .limit(1);
  if (over) throw badRequest(`问答「${over.question}」的标签将超过${QA_LIMITS.tags}个`);
}

const BATCH_DONE: Record<string, string> = {
  ENABLE: '已启用',
  DISABLE: '已停用',
  MOVE: '已移动',
  DELETE: '已删除',
  TAG: '已添加标签',
};

/**
 * The pairs of a library: page (search, filters), create, edit, batch actions and the keyword
 * prompt. Reading needs accessAuth on the library; every change editAuth.
 */
export function qaPairCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(QA_API.pairPage, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(qaPairPageQuery, request.query);
    const { library } = await findLibrary(db, user, query.libraryId, 'accessAuth');
    const where = and(
      eq(qaPairs.libraryId, library.id),
      mentions(query.keyword),
      await inCategory(db, library.id, query.categoryId),
      pairFilters(query),
    );
    const [rows, [total]] = await Promise.all([
      selectPairs(db, where)
        .orderBy(desc(qaPairs.updatedAt), desc(qaPairs.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.select({ value: count() }).from(qaPairs).where(where),
    ]);
    return ok(pageOf(rows.map(toPair), query, total?.value ?? 0));
  });

  app.get(QA_API.pairDetail, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(qaIdQuery, request.query);
    await findLibrary(db, user, await libraryOfPair(db, id), 'accessAuth');
    return ok(await readPair(db, id));
  });

  app.get(QA_API.pairSuggest, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(qaSuggestQuery, request.query);
    const { library } = await findLibrary(db, user, query.libraryId, 'accessAuth');
    return ok(await suggestQuestions(db, library.id, query.text, query.excludeId));
  });

  app.get(QA_API.screenPages, async (request) => {
    const user = await authenticateInScope(context, request);
    const { libraryId } = validate(qaLibraryIdQuery, request.query);
    const { projectId } = await findLibrary(db, user, libraryId, 'accessAuth');
    return ok(await screenPagesOf(db, projectId));
  });

  app.put(QA_API.pairCreate, async (request) => {
    const user = await authenticateInScope(context, request);
    const { libraryId, ...fields } = validate(qaPairCreateBody, request.body);
    const { library, projectId } = await findLibrary(db, user, libraryId, 'editAuth');
    await checkReferences(db, library.id, projectId, fields);
    const now = clock.now();
    const id = await uniqueQuestion(() =>
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(qaPairs)
          .values({
            ...fields,
            libraryId: library.id,
            createdBy: user.userId,
            updatedBy: user.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: qaPairs.id });
        await touchLibrary(tx, library.id, now);
        await logChange(tx, now, user, request, 'qa.pair.create', {
          projectId,
          libraryId,
          pairId: created.id,
          question: fields.question,
        });
        return created.id;
      }),
    );
    return ok(await readPair(db, id), QA_MSG.pairCreated);
  });

  app.post(QA_API.pairEdit, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, ...fields } = validate(qaPairEditBody, request.body);
    const { library, projectId } = await findLibrary(db, user, await libraryOfPair(db, id), 'editAuth');
    const category = await checkReferences(db, library.id, projectId, fields);
    const now = clock.now();
    await uniqueQuestion(() =>
      db.transaction(async (tx) => {
        // The log names the category, not its id.
        const { categoryId: _, ...edited } = editedColumns(qaPairs, fields);
        const [before] = await tx
          .select({ ...edited, category: qaCategories.name })
          .from(qaPairs)
          .leftJoin(qaCategories, eq(qaCategories.id, qaPairs.categoryId))
          .where(eq(qaPairs.id, id));
        const [after] = await tx
          .update(qaPairs)
          .set({ ...fields, updatedBy: user.userId, updatedAt: now })
          .where(eq(qaPairs.id, id))
          .returning(edited);
        await touchLibrary(tx, library.id, now);
        await logChange(tx, now, user, request, 'qa.pair.edit', {
          projectId,
          libraryId: library.id,
          pairId: id,
          question: fields.question,
          ...loggedChanges(before, { ...after, category: category?.name ?? null }),
        });
      }),
    );
    return ok(await readPair(db, id), QA_MSG.pairSaved);
  });

  app.post(QA_API.pairBatch, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(qaPairBatchBody, request.body);
    const { library, projectId } = await findLibrary(db, user, body.libraryId, 'editAuth');
    if (!body.ids.every(isRowId)) throw notFound(QA_MSG.pairNotFound);
    if (body.action === 'MOVE' && body.categoryId) await requireCategory(db, library.id, body.categoryId);
    const now = clock.now();
    const chosen = and(eq(qaPairs.libraryId, library.id), inArray(qaPairs.id, body.ids));
    const touched = { updatedBy: user.userId, updatedAt: now };
    if (body.action === 'TAG') await requireRoomForTags(db, chosen, body.tags ?? []);
    const changed = await db.transaction(async (tx) => {
      const changedIds = { id: qaPairs.id };
      const write = () => {
        switch (body.action) {
          case 'ENABLE':
          case 'DISABLE':
            return tx
              .update(qaPairs)
              .set({ enabled: body.action === 'ENABLE', ...touched })
              .where(chosen)
              .returning(changedIds);
          case 'MOVE':
            return tx
              .update(qaPairs)
              .set({ categoryId: body.categoryId ?? null, ...touched })
              .where(chosen)
              .returning(changedIds);
          case 'TAG':
            return tx
              .update(qaPairs)
              .set({
                // Adds the tags each pair lacks, keeping its own; sorted, no repeats.
                tags: sql`(select coalesce(array_agg(distinct t order by t), '{}') from unnest(${qaPairs.tags} || ${textArray(body.tags ?? [])}) as t)`,
                ...touched,
              })
              .where(chosen)
              .returning(changedIds);
          case 'DELETE':
            return tx.delete(qaPairs).where(chosen).returning(changedIds);
        }
      };
      const rows = await write();
      await touchLibrary(tx, library.id, now);
      await logChange(tx, now, user, request, `qa.pair.batch.${body.action.toLowerCase()}`, {
        projectId,
        libraryId: library.id,
        count: rows.length,
      });
      return rows.length;
    });
    return ok(
      { changed },
      body.action === 'DELETE' ? MSG.deleted : `${changed} 条问答${BATCH_DONE[body.action]}`,
    );
  });
}
