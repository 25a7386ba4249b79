import { asc, eq } from 'drizzle-orm';
import { QA_MSG, type QaScreenPage } from '../../../src/shared/api/qa';
import type { QaAnswer } from '../../../src/shared/qa/answer';
import type { Database } from '../../db/database';
import { homepages } from '../../db/schema';
import { badRequest } from '../../http/api-error';

/** The pages of the project's screen configurations, released and draft, each once. */
export async function screenPagesOf(db: Database, projectId: string): Promise<QaScreenPage[]> {
  const rows = await db
    .select({
      id: homepages.id,
      name: homepages.name,
      document: homepages.document,
      releasedDocument: homepages.releasedDocument,
    })
    .from(homepages)
    .where(eq(homepages.projectId, projectId))
    .orderBy(asc(homepages.createdAt));
  return rows.flatMap((row) => {
    const released = new Set(row.releasedDocument?.pages.map((page) => page.id) ?? []);
    const pages = [...(row.releasedDocument?.pages ?? []), ...row.document.pages];
    const seen = new Set<string>();
    return pages.flatMap((page) => {
      if (seen.has(page.id)) return [];
      seen.add(page.id);
      return [
        {
          homepageId: row.id,
          homepageName: row.name,
          pageId: page.id,
          pageName: page.name,
          released: released.has(page.id),
        },
      ];
    });
  });
}

export const pageKey = (page: { homepageId: string; pageId: string }) => `${page.homepageId}/${page.pageId}`;

/** Refuses answers that show a page the project's screen configurations do not have. */
export async function requireKnownPages(db: Database, projectId: string, answers: QaAnswer[]): Promise<void> {
  const wanted = answers.flatMap((answer) => (answer.page ? [pageKey(answer.page)] : []));
  if (wanted.length === 0) return;
  const known = new Set((await screenPagesOf(db, projectId)).map(pageKey));
  if (!wanted.every((key) => known.has(key))) throw badRequest(QA_MSG.pageNotFound);
}
