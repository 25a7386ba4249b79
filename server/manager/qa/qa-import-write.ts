import { and, eq, inArray, sql } from 'drizzle-orm';
import type { QaImportMode } from '../../../src/shared/api/qa';
import type { Database } from '../../db/database';
import { qaCategories, qaPairs } from '../../db/schema';
import { categoriesOf, categoryPaths } from './qa-category-tree';
import type { SheetPair } from './qa-xlsx-rows';

const CHUNK = 2000;

export interface ImportCounts {
  inserted: number;
  updated: number;
  removed: number;
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += CHUNK) out.push(items.slice(index, index + CHUNK));
  return out;
}

/** The ids of every category path the sheet names, creating the missing ones level by level. */
async function ensureCategories(
  tx: Database,
  libraryId: string,
  pairs: readonly SheetPair[],
  now: Date,
): Promise<Map<string, string>> {
  const existing = await categoriesOf(tx, libraryId);
  const ids = new Map([...categoryPaths(existing)].map(([id, path]) => [path, id]));
  const wanted: string[][] = [];
  const known = new Set(ids.keys());
  for (const pair of pairs) {
    for (let depth = 1; depth <= pair.categoryPath.length; depth += 1) {
      const path = pair.categoryPath.slice(0, depth);
      const key = path.join('/');
      if (!known.has(key)) {
        known.add(key);
        wanted.push(path);
      }
    }
  }
  const nextSort = new Map<string | null, number>();
  for (const category of existing) {
    nextSort.set(category.parentId, Math.max(nextSort.get(category.parentId) ?? 0, category.sort + 1));
  }
  // Parents before children: one insert per level, in the sheet's order.
  for (let depth = 1; wanted.some((path) => path.length === depth); depth += 1) {
    const level = wanted
      .filter((path) => path.length === depth)
      .map((path) => {
        const parentId = depth === 1 ? null : (ids.get(path.slice(0, -1).join('/')) ?? null);
        const sort = nextSort.get(parentId) ?? 0;
        nextSort.set(parentId, sort + 1);
        return {
          key: path.join('/'),
          values: { libraryId, parentId, name: path[depth - 1], sort, createdAt: now },
        };
      });
    for (const part of chunks(level)) {
      const created = await tx
        .insert(qaCategories)
        .values(part.map((item) => item.values))
        .returning({ id: qaCategories.id });
      part.forEach((item, index) => {
        ids.set(item.key, created[index].id);
      });
    }
  }
  return ids;
}

/**
 * Writes a checked sheet into the library inside the caller's transaction. overwrite: the
 * library's pairs and categories are replaced; append: a row whose standard question the library
 * has updates that pair, the others are added. Inserts and updates go in chunks of two thousand
 * rows, each one statement reading a jsonb recordset.
 */
export async function writeImport(
  tx: Database,
  libraryId: string,
  mode: QaImportMode,
  sheet: readonly SheetPair[],
  author: string,
  now: Date,
): Promise<ImportCounts> {
  const stamp = now.toISOString();
  let removed = 0;
  if (mode === 'overwrite') {
    removed = (await tx.delete(qaPairs).where(eq(qaPairs.libraryId, libraryId)).returning({ id: qaPairs.id }))
      .length;
    await tx.delete(qaCategories).where(eq(qaCategories.libraryId, libraryId));
  }
  const categoryIds = await ensureCategories(tx, libraryId, sheet, now);
  const pairs = sheet.flatMap((row) => {
    if (!row.content) return [];
    const categoryId = row.categoryPath.length ? (categoryIds.get(row.categoryPath.join('/')) ?? null) : null;
    return [{ ...row.content, categoryId }];
  });
  const existing = new Map<string, string>();
  if (mode === 'append') {
    for (const part of chunks(pairs)) {
      const found = await tx
        .select({ id: qaPairs.id, question: qaPairs.question })
        .from(qaPairs)
        .where(
          and(
            eq(qaPairs.libraryId, libraryId),
            inArray(
              qaPairs.question,
              part.map((pair) => pair.question),
            ),
          ),
        );
      for (const row of found) existing.set(row.question, row.id);
    }
  }
  const fresh = pairs.filter((pair) => !existing.has(pair.question));
  const known = pairs.filter((pair) => existing.has(pair.question));
  // One jsonb parameter per chunk: PostgreSQL unpacks the rows itself, far cheaper than binding
  // ten parameters a row.
  for (const part of chunks(fresh)) {
    await tx.execute(sql`insert into ${qaPairs}
        (library_id, category_id, question, similar_questions, answers, enabled, tags,
         created_by, updated_by, created_at, updated_at)
      select ${libraryId}, v."categoryId", v.question, v."similarQuestions", v.answers, v.enabled, v.tags,
        ${author}, ${author}, ${stamp}, ${stamp}
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as v("categoryId" uuid, question text,
        "similarQuestions" text[], answers jsonb, enabled boolean, tags text[])`);
  }
  for (const part of chunks(known)) {
    const records = JSON.stringify(part.map((pair) => ({ ...pair, id: existing.get(pair.question) })));
    await tx.execute(sql`update ${qaPairs} as p set
        category_id = v."categoryId", similar_questions = v."similarQuestions", answers = v.answers,
        enabled = v.enabled, tags = v.tags, updated_by = ${author}, updated_at = ${stamp}
      from jsonb_to_recordset(${records}::jsonb) as v(id uuid, "categoryId" uuid,
        "similarQuestions" text[], answers jsonb, enabled boolean, tags text[])
      where p.id = v.id`);
  }
  return { inserted: fresh.length, updated: known.length, removed };
}
