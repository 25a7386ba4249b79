import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  DEFAULT_SITUATIONS,
  FALLBACK_API,
  FALLBACK_MSG,
  fallbackCreateBody,
  fallbackEditBody,
  fallbackEnableBody,
  fallbackIdQuery,
  fallbackPageQuery,
  fallbackSituationsQuery,
} from '../../../src/shared/api/fallback';
import { pageOf } from '../../../src/shared/api/paging';
import { MSG } from '../../../src/shared/messages';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { fallbackAnswers, personalResources } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { requireCreate, resourceAccess, visibleRows } from '../../permissions/resource-access';
import { logChange } from '../audit';
import { nameContains } from '../name-search';
import { carriesTag, forgetResources } from '../resource/resource-tags';
import { ownerOf } from '../scope';
import { withUniqueName } from '../unique-name';
import { fallbackAccess } from './fallback-access';
import { readFallbackSet, selectFallbackSets, toFallbackSummaries } from './fallback-summary';

/**
 * The fallback calls (个性兜底, route reveal): page, detail, create, edit (name, mode and the
 * answers as a whole), enable, delete, and the situation tags in use. Each checks the BUTTOM
 * menu, the project (accessAuth to read, editAuth to change) and the BUTTOM flag on the set.
 */
export function fallbackCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  const isFallbackSet = eq(personalResources.kind, 'REVEAL');

  app.get(FALLBACK_API.page, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(fallbackPageQuery, request.query);
    const projectId = await fallbackAccess.project(db, user, query.projectId, 'accessAuth');
    const access = resourceAccess(db, user, 'BUTTOM');
    const where = and(
      isFallbackSet,
      eq(personalResources.projectId, projectId),
      visibleRows(access),
      nameContains(personalResources.name, query.name),
      carriesTag(db, 'BUTTOM', personalResources.id, query.tag),
    );
    const [rows, [total]] = await Promise.all([
      selectFallbackSets(access, where)
        .orderBy(desc(personalResources.updatedAt), desc(personalResources.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.select({ value: count() }).from(personalResources).where(where),
    ]);
    return ok(pageOf(await toFallbackSummaries(access, rows), query, total?.value ?? 0));
  });

  app.get(FALLBACK_API.detail, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(fallbackIdQuery, request.query);
    const { access } = await fallbackAccess.find(db, user, id, 'accessAuth');
    return ok(await readFallbackSet(access, id));
  });

  app.get(FALLBACK_API.situations, async (request) => {
    const user = await authenticateInScope(context, request);
    const { projectId: asked } = validate(fallbackSituationsQuery, request.query);
    const projectId = await fallbackAccess.project(db, user, asked, 'accessAuth');
    const used = await db
      .selectDistinct({ situation: fallbackAnswers.situation })
      .from(fallbackAnswers)
      .innerJoin(personalResources, eq(personalResources.id, fallbackAnswers.setId))
      .where(and(isFallbackSet, eq(personalResources.projectId, projectId)))
      .orderBy(asc(fallbackAnswers.situation));
    const own = used
      .map((row) => row.situation)
      .filter((tag) => !(DEFAULT_SITUATIONS as readonly string[]).includes(tag));
    return ok([...DEFAULT_SITUATIONS, ...own]);
  });

  app.put(FALLBACK_API.create, async (request) => {
    const user = await authenticateInScope(context, request);
    const { projectId: asked, name, mode } = validate(fallbackCreateBody, request.body);
    const projectId = await fallbackAccess.project(db, user, asked, 'editAuth');
    requireCreate(user, 'BUTTOM');
    const now = clock.now();
    const id = await withUniqueName(FALLBACK_MSG.nameTaken, () =>
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(personalResources)
          .values({
            kind: 'REVEAL',
            name,
            fallbackMode: mode,
            projectId,
            ...ownerOf(user.scope),
            createdBy: user.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: personalResources.id });
        await logChange(tx, now, user, request, 'reveal.create', { projectId, revealId: created.id, name });
        return created.id;
      }),
    );
    return ok(await readFallbackSet(resourceAccess(db, user, 'BUTTOM'), id), FALLBACK_MSG.created);
  });

  app.post(FALLBACK_API.edit, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, name, mode, answers } = validate(fallbackEditBody, request.body);
    const { access, projectId } = await fallbackAccess.find(db, user, id, 'editAuth');
    const now = clock.now();
    await withUniqueName(FALLBACK_MSG.nameTaken, () =>
      db.transaction(async (tx) => {
        const [changed] = await tx
          .update(personalResources)
          .set({ name, fallbackMode: mode, updatedAt: now })
          .where(and(eq(personalResources.id, id), isFallbackSet))
          .returning({ id: personalResources.id });
        if (!changed) throw notFound(FALLBACK_MSG.notFound);
        await tx.delete(fallbackAnswers).where(eq(fallbackAnswers.setId, id));
        if (answers.length > 0) {
          await tx
            .insert(fallbackAnswers)
            .values(answers.map((answer, position) => ({ ...answer, setId: id, position })));
        }
        await logChange(tx, now, user, request, 'reveal.edit', {
          projectId,
          revealId: id,
          name,
          mode,
          answers: answers.length,
        });
      }),
    );
    return ok(await readFallbackSet(access, id), FALLBACK_MSG.saved);
  });

  app.put(FALLBACK_API.enable, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, enabled } = validate(fallbackEnableBody, request.body);
    const { access, resource, projectId } = await fallbackAccess.find(db, user, id, 'enableAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.update(personalResources).set({ enabled, updatedAt: now }).where(eq(personalResources.id, id));
      await logChange(tx, now, user, request, enabled ? 'reveal.enable' : 'reveal.disable', {
        projectId,
        revealId: id,
        name: resource.name,
      });
    });
    return ok(await readFallbackSet(access, id), enabled ? FALLBACK_MSG.enabled : FALLBACK_MSG.disabled);
  });

  app.delete(FALLBACK_API.remove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(fallbackIdQuery, request.query);
    const { resource, projectId } = await fallbackAccess.find(db, user, id, 'deleteAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(personalResources)
        .where(and(eq(personalResources.id, id), isFallbackSet))
        .returning({ id: personalResources.id });
      if (removed.length === 0) throw notFound(FALLBACK_MSG.notFound);
      await forgetResources(tx, 'BUTTOM', [id]);
      await logChange(tx, now, user, request, 'reveal.delete', {
        projectId,
        revealId: id,
        name: resource.name,
      });
    });
    return ok(null, MSG.deleted);
  });
}
