import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  CONCEPT_SHEETS,
  ENTITY_SHEETS,
  IMPORT_LIMITS,
  type ImportRefusal,
  type ImportResult,
  importQuery,
  KG_API,
  KG_ROUTES,
} from '../../../src/shared/api/knowledge-graph';
import { authenticateInScope, type ScopedUser } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { kgEntities, kgImportReports } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { logChange } from '../../manager/audit';
import { RefusalWithData } from '../../manager/refusal';
import { isRowId } from '../../manager/row-id';
import { requireMenu } from '../../permissions/require-menu';
import { findBase, KG_BASE_MENUS, touchBase } from '../kg-access';
import { type KgSchema, loadSchema } from '../kg-schema';
import { applyConcepts, type ImportMode, planConcepts } from './concept-import';
import { applyEntities, planEntities } from './entity-import';
import { RowErrors, shownErrors } from './row-errors';
import { readSheets, type SheetRow, type SheetSpec } from './workbook-rows';
import { streamWorkbook, writeConcepts, writeEntities, writeEntityTemplate, writeReport } from './workbooks';
import { checkWorkbookFile, IMPORT_MSG } from './zip-guard';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a streamed workbook as a download named `fileName`. */
function download(reply: FastifyReply, fileName: string, body: NodeJS.ReadableStream) {
  return reply
    .header('content-type', XLSX)
    .header(
      'content-disposition',
      `attachment; filename="kg.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'no-store')
    .send(body);
}

/** The uploaded file part in a temporary file (413 past the size limit); the caller removes it. */
async function receiveWorkbook(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) throw badRequest(IMPORT_MSG.noFile);
  const part = await request.file();
  if (part?.fieldname !== 'file') throw badRequest(IMPORT_MSG.noFile);
  const path = join(tmpdir(), `kg-import-${randomUUID()}.xlsx`);
  await pipeline(part.file, createWriteStream(path, { flags: 'wx' }));
  if (part.file.truncated) {
    await rm(path, { force: true });
    throw new ApiError(413, IMPORT_MSG.tooLarge);
  }
  return path;
}

interface ImportKind {
  what: '概念' | '实体';
  sheets: readonly SheetSpec[];
  /** Checks the rows and, when none is wrong, writes them in `tx`. */
  run(
    context: AppContext,
    baseId: string,
    sheets: Map<string, SheetRow[]>,
    mode: ImportMode,
    errors: RowErrors,
  ): Promise<((tx: Database) => Promise<ImportResult>) | null>;
}

const CONCEPT_IMPORT: ImportKind = {
  what: '概念',
  sheets: Object.values(CONCEPT_SHEETS),
  async run(context, baseId, sheets, mode, errors) {
    const plan = planConcepts(sheets, await loadSchema(context.db, baseId), mode, errors);
    return errors.count > 0 ? null : (tx) => applyConcepts(tx, baseId, plan, mode);
  },
};

const ENTITY_IMPORT: ImportKind = {
  what: '实体',
  sheets: Object.values(ENTITY_SHEETS),
  async run(context, baseId, sheets, mode, errors) {
    const { db, clock } = context;
    const schema: KgSchema = await loadSchema(db, baseId);
    const existing = await db
      .select({
        id: kgEntities.id,
        conceptId: kgEntities.conceptId,
        name: kgEntities.name,
        aliases: kgEntities.aliases,
        description: kgEntities.description,
      })
      .from(kgEntities)
      .where(eq(kgEntities.baseId, baseId));
    const plan = planEntities(sheets, schema, existing, mode, errors);
    return errors.count > 0 ? null : (tx) => applyEntities(tx, baseId, plan, mode, clock.now());
  },
};

/**
 * Imports (overwrite or append, query kgBaseId, multipart field `file`), exports and templates of
 * concepts and entities, and the error report of a refused import. An import is checked before a
 * row is written: the file's zip directory (not a workbook, an old .xls, a zip bomb), the sheets'
 * columns, then every row; any wrong row refuses the whole file (400 with the first errors and a
 * report id), and the rows are written in one transaction. Exports send .xlsx workbooks at the
 * spec's export paths (the spec says xls; every Excel since 2007 opens .xlsx).
 */
export function importCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  async function importInto(request: FastifyRequest, user: ScopedUser, kind: ImportKind, mode: ImportMode) {
    const { kgBaseId } = validate(importQuery, request.query);
    const { base, projectId } = await findBase(db, user, kgBaseId, 'editAuth');
    const path = await receiveWorkbook(request);
    try {
      await checkWorkbookFile(path);
      const sheets = await readSheets(path, kind.sheets);
      const errors = new RowErrors();
      const write = await kind.run(context, base.id, sheets, mode, errors);
      if (!write) {
        const [report] = await db
          .insert(kgImportReports)
          .values({ baseId: base.id, userId: user.userId, errors: errors.list, createdAt: clock.now() })
          .returning({ id: kgImportReports.id });
        const refusal: ImportRefusal = {
          errorCount: errors.count,
          errors: shownErrors(errors),
          reportId: report.id,
        };
        throw new RefusalWithData(
          400,
          `导入失败：共 ${errors.count} 处错误，未导入任何数据。请下载错误报告修改后重新导入`,
          refusal,
        );
      }
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const done = await write(tx);
        await touchBase(tx, base.id, now);
        await logChange(
          tx,
          now,
          user,
          request,
          `kg.${kind === CONCEPT_IMPORT ? 'concept' : 'entity'}.import`,
          {
            projectId,
            kgBaseId: base.id,
            name: base.name,
            mode,
          },
        );
        return done;
      });
      return ok(result, `${kind.what}导入成功`);
    } finally {
      await rm(path, { force: true });
    }
  }

  async function exportBase(request: FastifyRequest) {
    const user = await authenticateInScope(context, request);
    const { kgBaseId } = validate(importQuery, request.query);
    const { base } = await findBase(db, user, kgBaseId, 'accessAuth');
    return { base, schema: await loadSchema(db, base.id) };
  }

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: IMPORT_LIMITS.maxFileBytes,
        files: 1,
        fields: 2,
        parts: 3,
        fieldSize: 1024,
        headerPairs: 100,
      },
    });
    const routes: [string, ImportKind, ImportMode][] = [
      [KG_API.conceptImportOverwrite, CONCEPT_IMPORT, 'overwrite'],
      [KG_API.conceptImportAppend, CONCEPT_IMPORT, 'append'],
      [KG_API.entityImportOverwrite, ENTITY_IMPORT, 'overwrite'],
      [KG_API.entityImportAppend, ENTITY_IMPORT, 'append'],
    ];
    for (const [url, kind, mode] of routes) {
      scope.post(url, async (request) =>
        importInto(request, await authenticateInScope(context, request), kind, mode),
      );
    }
  });

  app.get(KG_API.conceptExport, async (request, reply) => {
    const { base, schema } = await exportBase(request);
    return download(
      reply,
      `${base.name}-概念.xlsx`,
      streamWorkbook((workbook) => writeConcepts(workbook, schema)),
    );
  });

  app.get(KG_API.entityExport, async (request, reply) => {
    const { base, schema } = await exportBase(request);
    return download(
      reply,
      `${base.name}-实体.xlsx`,
      streamWorkbook((workbook) => writeEntities(workbook, db, base.id, schema)),
    );
  });

  app.get(KG_API.conceptTemplate, async (request, reply) => {
    requireMenu(await authenticateInScope(context, request), ...KG_BASE_MENUS);
    return download(
      reply,
      '概念导入模板.xlsx',
      streamWorkbook((workbook) => writeConcepts(workbook, null)),
    );
  });

  app.get(KG_API.entityTemplate, async (request, reply) => {
    requireMenu(await authenticateInScope(context, request), ...KG_BASE_MENUS);
    return download(reply, '实体导入模板.xlsx', streamWorkbook(writeEntityTemplate));
  });

  app.get(KG_ROUTES.importReport, async (request, reply) => {
    const user = await authenticateInScope(context, request);
    requireMenu(user, ...KG_BASE_MENUS);
    const { id } = request.params as { id: string };
    const [report] = isRowId(id)
      ? await db
          .select()
          .from(kgImportReports)
          .where(and(eq(kgImportReports.id, id), eq(kgImportReports.userId, user.userId)))
      : [];
    if (!report) throw notFound('错误报告不存在或已过期');
    return download(
      reply,
      '导入错误报告.xlsx',
      streamWorkbook((workbook) => writeReport(workbook, report.errors as never)),
    );
  });
}
