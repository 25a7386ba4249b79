import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ACTION_API,
  ACTION_MSG,
  type ActionScreenConfiguration,
  type ActionStep,
  type ActionSteps,
  actionCreateBody,
  actionEditBody,
  actionEnableBody,
  actionIdQuery,
  actionPageQuery,
  actionScreenPagesQuery,
  actionStepsBody,
  actionStepsQuery,
} from '../../../src/shared/api/actions';
import { ok } from '../../../src/shared/api/envelope';
import { pageOf } from '../../../src/shared/api/paging';
import { MSG } from '../../../src/shared/messages';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { actionSteps, actions, homepages } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { requireCreate, resourceAccess, visibleRows } from '../../permissions/resource-access';
import { logChange } from '../audit';
import { nameContains } from '../name-search';
import { carriesTag, forgetResources } from '../resource/resource-tags';
import { ownerOf } from '../scope';
import { withUniqueName } from '../unique-name';
import { actionAccess } from './action-access';
import { readAction, selectActions, toActionSummaries } from './action-summary';
import { checkStepReferences } from './step-references';

/**
 * The action calls (动作管理): page, detail, create, edit, enable, delete, and the steps of one
 * page type (read, save as a whole). Each checks the menus, the project (accessAuth to read,
 * editAuth to change) and the ACTION flag on the action.
 */
export function actionCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(ACTION_API.page, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(actionPageQuery, request.query);
    const projectId = await actionAccess.project(db, user, query.projectId, 'accessAuth');
    const access = resourceAccess(db, user, 'ACTION');
    const where = and(
      eq(actions.projectId, projectId),
      visibleRows(access),
      nameContains(actions.name, query.name),
      carriesTag(db, 'ACTION', actions.id, query.tag),
    );
    const [rows, [total]] = await Promise.all([
      selectActions(access, where)
        .orderBy(desc(actions.updatedAt), desc(actions.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.select({ value: count() }).from(actions).where(where),
    ]);
    return ok(pageOf(await toActionSummaries(access, rows), query, total?.value ?? 0));
  });

  app.get(ACTION_API.detail, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(actionIdQuery, request.query);
    const { access } = await actionAccess.find(db, user, id, 'accessAuth');
    return ok(await readAction(access, id));
  });

  app.get(ACTION_API.screenPages, async (request) => {
    const user = await authenticateInScope(context, request);
    const { projectId: asked } = validate(actionScreenPagesQuery, request.query);
    const projectId = await actionAccess.project(db, user, asked, 'accessAuth');
    const rows = await db
      .select({ id: homepages.id, name: homepages.name, document: homepages.document })
      .from(homepages)
      .where(eq(homepages.projectId, projectId))
      .orderBy(desc(homepages.updatedAt));
    return ok<ActionScreenConfiguration[]>(
      rows.map((row) => ({
        homepageId: row.id,
        homepageName: row.name,
        pages: row.document.pages.map((page) => ({ id: page.id, name: page.name, type: page.type })),
      })),
    );
  });

  app.put(ACTION_API.create, async (request) => {
    const user = await authenticateInScope(context, request);
    const { projectId: asked, ...fields } = validate(actionCreateBody, request.body);
    const projectId = await actionAccess.project(db, user, asked, 'editAuth');
    requireCreate(user, 'ACTION');
    const now = clock.now();
    const id = await withUniqueName(ACTION_MSG.nameTaken, () =>
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(actions)
          .values({
            ...fields,
            projectId,
            ...ownerOf(user.scope),
            createdBy: user.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: actions.id });
        await logChange(tx, now, user, request, 'action.create', {
          projectId,
          actionId: created.id,
          name: fields.name,
        });
        return created.id;
      }),
    );
    return ok(await readAction(resourceAccess(db, user, 'ACTION'), id), ACTION_MSG.created);
  });

  app.post(ACTION_API.edit, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, ...fields } = validate(actionEditBody, request.body);
    const { access, projectId } = await actionAccess.find(db, user, id, 'editAuth');
    const now = clock.now();
    await withUniqueName(ACTION_MSG.nameTaken, () =>
      db.transaction(async (tx) => {
        await tx
          .update(actions)
          .set({ ...fields, updatedAt: now })
          .where(eq(actions.id, id));
        await logChange(tx, now, user, request, 'action.edit', {
          projectId,
          actionId: id,
          name: fields.name,
        });
      }),
    );
    return ok(await readAction(access, id), ACTION_MSG.saved);
  });

  app.put(ACTION_API.enable, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, enabled } = validate(actionEnableBody, request.body);
    const { access, resource, projectId } = await actionAccess.find(db, user, id, 'enableAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.update(actions).set({ enabled, updatedAt: now }).where(eq(actions.id, id));
      await logChange(tx, now, user, request, enabled ? 'action.enable' : 'action.disable', {
        projectId,
        actionId: id,
        name: resource.name,
      });
    });
    return ok(await readAction(access, id), enabled ? ACTION_MSG.enabled : ACTION_MSG.disabled);
  });

  app.get(ACTION_API.steps, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, pageType } = validate(actionStepsQuery, request.query);
    await actionAccess.find(db, user, id, 'accessAuth');
    const rows = await db
      .select({ step: actionSteps.step })
      .from(actionSteps)
      .where(and(eq(actionSteps.actionId, id), eq(actionSteps.pageType, pageType)))
      .orderBy(asc(actionSteps.position));
    return ok<ActionSteps>({ actionId: id, pageType, steps: rows.map((row) => row.step) });
  });

  app.post(ACTION_API.saveSteps, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, pageType, steps: asked } = validate(actionStepsBody, request.body);
    const { resource, projectId } = await actionAccess.find(db, user, id, 'editAuth');
    const steps: ActionStep[] = await checkStepReferences(db, projectId, asked);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [action] = await tx
        .select({ id: actions.id })
        .from(actions)
        .where(eq(actions.id, id))
        .for('update');
      if (!action) throw notFound(ACTION_MSG.notFound);
      await tx
        .delete(actionSteps)
        .where(and(eq(actionSteps.actionId, id), eq(actionSteps.pageType, pageType)));
      if (steps.length > 0) {
        await tx
          .insert(actionSteps)
          .values(
            steps.map((step, position) => ({ actionId: id, pageType, position, kind: step.kind, step })),
          );
      }
      await tx.update(actions).set({ updatedAt: now }).where(eq(actions.id, id));
      await logChange(tx, now, user, request, 'action.steps', {
        projectId,
        actionId: id,
        name: resource.name,
        pageType,
        steps: steps.length,
      });
    });
    return ok<ActionSteps>({ actionId: id, pageType, steps }, ACTION_MSG.stepsSaved);
  });

  app.delete(ACTION_API.remove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(actionIdQuery, request.query);
    const { resource, projectId } = await actionAccess.find(db, user, id, 'deleteAuth');
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [removed] = await tx.delete(actions).where(eq(actions.id, id)).returning({ id: actions.id });
      if (!removed) throw notFound(ACTION_MSG.notFound);
      await forgetResources(tx, 'ACTION', [id]);
      await logChange(tx, now, user, request, 'action.delete', {
        projectId,
        actionId: id,
        name: resource.name,
      });
    });
    return ok(null, MSG.deleted);
  });
}
