import { count, eq, type SQL, sql } from 'drizzle-orm';
import { DICTIONARY_MSG, type DictionarySummary } from '../../../src/shared/api/dictionaries';
import { dictionaries, dictionaryEntries, users } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { type ResourceAccess, standingsOf } from '../../permissions/resource-access';
import { tagsOf } from '../resource/resource-tags';

const entryCount =
  sql<number>`(select ${count()} from ${dictionaryEntries} where ${dictionaryEntries.dictionaryId} = ${dictionaries.id})`.mapWith(
    Number,
  );

/** The select of dictionary summaries with their entry counts (the caller filters and orders it). */
export function selectDictionaries(access: ResourceAccess, where: SQL | undefined) {
  return access.db
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
    .where(where);
}

type DictionaryRow = Awaited<ReturnType<typeof selectDictionaries>>[number];

/** Summaries of rows the caller may see, with their flags and tags: two queries for the lot. */
export async function toDictionarySummaries(
  access: ResourceAccess,
  rows: DictionaryRow[],
): Promise<DictionarySummary[]> {
  const [standings, tags] = await Promise.all([
    standingsOf(access, rows),
    tagsOf(
      access.db,
      'DICT',
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

/** One dictionary's summary, read after a check or a change. */
export async function readDictionary(access: ResourceAccess, id: string): Promise<DictionarySummary> {
  const [summary] = await toDictionarySummaries(
    access,
    await selectDictionaries(access, eq(dictionaries.id, id)),
  );
  if (!summary) throw notFound(DICTIONARY_MSG.notFound);
  return summary;
}
