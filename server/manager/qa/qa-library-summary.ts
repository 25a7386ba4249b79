import { eq, type SQL, sql } from 'drizzle-orm';
import type { QaLibrarySummary } from '../../../src/shared/api/qa';
import { qaLibraries, qaPairs, users } from '../../db/schema';
import type { ResourceAccess } from '../../permissions/resource-access';
import type { RowPage } from '../resource-kit/resource-kind';
import { windowed, withStandings } from '../resource-kit/resource-summaries';

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

/** Summaries of the libraries the caller may see, with their pair counts, flags and tags. */
export async function qaLibrarySummaries(
  access: ResourceAccess,
  where: SQL | undefined,
  page?: RowPage,
): Promise<QaLibrarySummary[]> {
  const query = access.db
    .select(libraryColumns)
    .from(qaLibraries)
    .leftJoin(users, eq(users.id, qaLibraries.createdBy))
    .where(where)
    .$dynamic();
  return withStandings(access, await windowed(query, page));
}
