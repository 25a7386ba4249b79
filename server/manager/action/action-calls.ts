import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ACTION_API,
  ACTION_MSG,
  type ActionScreenConfiguration,
  type ActionStep,
  type ActionSteps,
  actionScreenPagesQuery,
  actionStepsBody,
  actionStepsQuery,
} from '../../../src/shared/api/actions';
import { ok } from '../../../src/shared/api/envelope';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { actionSteps, actions, homepages } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { logChange } from '../audit';
import { actionAccess } from './action-kind';
import { checkStepReferences } from './step-references';

/**
 * The action calls (动作管理) beyond the kind's own (resource-kit): the
 * screens whose pages a step may show, and the steps of one page type (read, save as a whole).
 * Each checks the menus, the project (accessAuth to read, editAuth to change) and the ACTION flag.
 */
export function actionCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

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
}
