import { count, type SQL, sql } from 'drizzle-orm';
import type { DictionarySummary } from '../../../src/shared/api/dictionaries';
import { dictionaries, dictionaryEntries } from '../../db/schema';
import type { ResourceAccess } from '../../permissions/resource-access';
import type { RowPage } from '../resource-kit/resource-kind';
import { summaryRows, withStandings } from '../resource-kit/resource-summaries';

const entryCount =
  sql<number>`(select ${count()} from ${dictionaryEntries} where ${dictionaryEntries.dictionaryId} = ${dictionaries.id})`.mapWith(
    Number,
  );

/** Summaries of the rows the caller may see, with their entry counts, flags and tags. */
export async function dictionarySummaries(
  access: ResourceAccess,
  where: SQL | undefined,
  page?: RowPage,
): Promise<DictionarySummary[]> {
  const rows = await summaryRows(
    access,
    dictionaries,
    { description: dictionaries.description, enabled: dictionaries.enabled, entryCount },
    where,
    page,
  );
  return withStandings(access, rows);
}
