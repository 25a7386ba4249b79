import { and, count, eq, inArray, type SQL, sum } from 'drizzle-orm';
import { HOT_WORD_MSG, type HotWordListSummary } from '../../../src/shared/api/hot-words';
import { hotWordFiles, personalResources, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { type ResourceAccess, standingsOf } from '../../permissions/resource-access';
import { tagsOf } from '../resource/resource-tags';

export const isHotWordList = eq(personalResources.kind, 'HOT_WORD');

const listColumns = {
  id: personalResources.id,
  projectId: personalResources.projectId,
  name: personalResources.name,
  description: personalResources.description,
  enabled: personalResources.enabled,
  createdBy: personalResources.createdBy,
  ownerName: users.nickname,
  createdAt: personalResources.createdAt,
  updatedAt: personalResources.updatedAt,
};

/** The select of hot word list rows (the caller filters and orders it). */
export function selectHotWordLists(access: ResourceAccess, where: SQL | undefined) {
  return access.db
    .select(listColumns)
    .from(personalResources)
    .leftJoin(users, eq(users.id, personalResources.createdBy))
    .where(and(isHotWordList, where));
}

type ListRow = Awaited<ReturnType<typeof selectHotWordLists>>[number];

/** Summaries with flags, tags and the file and word counts (kept at upload): three queries. */
export async function toHotWordSummaries(
  access: ResourceAccess,
  rows: ListRow[],
): Promise<HotWordListSummary[]> {
  const ids = rows.map((row) => row.id);
  const [standings, tags, totals] = await Promise.all([
    standingsOf(access, rows),
    tagsOf(access.db, 'BUTTOM', ids),
    ids.length === 0
      ? []
      : access.db
          .select({
            listId: hotWordFiles.listId,
            files: count(),
            words: sum(hotWordFiles.wordCount).mapWith(Number),
          })
          .from(hotWordFiles)
          .where(inArray(hotWordFiles.listId, ids))
          .groupBy(hotWordFiles.listId),
  ]);
  const byList = new Map(totals.map((total) => [total.listId, total]));
  return rows.map(({ createdBy: _owner, ...row }, index) => ({
    ...row,
    ...standings[index],
    tags: tags.get(row.id) ?? [],
    fileCount: byList.get(row.id)?.files ?? 0,
    wordCount: byList.get(row.id)?.words ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function readHotWordList(access: ResourceAccess, id: string): Promise<HotWordListSummary> {
  const [summary] = await toHotWordSummaries(
    access,
    await selectHotWordLists(access, eq(personalResources.id, id)),
  );
  if (!summary) throw notFound(HOT_WORD_MSG.notFound);
  return summary;
}
