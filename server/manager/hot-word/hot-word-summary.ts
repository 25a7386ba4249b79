import { count, eq, inArray, type SQL, sum } from 'drizzle-orm';
import type { HotWordListSummary } from '../../../src/shared/api/hot-words';
import { hotWordFiles, personalResources } from '../../db/schema';
import type { ResourceAccess } from '../../permissions/resource-access';
import type { RowPage } from '../resource-kit/resource-kind';
import { summaryRows, withStandings } from '../resource-kit/resource-summaries';

export const isHotWordList = eq(personalResources.kind, 'HOT_WORD');

/** The file and word counts of some lists (kept at upload): one query. */
async function totalsOf(access: ResourceAccess, ids: string[]) {
  if (ids.length === 0) return new Map<string, { files: number; words: number }>();
  const totals = await access.db
    .select({
      listId: hotWordFiles.listId,
      files: count(),
      words: sum(hotWordFiles.wordCount).mapWith(Number),
    })
    .from(hotWordFiles)
    .where(inArray(hotWordFiles.listId, ids))
    .groupBy(hotWordFiles.listId);
  return new Map(totals.map((total) => [total.listId, total]));
}

/** Summaries of the lists the caller may see, with flags, tags and their file and word counts. */
export async function hotWordSummaries(
  access: ResourceAccess,
  where: SQL | undefined,
  page?: RowPage,
): Promise<HotWordListSummary[]> {
  const { description, enabled } = personalResources;
  const rows = await summaryRows(access, personalResources, { description, enabled }, where, page);
  const [summaries, totals] = await Promise.all([
    withStandings(access, rows),
    totalsOf(
      access,
      rows.map((row) => row.id),
    ),
  ]);
  return summaries.map((summary) => ({
    ...summary,
    fileCount: totals.get(summary.id)?.files ?? 0,
    wordCount: totals.get(summary.id)?.words ?? 0,
  }));
}
