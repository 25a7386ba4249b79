import { and, asc, eq, sql } from 'drizzle-orm';
import { QA_XLSX } from '../../../src/shared/api/qa';
import type { Database } from '../../db/database';
import { qaPairs } from '../../db/schema';
import { categoriesOf, categoryPaths } from './qa-category-tree';
import { exportHeaders, mediaCell, pageCell } from './qa-xlsx-layout';

const CHUNK = 1000;

/** How wide the library's export is: its fullest pair, and whether any answer has media or a page. */
async function shapeOf(db: Database, libraryId: string) {
  const [shape] = await db
    .select({
      answers: sql<number>`coalesce(max(jsonb_array_length(${qaPairs.answers})), 1)::int`,
      media: sql<boolean>`coalesce(bool_or(jsonb_path_exists(${qaPairs.answers}, '$[*].media.url')), false)`,
      pages: sql<boolean>`coalesce(bool_or(jsonb_path_exists(${qaPairs.answers}, '$[*].page.pageId')), false)`,
    })
    .from(qaPairs)
    .where(eq(qaPairs.libraryId, libraryId));
  return shape ?? { answers: 1, media: false, pages: false };
}

/**
 * The export of a library: its headers, then its rows read a thousand at a time in creation
 * order (keyset paging, so a long export never holds the library). Categories without pairs
 * follow as rows with only 分类, so a re-import brings them back too.
 */
export async function libraryExport(db: Database, libraryId: string) {
  const [shape, categories] = await Promise.all([shapeOf(db, libraryId), categoriesOf(db, libraryId)]);
  const headers = exportHeaders(shape.answers, shape.media, shape.pages);
  const paths = categoryPaths(categories);
  async function* rows(): AsyncGenerator<string[]> {
    const used = new Set<string | null>();
    let after: string | null = null;
    for (;;) {
      const page = await db
        .select()
        .from(qaPairs)
        .where(
          and(
            eq(qaPairs.libraryId, libraryId),
            // Compared in the database: a JS Date would drop the timestamp's microseconds.
            after
              ? sql`(${qaPairs.createdAt}, ${qaPairs.id}) > (select p.created_at, p.id from ${qaPairs} p where p.id = ${after})`
              : undefined,
          ),
        )
        .orderBy(asc(qaPairs.createdAt), asc(qaPairs.id))
        .limit(CHUNK);
      for (const pair of page) {
        used.add(pair.categoryId);
        const answers = Array.from({ length: shape.answers }, (_, index) => {
          const answer = pair.answers[index];
          return [
            answer?.text ?? '',
            ...(shape.media ? [mediaCell(answer?.media ?? null)] : []),
            ...(shape.pages ? [pageCell(answer?.page ?? null)] : []),
          ];
        }).flat();
        yield [
          pair.categoryId ? (paths.get(pair.categoryId) ?? '') : '',
          pair.question,
          pair.similarQuestions.join('\n'),
          ...answers,
          pair.enabled ? QA_XLSX.yes : QA_XLSX.no,
          pair.tags.join('\n'),
        ];
      }
      if (page.length < CHUNK) break;
      after = page[page.length - 1].id;
    }
    // A parent with pairs below it comes back with them; only empty leaves need their own row.
    const parents = new Set(categories.map((category) => category.parentId));
    for (const category of categories) {
      if (!used.has(category.id) && !parents.has(category.id)) {
        yield [paths.get(category.id) ?? category.name, ...headers.slice(1).map(() => '')];
      }
    }
  }
  return { headers, rows: rows() };
}
