import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DICTIONARY_API,
  DICTIONARY_MSG,
  dictionaryCreateBody,
  dictionaryEditBody,
  dictionaryEnableBody,
  dictionaryIdQuery,
  dictionaryInUse,
  dictionaryPageQuery,
} from '../../../src/shared/api/dictionaries';
import { ok } from '../../../src/shared/api/envelope';
import { pageOf } from '../../../src/shared/api/paging';
import { MSG } from '../../../src/shared/messages';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { dictionaries } from '../../db/schema';
import { conflict } from '../../http/api-error';
import { validate } from '../../http/validate';
import { requireCreate, resourceAccess, visibleRows } from '../../permissions/resource-access';
import { logChange } from '../audit';
import { nameContains } from '../name-search';
import { carriesTag, forgetResources } from '../resource/resource-tags';
import { ownerOf } from '../scope';
import { withUniqueName } from '../unique-name';
import { dictionaryAccess } from './dictionary-access';
import { readDictionary, selectDictionaries, toDictionarySummaries } from './dictionary-summary';
import { dictionaryUsage } from './dictionary-usage';

/**
 * The dictionary calls (词典管理): page, detail, create, edit, enable, usage, delete. Each checks the
 * project (accessAuth to read, editAuth to change) and the DICT flags on the dictionary. A
 * dictionary that slots are filled from cannot be deleted: the refusal names the intents.
 */
export function dictionaryCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(DICTIONARY_API.page, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(dictionaryPageQuery, request.query);
    const projectId = await dictionaryAccess.project(db, user, query.projectId, 'accessAuth');
    const access = resourceAccess(db, user, 'DICT');
    const where = and(
      eq(dictionaries.projectId, projectId),
      visibleRows(access),
      nameContains(dictionaries.name, query.name),
      carriesTag(db, 'DICT', dictionaries.id, query.tag),
    );
    const [rows, [total]] = await Promise.all([
      selectDictionaries(access, where)
        .orderBy(desc(dictionaries.updatedAt), desc(dictionaries.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.select({ value: count() }).from(dictionaries).where(where),
    ]);
    return ok(pageOf(await toDictionarySummaries(access, rows), query, total?.value ?? 0));
  });

  app.get(DICTIONARY_API.detail, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(dictionaryIdQuery, request.query);
    const { access } = await dictionaryAccess.find(db, user, id, 'accessAuth');
    return ok(await readDictionary(access, id));
  });

  app.get(DICTIONARY_API.usage, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(dictionaryIdQuery, request.query);
    await dictionaryAccess.find(db, user, id, 'accessAuth');
    return ok(await dictionaryUsage(db, id));
  });

  app.put(DICTIONARY_API.create, async (request) => {
    const user = await authenticateInScope(context, request);
    const { projectId: asked, ...fields } = validate(dictionaryCreateBody, request.body);
    const projectId = await dictionaryAccess.project(db, user, asked, 'editAuth');
    requireCreate(user, 'DICT');
    const now = clock.now();
    const id = await withUniqueName(DICTIONARY_MSG.nameTaken, () =>
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(dictionaries)
          .values({
            ...fields,
            projectId,
            ...ownerOf(user.scope),
            createdBy: user.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: dictionaries.id });
        await logChange(tx, now, user, request, 'dictionary.create', {
          projectId,
          dictionaryId: created.id,
          name: fields.name,
        });
        return created.id;
      }),
    );
    return ok(await readDictionary(resourceAccess(db, user, 'DICT'), id), DICTIONARY_MSG.created);
  });

  app.post(DICTIONARY_API.edit, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, ...fields } = validate(dictionaryEditBody, request.body);
    const { access, projectId } = await dictionaryAccess.find(db, user, id, 'editAuth');
    const now = clock.now();
    await withUniqueName(DICTIONARY_MSG.nameTaken, () =>
      db.transaction(async (tx) => {
        await tx
          .update(dictionaries)
          .set({ ...fields, updatedAt: now })
          .where(eq(dictionaries.id, id));
        await logChange(tx, now, user, request, 'dictionary.edit', {
          projectId,
          dictionaryId: id,
          name: fields.name,
        });
      }),
    );
    return ok(await readDictionary(access, id), DICTIONARY_MSG.saved);
  });

  app.put(DICTIONARY_API.enable, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, enabled } = validate(dictionaryEnableBody, request.body);
    const { access, resource, projectId } = await dictionaryAccess.find(db, user, id, 'enableAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.update(dictionaries).set({ enabled, updatedAt: now }).where(eq(dictionaries.id, id));
      await logChange(tx, now, user, request, enabled ? 'dictionary.enable' : 'dictionary.disable', {
        projectId,
        dictionaryId: id,
        name: resource.name,
      });
    });
    return ok(await readDictionary(access, id), enabled ? DICTIONARY_MSG.enabled : DICTIONARY_MSG.disabled);
  });

  app.delete(DICTIONARY_API.remove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(dictionaryIdQuery, request.query);
    const { resource, projectId } = await dictionaryAccess.find(db, user, id, 'deleteAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      // Slots filled from it would silently stop filling: the operator picks another dictionary first.
      const usage = await dictionaryUsage(tx, id);
      if (usage.intents.length > 0)
        throw conflict(dictionaryInUse(usage.intents.map((intent) => intent.name)));
      await tx.delete(dictionaries).where(eq(dictionaries.id, id));
      await forgetResources(tx, 'DICT', [id]);
      await logChange(tx, now, user, request, 'dictionary.delete', {
        projectId,
        dictionaryId: id,
        name: resource.name,
      });
    });
    return ok(null, MSG.deleted);
  });
}
