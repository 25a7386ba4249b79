import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  markBody,
  markPageQuery,
  OPERATION_API,
  operationFilter,
  operationProjectQuery,
  pairChoiceQuery,
  turnPageQuery,
  VISITOR_EXPORT_ROWS,
  visitorPageQuery,
  visitorQuery,
} from '../../../src/shared/api/operation';
import type { AppContext } from '../../context';
import { devices } from '../../db/schema';
import { validate } from '../../http/validate';
import { xlsxDownload } from '../qa/qa-xlsx-writer';
import { markGroups } from './mark-groups';
import { writeMarks } from './mark-write';
import { analysisSheets, visitorSheet } from './operation-exports';
import { operationProject } from './operation-scope';
import { pairChoices } from './pair-choices';
import { qaAnalysis } from './qa-analysis';
import { reportWorkbook } from './report-workbook';
import { turnPage } from './turn-page';
import { visitorRecords, visitPage } from './visitor-records';

/** A report's name: what, and its period. */
const reportName = (what: string, filter: { from: string; to: string }) =>
  `${what}-${filter.from}至${filter.to}.xlsx`;

/**
 * The calls of 运营平台: the project's robots for the filters, 访客记录 (and its export), 问答分析
 * (its export, the turns behind its figures) and 问答标注.
 */
export function operationCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(OPERATION_API.robots, async (request) => {
    const { projectId } = validate(operationProjectQuery, request.query);
    const { projectId: id } = await operationProject(context, request, projectId, 'accessAuth', 'OPERATION');
    const robots = await db
      .select({ id: devices.id, name: devices.name })
      .from(devices)
      .where(eq(devices.projectId, id))
      .orderBy(asc(devices.name));
    return ok(robots);
  });

  app.get(OPERATION_API.visitors, async (request) => {
    const query = validate(visitorPageQuery, request.query);
    const { projectId: id } = await operationProject(
      context,
      request,
      query.projectId,
      'accessAuth',
      'VISIT_RECORD',
    );
    return ok(await visitorRecords(db, id, query, query));
  });

  app.get(OPERATION_API.visitorsExport, async (request, reply) => {
    const query = validate(visitorQuery, request.query);
    const { projectId } = await operationProject(
      context,
      request,
      query.projectId,
      'accessAuth',
      'VISIT_RECORD',
    );
    const visits = await visitPage(db, projectId, query, { pageNo: 0, pageSize: VISITOR_EXPORT_ROWS });
    const file = await reportWorkbook([visitorSheet(visits)]);
    return reply.headers(xlsxDownload(reportName('访客记录', query), 'visitors.xlsx')).send(file);
  });

  app.get(OPERATION_API.analysisExport, async (request, reply) => {
    const filter = validate(operationFilter, request.query);
    const { projectId } = await operationProject(
      context,
      request,
      filter.projectId,
      'accessAuth',
      'QA_ANALYZE',
    );
    const analysis = await qaAnalysis(db, projectId, filter);
    const file = await reportWorkbook(analysisSheets(analysis, `${filter.from} 至 ${filter.to}`));
    return reply.headers(xlsxDownload(reportName('问答分析', filter), 'analysis.xlsx')).send(file);
  });

  app.get(OPERATION_API.turns, async (request) => {
    const query = validate(turnPageQuery, request.query);
    const { projectId } = await operationProject(
      context,
      request,
      query.projectId,
      'accessAuth',
      'QA_ANALYZE',
    );
    return ok(await turnPage(db, projectId, query));
  });

  app.get(OPERATION_API.analysis, async (request) => {
    const filter = validate(operationFilter, request.query);
    const { projectId: id } = await operationProject(
      context,
      request,
      filter.projectId,
      'accessAuth',
      'QA_ANALYZE',
    );
    return ok(await qaAnalysis(db, id, filter));
  });

  app.get(OPERATION_API.marks, async (request) => {
    const query = validate(markPageQuery, request.query);
    const { projectId } = await operationProject(context, request, query.projectId, 'accessAuth', 'QA_MARK');
    return ok(await markGroups(db, projectId, query, query.state, query));
  });

  app.post(OPERATION_API.mark, async (request) => {
    const body = validate(markBody, request.body);
    const { user, projectId } = await operationProject(
      context,
      request,
      body.projectId,
      'editAuth',
      'QA_MARK',
    );
    return ok(await writeMarks(db, user, projectId, body, clock.now()));
  });

  app.get(OPERATION_API.pairs, async (request) => {
    const query = validate(pairChoiceQuery, request.query);
    const { projectId } = await operationProject(context, request, query.projectId, 'accessAuth', 'QA_MARK');
    return ok(await pairChoices(db, projectId, query.keyword));
  });
}
