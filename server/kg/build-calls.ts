import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/shared/api/envelope';
import {
  KG_API,
  KG_MSG,
  KG_ROUTES,
  type QueryTestAnswer,
  queryTestQuery,
} from '../../src/shared/api/knowledge-graph';
import { authenticateInScope } from '../auth/authenticate';
import type { AppContext } from '../context';
import { conflict } from '../http/api-error';
import { validate } from '../http/validate';
import { logChange } from '../manager/audit';
import { readResource } from '../manager/resource-kit/resource-kind-calls';
import { kgBaseKind } from './base-kind';
import type { KgBuilder } from './build/build-job';
import { findBase } from './kg-access';
import { answerFromBuild } from './query/build-answers';

/**
 * PUT bases/{id}/build starts a build in the background (editAuth) and answers at once with the
 * base 构建中; GET query/test asks a question of the last successful build (accessAuth).
 */
export function buildCalls(app: FastifyInstance, context: AppContext, builder: KgBuilder): void {
  const { db, clock } = context;

  app.put(KG_ROUTES.build, async (request) => {
    const user = await authenticateInScope(context, request);
    const { access, base, projectId } = await findBase(
      db,
      user,
      (request.params as { id: string }).id,
      'editAuth',
    );
    await builder.start(base.id);
    await logChange(db, clock.now(), user, request, 'kg.base.build', {
      projectId,
      kgBaseId: base.id,
      name: base.name,
    });
    return ok(await readResource(kgBaseKind, access, base.id), KG_MSG.buildStarted);
  });

  app.get(KG_API.queryTest, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(queryTestQuery, request.query);
    const { base } = await findBase(db, user, query.kgBaseId, 'accessAuth');
    const found = await answerFromBuild(db, base.id, query.question);
    if (!found) throw conflict(KG_MSG.neverBuilt);
    const answer: QueryTestAnswer = {
      question: query.question,
      answer: found.answer,
      reason: found.reason,
      path: found.path,
      template: found.template,
      highlight: found.highlight,
      builtAt: found.builtAt.toISOString(),
    };
    return ok(answer);
  });
}
