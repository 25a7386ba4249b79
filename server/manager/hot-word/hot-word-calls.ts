import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  HOT_WORD_API,
  HOT_WORD_MSG,
  hotWordCreateBody,
  hotWordEditBody,
  hotWordEnableBody,
  hotWordIdQuery,
  hotWordPageQuery,
} from '../../../src/shared/api/hot-words';
import { pageOf } from '../../../src/shared/api/paging';
import { MSG } from '../../../src/shared/messages';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { hotWordFiles, personalResources } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { requireCreate, resourceAccess, visibleRows } from '../../permissions/resource-access';
import type { FileStorage } from '../../storage/file-storage';
import { logChange } from '../audit';
import { nameContains } from '../name-search';
import { carriesTag, forgetResources } from '../resource/resource-tags';
import { ownerOf } from '../scope';
import { withUniqueName } from '../unique-name';
import { hotWordAccess } from './hot-word-access';
import { isHotWordList, readHotWordList, selectHotWordLists, toHotWordSummaries } from './hot-word-summary';
import { forgetUnusedBlobs } from './word-file-store';

/**
 * The hot word list calls (热词): page, detail, create, edit, enable, delete. Each checks the
 * BUTTOM menu, the project (accessAuth to read, editAuth to change) and the BUTTOM flag on the
 * list. Deleting a list deletes its files.
 */
export function hotWordCalls(app: FastifyInstance, context: AppContext, storage: FileStorage): void {
  const { db, clock } = context;

  app.get(HOT_WORD_API.page, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(hotWordPageQuery, request.query);
    const projectId = await hotWordAccess.project(db, user, query.projectId, 'accessAuth');
    const access = resourceAccess(db, user, 'BUTTOM');
    const where = and(
      isHotWordList,
      eq(personalResources.projectId, projectId),
      visibleRows(access),
      nameContains(personalResources.name, query.name),
      carriesTag(db, 'BUTTOM', personalResources.id, query.tag),
    );
    const [rows, [total]] = await Promise.all([
      selectHotWordLists(access, where)
        .orderBy(desc(personalResources.updatedAt), desc(personalResources.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.select({ value: count() }).from(personalResources).where(where),
    ]);
    return ok(pageOf(await toHotWordSummaries(access, rows), query, total?.value ?? 0));
  });

  app.get(HOT_WORD_API.detail, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(hotWordIdQuery, request.query);
    const { access } = await hotWordAccess.find(db, user, id, 'accessAuth');
    return ok(await readHotWordList(access, id));
  });

  app.put(HOT_WORD_API.create, async (request) => {
    const user = await authenticateInScope(context, request);
    const { projectId: asked, ...fields } = validate(hotWordCreateBody, request.body);
    const projectId = await hotWordAccess.project(db, user, asked, 'editAuth');
    requireCreate(user, 'BUTTOM');
    const now = clock.now();
    const id = await withUniqueName(HOT_WORD_MSG.nameTaken, () =>
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(personalResources)
          .values({
            kind: 'HOT_WORD',
            ...fields,
            projectId,
            ...ownerOf(user.scope),
            createdBy: user.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: personalResources.id });
        await logChange(tx, now, user, request, 'hotWord.create', {
          projectId,
          listId: created.id,
          name: fields.name,
        });
        return created.id;
      }),
    );
    return ok(await readHotWordList(resourceAccess(db, user, 'BUTTOM'), id), HOT_WORD_MSG.created);
  });

  app.post(HOT_WORD_API.edit, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, ...fields } = validate(hotWordEditBody, request.body);
    const { access, projectId } = await hotWordAccess.find(db, user, id, 'editAuth');
    const now = clock.now();
    await withUniqueName(HOT_WORD_MSG.nameTaken, () =>
      db.transaction(async (tx) => {
        await tx
          .update(personalResources)
          .set({ ...fields, updatedAt: now })
          .where(eq(personalResources.id, id));
        await logChange(tx, now, user, request, 'hotWord.edit', { projectId, listId: id, name: fields.name });
      }),
    );
    return ok(await readHotWordList(access, id), HOT_WORD_MSG.saved);
  });

  app.put(HOT_WORD_API.enable, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, enabled } = validate(hotWordEnableBody, request.body);
    const { access, resource, projectId } = await hotWordAccess.find(db, user, id, 'enableAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.update(personalResources).set({ enabled, updatedAt: now }).where(eq(personalResources.id, id));
      await logChange(tx, now, user, request, enabled ? 'hotWord.enable' : 'hotWord.disable', {
        projectId,
        listId: id,
        name: resource.name,
      });
    });
    return ok(await readHotWordList(access, id), enabled ? HOT_WORD_MSG.enabled : HOT_WORD_MSG.disabled);
  });

  app.delete(HOT_WORD_API.remove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(hotWordIdQuery, request.query);
    const { resource, projectId } = await hotWordAccess.find(db, user, id, 'deleteAuth');
    const now = clock.now();
    const keys = await db.transaction(async (tx) => {
      const files = await tx
        .select({ key: hotWordFiles.storageKey })
        .from(hotWordFiles)
        .where(eq(hotWordFiles.listId, id));
      const removed = await tx
        .delete(personalResources)
        .where(and(eq(personalResources.id, id), isHotWordList))
        .returning({ id: personalResources.id });
      if (removed.length === 0) throw notFound(HOT_WORD_MSG.notFound);
      await forgetResources(tx, 'BUTTOM', [id]);
      await logChange(tx, now, user, request, 'hotWord.delete', {
        projectId,
        listId: id,
        name: resource.name,
      });
      return files.map((file) => file.key);
    });
    await forgetUnusedBlobs(db, storage, keys);
    return ok(null, MSG.deleted);
  });
}
