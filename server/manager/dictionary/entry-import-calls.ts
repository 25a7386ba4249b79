import multipart from '@fastify/multipart';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DICTIONARY_API,
  DICTIONARY_MSG,
  ENTRY_LIMITS,
  type EntryWords,
  entryExportQuery,
  entryImportQuery,
  type ImportMode,
  type ImportResult,
  type ImportRowError,
} from '../../../src/shared/api/dictionaries';
import { ok } from '../../../src/shared/api/envelope';
import { MSG } from '../../../src/shared/messages';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { dictionaries, dictionaryEntries } from '../../db/schema';
import { ApiError, badRequest } from '../../http/api-error';
import { validate } from '../../http/validate';
import { logChange } from '../audit';
import { RefusalWithData } from '../refusal';
import { dictionaryAccess } from './dictionary-kind';
import {
  entriesOfRows,
  type ReadEntries,
  rowsOfText,
  rowsOfWorkbook,
  textOf,
  workbookOf,
} from './entry-file';

const INSERT_CHUNK = 1000;

/** The uploaded file's bytes (one part named file, at most the import ceiling) and its kind. */
async function uploadedFile(request: FastifyRequest): Promise<{ bytes: Buffer; kind: 'txt' | 'xlsx' }> {
  if (!request.isMultipart()) throw badRequest(MSG.uploadFileMissing);
  const part = await request.file();
  if (part?.fieldname !== 'file') throw badRequest(MSG.uploadFileMissing);
  const name = part.filename.toLowerCase();
  const kind = name.endsWith('.xlsx') ? 'xlsx' : name.endsWith('.txt') ? 'txt' : null;
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch {
    throw new ApiError(413, MSG.fileTooLarge);
  }
  if (!kind) throw badRequest(DICTIONARY_MSG.importType);
  return { bytes, kind };
}

/**
 * Appending: a row whose entry exists merges its synonyms into it; a row whose words belong to
 * another existing entry is refused. Overwriting starts from an empty dictionary.
 */
async function applyImport(
  tx: Database,
  dictionaryId: string,
  mode: ImportMode,
  read: ReadEntries,
  now: Date,
): Promise<{ result: ImportResult; errors: ImportRowError[] }> {
  const errors = [...read.errors];
  if (mode === 'OVERWRITE')
    await tx.delete(dictionaryEntries).where(eq(dictionaryEntries.dictionaryId, dictionaryId));
  const existing = await tx
    .select({
      id: dictionaryEntries.id,
      value: dictionaryEntries.value,
      synonyms: dictionaryEntries.synonyms,
    })
    .from(dictionaryEntries)
    .where(eq(dictionaryEntries.dictionaryId, dictionaryId));
  const byValue = new Map(existing.map((entry) => [entry.value, entry]));
  const ownerOfWord = new Map(existing.flatMap((entry) => entry.synonyms.map((word) => [word, entry.value])));
  const fresh: EntryWords[] = [];
  const merges: { id: string; synonyms: string[] }[] = [];
  for (const entry of read.entries) {
    const clash = [entry.value, ...entry.synonyms].find(
      (word) =>
        (byValue.has(word) && word !== entry.value) ||
        (ownerOfWord.has(word) && ownerOfWord.get(word) !== entry.value),
    );
    if (clash) {
      const owner = byValue.has(clash) ? clash : ownerOfWord.get(clash);
      errors.push({ row: entry.row, message: `「${clash}」已属于词典中的词条「${owner}」` });
      continue;
    }
    const current = byValue.get(entry.value);
    if (current)
      merges.push({ id: current.id, synonyms: [...new Set([...current.synonyms, ...entry.synonyms])] });
    else fresh.push({ value: entry.value, synonyms: entry.synonyms });
  }
  if (errors.length > 0) return { result: { added: 0, merged: 0, total: existing.length }, errors };
  for (let at = 0; at < fresh.length; at += INSERT_CHUNK) {
    await tx
      .insert(dictionaryEntries)
      .values(
        fresh
          .slice(at, at + INSERT_CHUNK)
          .map((entry) => ({ dictionaryId, ...entry, createdAt: now, updatedAt: now })),
      );
  }
  for (const merge of merges) {
    await tx
      .update(dictionaryEntries)
      .set({ synonyms: merge.synonyms, updatedAt: now })
      .where(eq(dictionaryEntries.id, merge.id));
  }
  await tx.update(dictionaries).set({ updatedAt: now }).where(eq(dictionaries.id, dictionaryId));
  const result = { added: fresh.length, merged: merges.length, total: existing.length + fresh.length };
  return { result, errors };
}

const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Import (a .txt or .xlsx, all or nothing: any refused row imports nothing and the answer lists
 * every refused row) and export (the same formats, so an export imports back unchanged), as one
 * encapsulated plugin whose multipart parser serves only the import.
 */
export function entryImportCalls(context: AppContext) {
  const { db, clock } = context;
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(multipart, {
      limits: {
        fileSize: ENTRY_LIMITS.importBytes,
        files: 1,
        fields: 2,
        parts: 3,
        fieldSize: 1024,
        headerPairs: 100,
      },
    });

    app.post(DICTIONARY_API.import, async (request) => {
      const user = await authenticateInScope(context, request);
      const { dictionaryId, mode } = validate(entryImportQuery, request.query);
      const { projectId } = await dictionaryAccess.find(db, user, dictionaryId, 'editAuth');
      const { bytes, kind } = await uploadedFile(request);
      const read = entriesOfRows(kind === 'xlsx' ? await rowsOfWorkbook(bytes) : rowsOfText(bytes));
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        await tx
          .select({ id: dictionaries.id })
          .from(dictionaries)
          .where(eq(dictionaries.id, dictionaryId))
          .for('update');
        const applied = await applyImport(tx, dictionaryId, mode, read, now);
        if (applied.errors.length > 0) {
          // Thrown inside the transaction: an overwrite's emptying is rolled back with it.
          const errors = applied.errors.sort((a, b) => a.row - b.row);
          throw new RefusalWithData(400, DICTIONARY_MSG.importFailed, { errors });
        }
        await logChange(tx, now, user, request, 'dictionary.entry.import', {
          projectId,
          dictionaryId,
          mode,
          added: applied.result.added,
          merged: applied.result.merged,
        });
        return applied.result;
      });
      return ok(result, `导入成功：新增 ${result.added} 个词条，合并 ${result.merged} 个`);
    });

    app.get(DICTIONARY_API.export, async (request, reply) => {
      const user = await authenticateInScope(context, request);
      const { dictionaryId, format } = validate(entryExportQuery, request.query);
      const { resource } = await dictionaryAccess.find(db, user, dictionaryId, 'accessAuth');
      const entries = await db
        .select({ value: dictionaryEntries.value, synonyms: dictionaryEntries.synonyms })
        .from(dictionaryEntries)
        .where(eq(dictionaryEntries.dictionaryId, dictionaryId))
        .orderBy(asc(dictionaryEntries.createdAt), asc(dictionaryEntries.value));
      const body =
        format === 'xlsx' ? await workbookOf(entries) : Buffer.from(`\uFEFF${textOf(entries)}`, 'utf-8');
      return reply
        .header(
          'content-type',
          format === 'xlsx'
            ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
            : 'text/plain; charset=utf-8',
        )
        .header('content-disposition', attachment(`${resource.name}.${format}`))
        .send(body);
    });
  };
}
