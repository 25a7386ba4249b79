import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { DEFAULT_SITUATIONS, FALLBACK_API, fallbackSituationsQuery } from '../../../src/shared/api/fallback';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { fallbackAnswers, personalResources } from '../../db/schema';
import { validate } from '../../http/validate';
import { fallbackAccess } from './fallback-kind';
import { isFallbackSet } from './fallback-summary';

/**
 * The fallback call (个性兜底, route reveal) beyond the kind's own (resource-kit): the situation
 * tags in use in the project, with the BUTTOM menu and the project's accessAuth.
 */
export function fallbackCalls(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

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
}
