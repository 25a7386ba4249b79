import { eq, type SQL, sql } from 'drizzle-orm';
import { QA_MSG, type QaLibrarySummary } from '../../../src/shared/api/qa';
import { qaLibraries, qaPairs, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { type ResourceAccess, standingsOf } from '../../permissions/resource-access';
import { tagsOf } from '../resource/resource-tags';

/** The columns of a library's summary, with its creator's nickname and its pair counts. */
const libraryColumns = {
  id: qaLibraries.id,
  projectId: qaLibraries.projectId,
  name: qaLibraries.name,
  description: qaLibraries.description,
  enabled: qaLibraries.enabled,
  createdBy: qaLibraries.createdBy,
  ownerName: users.nickname,
  createdAt: qaLibraries.createdAt,
  updatedAt: qaLibraries.updatedAt,
  pairCount: sql<number>`(select count(*)::int from ${qaPairs} where ${qaPairs.libraryId} = ${qaLibraries.id})`,
  enabledPairCount: sql<number>`(select count(*)::int from ${qaPairs} where ${qaPairs.libraryId} = ${qaLibraries.id} and ${qaPairs.enabled})`,
};

/** The select of library summaries (the caller filters and orders it). */
export function selectLibraries(access: ResourceAccess, where: SQL | undefined) {
  return access.db
    .select(libraryColumns)
    .from(qaLibraries)
    .leftJoin(users, eq(users.id, qaLibraries.createdBy))
    .where(where);
}

type LibraryRow = Awaited<ReturnType<typeof selectLibraries>>[number];

/** Summaries of rows the caller may see, with their flags and tags: two queries for the lot. */
export async function toLibrarySummaries(
  access: ResourceAccess,
  rows: LibraryRow[],
): Promise<QaLibrarySummary[]> {
  const [standings, tags] = await Promise.all([
    standingsOf(access, rows),
    tagsOf(
      access.db,
      'QA',
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map(({ createdBy: _owner, ...row }, index) => ({
    ...row,
    ...standings[index],
    tags: tags.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** One library's summary, read after a check or a change. */
export async function readLibrary(access: ResourceAccess, id: string): Promise<QaLibrarySummary> {
  const [summary] = await toLibrarySummaries(access, await selectLibraries(access, eq(qaLibraries.id, id)));
  if (!summary) throw notFound(QA_MSG.libraryNotFound);
  return summary;
}
