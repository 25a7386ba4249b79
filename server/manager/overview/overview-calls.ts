import type { FastifyInstance } from 'fastify';
import { DEVICE_API } from '../../../src/shared/api/devices';
import { ok } from '../../../src/shared/api/envelope';
import { OVERVIEW_API, overviewQuery } from '../../../src/shared/api/overview';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { requireProjectFlag } from '../../permissions/project-access';
import { requireMenu } from '../../permissions/require-menu';
import { resourceAccess, visibleRows } from '../../permissions/resource-access';
import { fleetSummary } from './fleet-summary';
import { projectOverview } from './project-overview';

/**
 * The read-only figures of the workspace: a project's 概览 (OVERVIEW) and the caller's fleet on
 * the monitoring platform (MONITOR), over the projects they may see. A project the caller cannot see answers 404 before the menu
 * is asked, so the answer never tells another scope's project exists.
 */
export function overviewCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(OVERVIEW_API.project, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(overviewQuery, request.query);
    const projectId = await requireProjectFlag(db, user, id, 'accessAuth');
    requireMenu(user, 'OVERVIEW');
    return ok(await projectOverview(db, projectId, clock.now()));
  });

  app.get(DEVICE_API.fleet, async (request) => {
    const user = await authenticateInScope(context, request);
    requireMenu(user, 'MONITOR');
    const projects = visibleRows(resourceAccess(db, user, 'PROJECT'));
    return ok(await fleetSummary(db, projects, clock.now()));
  });
}
