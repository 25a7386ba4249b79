import { and, arrayContains, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { QA_MSG, type QaPair, UNCATEGORISED_FILTER } from '../../../src/shared/api/qa';
import type { Database } from '../../db/database';
import { qaPairs, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { categoriesOf, subtreeIds } from './qa-category-tree';

const pairColumns = {
  id: qaPairs.id,
  libraryId: qaPairs.libraryId,
  categoryId: qaPairs.categoryId,
  question: qaPairs.question,
  similarQuestions: qaPairs.similarQuestions,
  answers: qaPairs.answers,
  enabled: qaPairs.enabled,
  tags: qaPairs.tags,
  updatedByName: users.nickname,
  updatedAt: qaPairs.updatedAt,
};

export function selectPairs(db: Database, where: SQL | undefined) {
  return db.select(pairColumns).from(qaPairs).leftJoin(users, eq(users.id, qaPairs.updatedBy)).where(where);
}

type PairRow = Awaited<ReturnType<typeof selectPairs>>[number];

export const toPair = (row: PairRow): QaPair => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export async function readPair(db: Database, id: string): Promise<QaPair> {
  const [row] = await selectPairs(db, eq(qaPairs.id, id));
  if (!row) throw notFound(QA_MSG.pairNotFound);
  return toPair(row);
}

const literal = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The keyword in the standard question, a similar question or an answer's text. */
export function mentions(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = literal(keyword);
  return sql`(${qaPairs.question} ilike ${pattern}
    or array_to_string(${qaPairs.similarQuestions}, E'\\n') ilike ${pattern}
    or jsonb_path_query_array(${qaPairs.answers}, '$[*].text')::text ilike ${pattern})`;
}

/** A category filter: the category with everything under it, or 未分类. */
export async function inCategory(
  db: Database,
  libraryId: string,
  categoryId: string | undefined,
): Promise<SQL | undefined> {
  if (!categoryId) return undefined;
  if (categoryId === UNCATEGORISED_FILTER) return isNull(qaPairs.categoryId);
  const ids = subtreeIds(await categoriesOf(db, libraryId), categoryId);
  return inArray(qaPairs.categoryId, ids);
}

export function pairFilters(filters: { enabled?: 'true' | 'false'; tag?: string }): SQL | undefined {
  return and(
    filters.enabled ? eq(qaPairs.enabled, filters.enabled === 'true') : undefined,
    filters.tag ? arrayContains(qaPairs.tags, [filters.tag]) : undefined,
  );
}
