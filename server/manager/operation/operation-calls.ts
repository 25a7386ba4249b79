import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  OPERATION_API,
  operationFilter,
  operationProjectQuery,
  visitorPageQuery,
} from '../../../src/shared/api/operation';
import type { AppContext } from '../../context';
import { devices } from '../../db/schema';
import { validate } from '../../http/validate';
import { operationProject } from './operation-scope';
import { qaAnalysis } from './qa-analysis';
import { visitorRecords } from './visitor-records';

/** The read calls of 运营平台: the project's robots for the filters, 访客记录 and 问答分析. */
export function operationCalls(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get(OPERATION_API.robots, async (request) => {
    const { projectId } = validate(operationProjectQuery, request.query);
    const id = await operationProject(context, request, projectId, 'accessAuth', 'OPERATION');
    const robots = await db
      .select({ id: devices.id, name: devices.name })
      .from(devices)
      .where(eq(devices.projectId, id))
      .orderBy(asc(devices.name));
    return ok(robots);
  });

  app.get(OPERATION_API.visitors, async (request) => {
    const query = validate(visitorPageQuery, request.query);
    const id = await operationProject(context, request, query.projectId, 'accessAuth', 'VISIT_RECORD');
    return ok(await visitorRecords(db, id, query, query));
  });

  app.get(OPERATION_API.analysis, async (request) => {
    const filter = validate(operationFilter, request.query);
    const id = await operationProject(context, request, filter.projectId, 'accessAuth', 'QA_ANALYZE');
    return ok(await qaAnalysis(db, id, filter));
  });
}
