import type { FastifyInstance } from 'fastify';
import {
  LOG_EXPORT_MAX,
  type LogPage,
  operationLogQuery,
  TENANT_API,
} from '../../../src/shared/api/enterprise-admin';
import { ok } from '../../../src/shared/api/envelope';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { xlsxDownload } from '../../manager/qa/qa-xlsx-writer';
import { administering } from './enterprise-access';
import { allLogEntries, logFilter, loggedActions, logPage } from './log-search';
import { logWorkbook } from './log-workbook';

/** 操作日志: the enterprise's entries, searched and paged on the server, and exported as xlsx. */
export function logRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(TENANT_API.operationLog, async (request) => {
    const { tenantId } = await administering(context, request);
    return ok<LogPage>(await logPage(db, tenantId, validate(operationLogQuery, request.query)));
  });

  app.get(TENANT_API.operationLogActions, async (request) => {
    const { tenantId } = await administering(context, request);
    return ok(await loggedActions(db, tenantId));
  });

  app.get(TENANT_API.operationLogExport, async (request, reply) => {
    const { tenantId } = await administering(context, request);
    const filter = logFilter(tenantId, validate(operationLogQuery, request.query));
    const day = clock.now().toISOString().slice(0, 10);
    return reply
      .headers(xlsxDownload(`操作日志-${day}.xlsx`))
      .send(logWorkbook(allLogEntries(db, filter, LOG_EXPORT_MAX)));
  });
}
