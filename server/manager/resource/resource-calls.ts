import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { type Colleague, colleagueQuery, RESOURCE_API } from '../../../src/shared/api/resource-permissions';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { findColleagues } from './colleagues';
import { shareCalls } from './share-calls';
import { tagCalls } from './tag-calls';

/**
 * The calls every resource type shares (src/shared/api/resource-permissions.ts): shares, tags,
 * and the colleagues one may share with (the caller's enterprise; none in the personal scope).
 */
export function resourceCalls(app: FastifyInstance, context: AppContext): void {
  shareCalls(app, context);
  tagCalls(app, context);

  app.get(RESOURCE_API.colleagues, async (request) => {
    const user = await authenticateInScope(context, request);
    const { name } = validate(colleagueQuery, request.query);
    return ok<Colleague[]>(await findColleagues(context.db, user, name));
  });
}
