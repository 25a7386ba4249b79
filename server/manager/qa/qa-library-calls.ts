import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { pageOf } from '../../../src/shared/api/paging';
import {
  QA_API,
  QA_MSG,
  qaEnableBody,
  qaIdQuery,
  qaLibraryCreateBody,
  qaLibraryEditBody,
  qaLibraryPageQuery,
} from '../../../src/shared/api/qa';
import { MSG } from '../../../src/shared/messages';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { qaLibraries } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict } from '../../http/api-error';
import { validate } from '../../http/validate';
import { requireCreate, resourceAccess, visibleRows } from '../../permissions/resource-access';
import { logChange } from '../audit';
import { nameContains } from '../name-search';
import { carriesTag, forgetResources } from '../resource/resource-tags';
import { ownerOf } from '../scope';
import { findLibrary, qaProject } from './qa-access';
import { readLibrary, selectLibraries, toLibrarySummaries } from './qa-library-summary';

/** A name another library of the project holds answers 409, never the database's 500. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(QA_MSG.libraryNameTaken);
    throw error;
  }
}

/**
 * The library calls: page, detail, create, edit (rename / describe), enable, delete. Shares, tags
 * and batch tag/share go through the generic resource calls with type QA.
 */
export function qaLibraryCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(QA_API.libraryPage, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(qaLibraryPageQuery, request.query);
    const projectId = await qaProject(db, user, query.projectId, 'accessAuth');
    const access = resourceAccess(db, user, 'QA');
    const where = and(
      eq(qaLibraries.projectId, projectId),
      visibleRows(access),
      nameContains(qaLibraries.name, query.name),
      carriesTag(db, 'QA', qaLibraries.id, query.tag),
    );
    const [rows, [total]] = await Promise.all([
      selectLibraries(access, where)
        .orderBy(desc(qaLibraries.updatedAt), desc(qaLibraries.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.select({ value: count() }).from(qaLibraries).where(where),
    ]);
    return ok(pageOf(await toLibrarySummaries(access, rows), query, total?.value ?? 0));
  });

  app.get(QA_API.libraryDetail, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(qaIdQuery, request.query);
    const { access, library } = await findLibrary(db, user, id, 'accessAuth');
    return ok(await readLibrary(access, library.id));
  });

  app.put(QA_API.libraryCreate, async (request) => {
    const user = await authenticateInScope(context, request);
    const { projectId: asked, ...fields } = validate(qaLibraryCreateBody, request.body);
    const projectId = await qaProject(db, user, asked, 'editAuth');
    requireCreate(user, 'QA');
    const now = clock.now();
    const id = await uniqueName(() =>
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(qaLibraries)
          .values({
            ...fields,
            projectId,
            ...ownerOf(user.scope),
            createdBy: user.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: qaLibraries.id });
        await logChange(tx, now, user, request, 'qa.library.create', {
          projectId,
          libraryId: created.id,
          name: fields.name,
        });
        return created.id;
      }),
    );
    return ok(await readLibrary(resourceAccess(db, user, 'QA'), id), QA_MSG.libraryCreated);
  });

  app.post(QA_API.libraryEdit, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, ...fields } = validate(qaLibraryEditBody, request.body);
    const { access, library, projectId } = await findLibrary(db, user, id, 'editAuth');
    const now = clock.now();
    await uniqueName(() =>
      db.transaction(async (tx) => {
        await tx
          .update(qaLibraries)
          .set({ ...fields, updatedAt: now })
          .where(eq(qaLibraries.id, library.id));
        await logChange(tx, now, user, request, 'qa.library.edit', {
          projectId,
          libraryId: id,
          name: fields.name,
        });
      }),
    );
    return ok(await readLibrary(access, library.id), QA_MSG.librarySaved);
  });

  app.put(QA_API.libraryEnable, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, enabled } = validate(qaEnableBody, request.body);
    const { access, library, projectId } = await findLibrary(db, user, id, 'enableAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.update(qaLibraries).set({ enabled, updatedAt: now }).where(eq(qaLibraries.id, library.id));
      await logChange(tx, now, user, request, enabled ? 'qa.library.enable' : 'qa.library.disable', {
        projectId,
        libraryId: id,
        name: library.name,
      });
    });
    return ok(
      await readLibrary(access, library.id),
      enabled ? QA_MSG.libraryEnabled : QA_MSG.libraryDisabled,
    );
  });

  app.delete(QA_API.libraryRemove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(qaIdQuery, request.query);
    const { library, projectId } = await findLibrary(db, user, id, 'deleteAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      // Its categories and pairs go with it (foreign keys cascade).
      await tx.delete(qaLibraries).where(eq(qaLibraries.id, library.id));
      await forgetResources(tx, 'QA', [library.id]);
      await logChange(tx, now, user, request, 'qa.library.delete', {
        projectId,
        libraryId: id,
        name: library.name,
      });
    });
    return ok(null, MSG.deleted);
  });
}
