import { type SQL, sql } from 'drizzle-orm';
import type { QaLibrarySummary } from '../../../src/shared/api/qa';
import { qaLibraries, qaPairs } from '../../db/schema';
import type { ResourceAccess } from '../../permissions/resource-access';
import type { RowPage } from '../resource-kit/resource-kind';
import { summaryRows, withStandings } from '../resource-kit/resource-summaries';

/** A library's own columns in its summary, with its pair counts. */
const libraryColumns = {
  description: qaLibraries.description,
  enabled: qaLibraries.enabled,
  pairCount: sql<number>`(select count(*)::int from ${qaPairs} where ${qaPairs.libraryId} = ${qaLibraries.id})`,
  enabledPairCount: sql<number>`(select count(*)::int from ${qaPairs} where ${qaPairs.libraryId} = ${qaLibraries.id} and ${qaPairs.enabled})`,
};

/** Summaries of the libraries the caller may see, with their pair counts, flags and tags. */
export async function qaLibrarySummaries(
  access: ResourceAccess,
  where: SQL | undefined,
  page?: RowPage,
): Promise<QaLibrarySummary[]> {
  return withStandings(access, await summaryRows(access, qaLibraries, libraryColumns, where, page));
}
