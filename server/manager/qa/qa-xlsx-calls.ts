import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  QA_API,
  QA_IMPORT_LIMITS,
  QA_MSG,
  type QaImportResult,
  qaIdQuery,
  qaImportQuery,
  qaLibraryIdQuery,
} from '../../../src/shared/api/qa';
import { MSG } from '../../../src/shared/messages';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import { isBrokenMultipart } from '../../http/broken-multipart';
import { validate } from '../../http/validate';
import { logChange } from '../audit';
import { findLibrary, requireQaMenu } from './qa-access';
import { touchLibrary } from './qa-category-tree';
import { libraryExport } from './qa-export';
import { checkSheet, errorReport, firstErrors } from './qa-import';
import { writeImport } from './qa-import-write';
import { ImportReportStore } from './qa-report-store';
import { QA_IMPORT_REFUSALS, readSheet } from './qa-sheet-reader';
import { TEMPLATE_EXAMPLE, TEMPLATE_HEADERS } from './qa-xlsx-layout';
import { sheetBuffer, sheetStream, xlsxDownload } from './qa-xlsx-writer';

/** The uploaded file, whole, refused past the size limit (the multipart parser stops reading). */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(MSG.uploadFileMissing);
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') throw badRequest(MSG.uploadFileMissing);
    const file = await part.toBuffer();
    if (file.length === 0) throw badRequest(QA_IMPORT_REFUSALS.notXlsx);
    return file;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, QA_IMPORT_REFUSALS.tooLarge);
    if (isBrokenMultipart(error as FastifyError, request)) throw badRequest(MSG.multipartBroken);
    throw badRequest(MSG.uploadFileMissing);
  }
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The xlsx calls as one encapsulated plugin (its multipart parser serves only the import): the
 * template, the export (streamed), the import (all rows or none) and its error report.
 */
export function qaXlsxCalls(context: AppContext) {
  const { db, clock } = context;
  const reports = new ImportReportStore(() => clock.now().getTime());
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(multipart, {
      limits: {
        fileSize: QA_IMPORT_LIMITS.fileBytes,
        files: 1,
        fields: 2,
        parts: 3,
        fieldSize: 1024,
        headerPairs: 100,
      },
    });

    app.get(QA_API.template, async (request, reply) => {
      const user = await authenticateInScope(context, request);
      requireQaMenu(user);
      const file = await sheetBuffer(TEMPLATE_HEADERS, [TEMPLATE_EXAMPLE]);
      return reply.headers(xlsxDownload('问答导入模板.xlsx')).send(file);
    });

    app.get(QA_API.exportXlsx, async (request, reply) => {
      const user = await authenticateInScope(context, request);
      const { libraryId } = validate(qaLibraryIdQuery, request.query);
      const { library } = await findLibrary(db, user, libraryId, 'accessAuth');
      const { headers, rows } = await libraryExport(db, library.id);
      return reply
        .headers(xlsxDownload(`${library.name}-${today(clock.now())}.xlsx`))
        .send(sheetStream(headers, rows));
    });

    app.post(QA_API.importXlsx, async (request) => {
      const user = await authenticateInScope(context, request);
      const { libraryId, mode } = validate(qaImportQuery, request.query);
      const { library, projectId } = await findLibrary(db, user, libraryId, 'editAuth');
      const sheet = await readSheet(await uploadedFile(request));
      const checked = await checkSheet(db, projectId, sheet);
      if (checked.errors.length > 0) {
        const reportId = reports.keep(
          user.userId,
          `${library.name}-导入错误报告.xlsx`,
          await errorReport(sheet, checked.errors),
        );
        const refused: QaImportResult = {
          outcome: 'REFUSED',
          errorCount: checked.errors.length,
          errors: firstErrors(checked.errors),
          reportId,
        };
        return ok(refused, `${checked.errors.length} 行有误，未导入任何数据，请下载错误报告修改后重新导入`);
      }
      const now = clock.now();
      const counts = await db.transaction(async (tx) => {
        const written = await writeImport(tx, library.id, mode, checked.pairs, user.userId, now);
        await touchLibrary(tx, library.id, now);
        await logChange(tx, now, user, request, 'qa.import', { projectId, libraryId, mode, ...written });
        return written;
      });
      const imported: QaImportResult = { outcome: 'IMPORTED', ...counts };
      return ok(imported, `导入完成：新增 ${counts.inserted} 条，更新 ${counts.updated} 条`);
    });

    app.get(QA_API.importReport, async (request, reply) => {
      const user = await authenticateInScope(context, request);
      requireQaMenu(user);
      const { id } = validate(qaIdQuery, request.query);
      const report = reports.take(user.userId, id);
      if (!report) throw notFound(QA_MSG.reportNotFound);
      return reply.headers(xlsxDownload(report.name)).send(report.file);
    });
  };
}
