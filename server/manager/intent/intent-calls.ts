import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  INTENT_API,
  INTENT_MSG,
  intentCreateBody,
  intentEditBody,
  intentEnableBody,
  intentIdQuery,
  intentPageQuery,
} from '../../../src/shared/api/intents';
import { pageOf } from '../../../src/shared/api/paging';
import { MSG } from '../../../src/shared/messages';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { intents } from '../../db/schema';
import { validate } from '../../http/validate';
import { requireCreate, resourceAccess, visibleRows } from '../../permissions/resource-access';
import { logChange } from '../audit';
import { nameContains } from '../name-search';
import { carriesTag, forgetResources } from '../resource/resource-tags';
import { ownerOf } from '../scope';
import { withUniqueName } from '../unique-name';
import { intentAccess } from './intent-access';
import { readIntent, selectIntents, toIntentSummaries } from './intent-summary';
import { requireKnownVariables, requireProjectAction, slotNamesOf } from './reply-check';

/**
 * The intent calls (意图管理): page, detail, create, edit (name, description, reply, action),
 * enable, delete. Each checks the project (accessAuth to read, editAuth to change) and the INTENT
 * flags on the intent. Its slots and examples have their own calls (intent-content-calls).
 */
export function intentCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(INTENT_API.page, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(intentPageQuery, request.query);
    const projectId = await intentAccess.project(db, user, query.projectId, 'accessAuth');
    const access = resourceAccess(db, user, 'INTENT');
    const where = and(
      eq(intents.projectId, projectId),
      visibleRows(access),
      nameContains(intents.name, query.name),
      carriesTag(db, 'INTENT', intents.id, query.tag),
    );
    const [rows, [total]] = await Promise.all([
      selectIntents(access, where)
        .orderBy(desc(intents.updatedAt), desc(intents.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.select({ value: count() }).from(intents).where(where),
    ]);
    return ok(pageOf(await toIntentSummaries(access, rows), query, total?.value ?? 0));
  });

  app.get(INTENT_API.detail, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(intentIdQuery, request.query);
    const { access } = await intentAccess.find(db, user, id, 'accessAuth');
    return ok(await readIntent(access, id));
  });

  app.put(INTENT_API.create, async (request) => {
    const user = await authenticateInScope(context, request);
    const { projectId: asked, ...fields } = validate(intentCreateBody, request.body);
    const projectId = await intentAccess.project(db, user, asked, 'editAuth');
    requireCreate(user, 'INTENT');
    const now = clock.now();
    const id = await withUniqueName(INTENT_MSG.nameTaken, () =>
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(intents)
          .values({
            ...fields,
            projectId,
            ...ownerOf(user.scope),
            createdBy: user.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: intents.id });
        await logChange(tx, now, user, request, 'intent.create', {
          projectId,
          intentId: created.id,
          name: fields.name,
        });
        return created.id;
      }),
    );
    return ok(await readIntent(resourceAccess(db, user, 'INTENT'), id), INTENT_MSG.created);
  });

  app.post(INTENT_API.edit, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, ...fields } = validate(intentEditBody, request.body);
    const { access, projectId } = await intentAccess.find(db, user, id, 'editAuth');
    const now = clock.now();
    await withUniqueName(INTENT_MSG.nameTaken, () =>
      db.transaction(async (tx) => {
        await tx.select({ id: intents.id }).from(intents).where(eq(intents.id, id)).for('update');
        requireKnownVariables(fields.reply, await slotNamesOf(tx, id));
        await requireProjectAction(tx, projectId, fields.actionId);
        await tx
          .update(intents)
          .set({ ...fields, updatedAt: now })
          .where(eq(intents.id, id));
        await logChange(tx, now, user, request, 'intent.edit', {
          projectId,
          intentId: id,
          name: fields.name,
        });
      }),
    );
    return ok(await readIntent(access, id), INTENT_MSG.saved);
  });

  app.put(INTENT_API.enable, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, enabled } = validate(intentEnableBody, request.body);
    const { access, resource, projectId } = await intentAccess.find(db, user, id, 'enableAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.update(intents).set({ enabled, updatedAt: now }).where(eq(intents.id, id));
      await logChange(tx, now, user, request, enabled ? 'intent.enable' : 'intent.disable', {
        projectId,
        intentId: id,
        name: resource.name,
      });
    });
    return ok(await readIntent(access, id), enabled ? INTENT_MSG.enabled : INTENT_MSG.disabled);
  });

  app.delete(INTENT_API.remove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(intentIdQuery, request.query);
    const { resource, projectId } = await intentAccess.find(db, user, id, 'deleteAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.delete(intents).where(eq(intents.id, id));
      await forgetResources(tx, 'INTENT', [id]);
      await logChange(tx, now, user, request, 'intent.delete', {
        projectId,
        intentId: id,
        name: resource.name,
      });
    });
    return ok(null, MSG.deleted);
  });
}
