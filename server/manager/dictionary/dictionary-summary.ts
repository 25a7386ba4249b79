import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { DictionarySummary } from '../../../src/shared/api/dictionaries';
import { dictionaries, dictionaryEntries, users } from '../../db/schema';
import type { ResourceAccess } from '../../permissions/resource-access';
import type { RowPage } from '../resource-kit/resource-kind';
import { windowed, withStandings } from '../resource-kit/resource-summaries';

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
  const query = access.db
    .select({
      id: dictionaries.id,
      projectId: dictionaries.projectId,
      name: dictionaries.name,
      description: dictionaries.description,
      enabled: dictionaries.enabled,
      entryCount,
      createdBy: dictionaries.createdBy,
      ownerName: users.nickname,
      createdAt: dictionaries.createdAt,
      updatedAt: dictionaries.updatedAt,
    })
    .from(dictionaries)
    .leftJoin(users, eq(users.id, dictionaries.createdBy))
    .where(where)
    .$dynamic();
  return withStandings(access, await windowed(query, page));
}
