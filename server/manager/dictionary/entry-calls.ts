import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DICTIONARY_API,
  DICTIONARY_MSG,
  type DictionaryEntry,
  entryCreateBody,
  entryEditBody,
  entryPageQuery,
  entryRemoveBody,
} from '../../../src/shared/api/dictionaries';
import { ok } from '../../../src/shared/api/envelope';
import { pageOf } from '../../../src/shared/api/paging';
import { MSG } from '../../../src/shared/messages';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { dictionaries, dictionaryEntries } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { loggedChanges } from '../../logged-changes';
import { logChange } from '../audit';
import { isRowId } from '../row-id';
import { dictionaryAccess } from './dictionary-kind';
import { requireFreeWords } from './entry-words';

const entryColumns = {
  id: dictionaryEntries.id,
  value: dictionaryEntries.value,
  synonyms: dictionaryEntries.synonyms,
  updatedAt: dictionaryEntries.updatedAt,
};

const toEntry = (row: {
  id: string;
  value: string;
  synonyms: string[];
  updatedAt: Date;
}): DictionaryEntry => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/** The entries whose value or a synonym contains the keyword, taken literally. */
function wordContains(keyword: string | undefined) {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(
    ilike(dictionaryEntries.value, pattern),
    sql`exists (select 1 from unnest(${dictionaryEntries.synonyms}) as synonym where synonym ilike ${pattern})`,
  );
}

/** A change to the entries is a change to the dictionary: its updated time moves. */
const touch = (tx: Database, dictionaryId: string, now: Date) =>
  tx.update(dictionaries).set({ updatedAt: now }).where(eq(dictionaries.id, dictionaryId));

/** The dictionary an entry belongs to, or 404 (an id that is no row is as missing as a deleted one). */
async function dictionaryOfEntry(db: Database, entryId: string): Promise<string> {
  const [row] = isRowId(entryId)
    ? await db
        .select({ dictionaryId: dictionaryEntries.dictionaryId })
        .from(dictionaryEntries)
        .where(eq(dictionaryEntries.id, entryId))
    : [];
  if (!row) throw notFound(DICTIONARY_MSG.entryNotFound);
  return row.dictionaryId;
}

/**
 * The entry calls of a dictionary: page (searching values and synonyms), add, edit, batch delete.
 * Reading needs accessAuth on the dictionary, changing its entries editAuth. No word may belong to
 * two entries of one dictionary.
 */
export function entryCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(DICTIONARY_API.entries, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(entryPageQuery, request.query);
    await dictionaryAccess.find(db, user, query.dictionaryId, 'accessAuth');
    const where = and(eq(dictionaryEntries.dictionaryId, query.dictionaryId), wordContains(query.keyword));
    const [rows, [total]] = await Promise.all([
      db
        .select(entryColumns)
        .from(dictionaryEntries)
        .where(where)
        .orderBy(desc(dictionaryEntries.updatedAt), desc(dictionaryEntries.id))
        .limit(query.pageSize)
        .offset(query.pageNo * query.pageSize),
      db.select({ value: count() }).from(dictionaryEntries).where(where),
    ]);
    return ok(pageOf(rows.map(toEntry), query, total?.value ?? 0));
  });

  app.put(DICTIONARY_API.entryCreate, async (request) => {
    const user = await authenticateInScope(context, request);
    const { dictionaryId, ...words } = validate(entryCreateBody, request.body);
    const { projectId } = await dictionaryAccess.find(db, user, dictionaryId, 'editAuth');
    const now = clock.now();
    const created = await db.transaction(async (tx) => {
      // One writer at a time per dictionary, so two clashing entries cannot both pass the check.
      await tx
        .select({ id: dictionaries.id })
        .from(dictionaries)
        .where(eq(dictionaries.id, dictionaryId))
        .for('update');
      await requireFreeWords(tx, dictionaryId, words);
      const [row] = await tx
        .insert(dictionaryEntries)
        .values({ dictionaryId, ...words, createdAt: now, updatedAt: now })
        .returning(entryColumns);
      await touch(tx, dictionaryId, now);
      await logChange(tx, now, user, request, 'dictionary.entry.create', {
        projectId,
        dictionaryId,
        value: words.value,
      });
      return row;
    });
    return ok(toEntry(created), DICTIONARY_MSG.entryCreated);
  });

  app.post(DICTIONARY_API.entryEdit, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id, ...words } = validate(entryEditBody, request.body);
    const dictionaryId = await dictionaryOfEntry(db, id);
    const { projectId } = await dictionaryAccess.find(db, user, dictionaryId, 'editAuth');
    const now = clock.now();
    const saved = await db.transaction(async (tx) => {
      await tx
        .select({ id: dictionaries.id })
        .from(dictionaries)
        .where(eq(dictionaries.id, dictionaryId))
        .for('update');
      await requireFreeWords(tx, dictionaryId, words, id);
      const [before] = await tx
        .select(entryColumns)
        .from(dictionaryEntries)
        .where(eq(dictionaryEntries.id, id));
      const [row] = await tx
        .update(dictionaryEntries)
        .set({ ...words, updatedAt: now })
        .where(eq(dictionaryEntries.id, id))
        .returning(entryColumns);
      if (!row) throw notFound(DICTIONARY_MSG.entryNotFound);
      await touch(tx, dictionaryId, now);
      await logChange(tx, now, user, request, 'dictionary.entry.edit', {
        projectId,
        dictionaryId,
        value: words.value,
        ...loggedChanges(before, words),
      });
      return row;
    });
    return ok(toEntry(saved), DICTIONARY_MSG.entrySaved);
  });

  app.post(DICTIONARY_API.entryRemove, async (request) => {
    const user = await authenticateInScope(context, request);
    const { dictionaryId, ids } = validate(entryRemoveBody, request.body);
    const { projectId } = await dictionaryAccess.find(db, user, dictionaryId, 'editAuth');
    const now = clock.now();
    const removed = await db.transaction(async (tx) => {
      const gone = await tx
        .delete(dictionaryEntries)
        .where(
          and(
            eq(dictionaryEntries.dictionaryId, dictionaryId),
            inArray(dictionaryEntries.id, ids.filter(isRowId)),
          ),
        )
        .returning({ value: dictionaryEntries.value });
      if (gone.length === 0) throw notFound(DICTIONARY_MSG.entryNotFound);
      await touch(tx, dictionaryId, now);
      await logChange(tx, now, user, request, 'dictionary.entry.delete', {
        projectId,
        dictionaryId,
        count: gone.length,
        values: gone
          .slice(0, 20)
          .map((entry) => entry.value)
          .join('、'),
      });
      return gone.length;
    });
    return ok({ removed }, MSG.deleted);
  });
}
