import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  HOT_WORD_API,
  HOT_WORD_MSG,
  type HotWordFile,
  hotWordFileIdQuery,
  hotWordFilePageQuery,
  hotWordUploadQuery,
  hotWordWordsQuery,
} from '../../../src/shared/api/hot-words';
import { pageOf } from '../../../src/shared/api/paging';
import { MSG } from '../../../src/shared/messages';
import type { ResourceFlag } from '../../../src/shared/permissions';
import { authenticateInScope, type ScopedUser } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { hotWordFiles, personalResources, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import type { FileStorage } from '../../storage/file-storage';
import { logChange } from '../audit';
import { nameContains } from '../name-search';
import { isRowId } from '../row-id';
import { withUniqueName } from '../unique-name';
import { hotWordAccess } from './hot-word-kind';
import { forgetUnusedBlobs, type StoredWordFile, storeWordFile, wordsOf } from './word-file-store';

const fileColumns = {
  id: hotWordFiles.id,
  listId: hotWordFiles.listId,
  name: hotWordFiles.name,
  size: hotWordFiles.size,
  wordCount: hotWordFiles.wordCount,
  skippedCount: hotWordFiles.skippedCount,
  uploaderName: users.nickname,
  updatedAt: hotWordFiles.updatedAt,
};

/**
 * The word file calls of a hot word list (fileManage/{id}/{name}): page, upload, replace,
 * download, words (searchable, paged) and delete. Reading needs accessAuth on the list,
 * changing its files editAuth.
 */
export function wordFileCalls(app: FastifyInstance, context: AppContext, storage: FileStorage): void {
  const { db, clock } = context;

  const readFile = async (id: string): Promise<HotWordFile> => {
    const [row] = await db
      .select(fileColumns)
      .from(hotWordFiles)
      .leftJoin(users, eq(users.id, hotWordFiles.uploadedBy))
      .where(eq(hotWordFiles.id, id));
    if (!row) throw notFound(HOT_WORD_MSG.fileNotFound);
    return { ...row, updatedAt: row.updatedAt.toISOString() };
  };

  /** The file `id` once the caller holds `flag` on its list. */
  const findFile = async (user: ScopedUser, id: string, flag: ResourceFlag) => {
    const [file] = isRowId(id)
      ? await db
          .select({ listId: hotWordFiles.listId, name: hotWordFiles.name, key: hotWordFiles.storageKey })
          .from(hotWordFiles)
          .where(eq(hotWordFiles.id, id))
      : [];
    if (!file) {
      hotWordAccess.requireMenus(user);
      throw notFound(HOT_WORD_MSG.fileNotFound);
    }
    const { projectId } = await hotWordAccess.find(db, user, file.listId, flag);
    return { ...file, projectId };
  };

  /** The single `file` part of a multipart request, stored after its checks. */
  const receive = async (request: FastifyRequest): Promise<StoredWordFile> => {
    if (!request.isMultipart()) throw badRequest(MSG.uploadFileMissing);
    const part = await request.file();
    if (part?.fieldname !== 'file') throw badRequest(MSG.uploadFileMissing);
    return storeWordFile(part, storage);
  };

  const touchList = (tx: typeof db, listId: string, now: Date) =>
    tx.update(personalResources).set({ updatedAt: now }).where(eq(personalResources.id, listId));

  app.get(HOT_WORD_API.files, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(hotWordFilePageQuery, request.query);
    await hotWordAccess.find(db, user, query.listId, 'accessAuth');
    const where = and(eq(hotWordFiles.listId, query.listId), nameContains(hotWordFiles.name, query.name));
    const [rows, [total]] = await Promise.all([
      db
        .select(fileColumns)
        .from(hotWordFiles)
        .leftJoin(users, eq(users.id, hotWordFiles.uploadedBy))
        .where(where)
        .orderBy(asc(hotWordFiles.name))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.select({ value: count() }).from(hotWordFiles).where(where),
    ]);
    const files = rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
    return ok(pageOf<HotWordFile>(files, query, total?.value ?? 0));
  });

  app.post(HOT_WORD_API.upload, async (request) => {
    const user = await authenticateInScope(context, request);
    const { listId } = validate(hotWordUploadQuery, request.query);
    const { projectId } = await hotWordAccess.find(db, user, listId, 'editAuth');
    const stored = await receive(request);
    const now = clock.now();
    const id = await withUniqueName(MSG.fileExists, () =>
      db.transaction(async (tx) => {
        // The same words under another name are the same file (spec: a duplicate by content hash).
        const sameContent = await tx.$count(
          hotWordFiles,
          and(eq(hotWordFiles.listId, listId), eq(hotWordFiles.storageKey, stored.key)),
        );
        if (sameContent > 0) throw conflict(MSG.fileExists);
        const [created] = await tx
          .insert(hotWordFiles)
          .values({
            listId,
            name: stored.name,
            storageKey: stored.key,
            size: stored.size,
            wordCount: stored.words.length,
            skippedCount: stored.skipped,
            uploadedBy: user.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: hotWordFiles.id });
        await touchList(tx, listId, now);
        await logChange(tx, now, user, request, 'hotWord.file.upload', {
          projectId,
          listId,
          fileId: created.id,
          name: stored.name,
          words: stored.words.length,
        });
        return created.id;
      }),
    ).catch(async (error) => {
      await forgetUnusedBlobs(db, storage, [stored.key]);
      throw error;
    });
    return ok(await readFile(id), MSG.uploadOk);
  });

  app.post(HOT_WORD_API.replace, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(hotWordFileIdQuery, request.query);
    const file = await findFile(user, id, 'editAuth');
    const stored = await receive(request);
    const now = clock.now();
    await db.transaction(async (tx) => {
      // The file keeps its name in the list: replacing changes its words, not where it is.
      const [changed] = await tx
        .update(hotWordFiles)
        .set({
          storageKey: stored.key,
          size: stored.size,
          wordCount: stored.words.length,
          skippedCount: stored.skipped,
          uploadedBy: user.userId,
          updatedAt: now,
        })
        .where(eq(hotWordFiles.id, id))
        .returning({ id: hotWordFiles.id });
      if (!changed) throw conflict(HOT_WORD_MSG.fileNotFound);
      await touchList(tx, file.listId, now);
      await logChange(tx, now, user, request, 'hotWord.file.replace', {
        projectId: file.projectId,
        listId: file.listId,
        fileId: id,
        name: file.name,
        words: stored.words.length,
      });
    });
    await forgetUnusedBlobs(db, storage, [file.key, stored.key]);
    return ok(await readFile(id), HOT_WORD_MSG.replaced);
  });

  app.get(HOT_WORD_API.download, async (request, reply) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(hotWordFileIdQuery, request.query);
    const file = await findFile(user, id, 'accessAuth');
    const bytes = await storage.get(file.key);
    if (!bytes) throw notFound(MSG.emptyDownload);
    return reply
      .headers({
        'content-type': 'text/plain; charset=utf-8',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      })
      .send(bytes);
  });

  app.get(HOT_WORD_API.words, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(hotWordWordsQuery, request.query);
    const file = await findFile(user, query.id, 'accessAuth');
    const { words } = await wordsOf(storage, file.key);
    const keyword = query.keyword?.toLowerCase();
    const found = keyword ? words.filter((entry) => entry.word.toLowerCase().includes(keyword)) : words;
    const start = query.pageNo * query.pageSize;
    return ok(pageOf(found.slice(start, start + query.pageSize), query, found.length));
  });

  app.delete(HOT_WORD_API.removeFile, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(hotWordFileIdQuery, request.query);
    const file = await findFile(user, id, 'editAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(hotWordFiles)
        .where(eq(hotWordFiles.id, id))
        .returning({ id: hotWordFiles.id });
      if (removed.length === 0) throw notFound(HOT_WORD_MSG.fileNotFound);
      await touchList(tx, file.listId, now);
      await logChange(tx, now, user, request, 'hotWord.file.delete', {
        projectId: file.projectId,
        listId: file.listId,
        fileId: id,
        name: file.name,
      });
    });
    await forgetUnusedBlobs(db, storage, [file.key]);
    return ok(null, MSG.deleted);
  });
}
