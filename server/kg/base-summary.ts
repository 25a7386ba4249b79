import { eq, type SQL, sql } from 'drizzle-orm';
import { type BuildStatus, KG_MSG, type KgBaseSummary } from '../../src/shared/api/knowledge-graph';
import { kgBases, kgConcepts, kgEntities, users } from '../db/schema';
import { notFound } from '../http/api-error';
import { tagsOf } from '../manager/resource/resource-tags';
import { type ResourceAccess, standingsOf } from '../permissions/resource-access';

const count = (table: typeof kgConcepts | typeof kgEntities) =>
  sql<number>`(select count(*)::int from ${table} where ${table.baseId} = ${kgBases.id})`;

/** The columns of a base's summary, with its creator's nickname and its content counts. */
const baseSummaryColumns = {
  id: kgBases.id,
  projectId: kgBases.projectId,
  name: kgBases.name,
  description: kgBases.description,
  templateLibraryIds: kgBases.templateLibraryIds,
  buildState: kgBases.buildState,
  buildProgress: kgBases.buildProgress,
  buildError: kgBases.buildError,
  buildStartedAt: kgBases.buildStartedAt,
  builtAt: kgBases.builtAt,
  builtEntities: kgBases.builtEntities,
  builtRelations: kgBases.builtRelations,
  changedAt: kgBases.changedAt,
  createdBy: kgBases.createdBy,
  ownerName: users.nickname,
  conceptCount: count(kgConcepts),
  entityCount: count(kgEntities),
  createdAt: kgBases.createdAt,
  updatedAt: kgBases.updatedAt,
};

type BaseRow = Awaited<ReturnType<typeof selectBases>>[number];

export function buildStatusOf(row: {
  buildState: BuildStatus['state'];
  buildProgress: number;
  buildError: string | null;
  buildStartedAt: Date | null;
  builtAt: Date | null;
  builtEntities: number;
  builtRelations: number;
  changedAt: Date;
}): BuildStatus {
  return {
    state: row.buildState,
    progress: row.buildProgress,
    error: row.buildError,
    startedAt: row.buildStartedAt?.toISOString() ?? null,
    builtAt: row.builtAt?.toISOString() ?? null,
    stale: row.builtAt === null || row.changedAt > row.builtAt,
    builtEntities: row.builtEntities,
    builtRelations: row.builtRelations,
  };
}

/** The select of base summaries (the caller filters and orders it). */
export function selectBases(access: ResourceAccess, where: SQL | undefined) {
  return access.db
    .select(baseSummaryColumns)
    .from(kgBases)
    .leftJoin(users, eq(users.id, kgBases.createdBy))
    .where(where);
}

/** Summaries of rows the caller may see, with their flags and tags: two queries for the lot. */
export async function toBaseSummaries(access: ResourceAccess, rows: BaseRow[]): Promise<KgBaseSummary[]> {
  const [standings, tags] = await Promise.all([
    standingsOf(access, rows),
    tagsOf(
      access.db,
      'KG_BASE',
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row, index) => ({
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    description: row.description,
    templateLibraryIds: row.templateLibraryIds,
    build: buildStatusOf(row),
    conceptCount: row.conceptCount,
    entityCount: row.entityCount,
    ownerName: row.ownerName,
    ...standings[index],
    tags: tags.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** One base's summary, read after a check or a change. */
export async function readBase(access: ResourceAccess, id: string): Promise<KgBaseSummary> {
  const [summary] = await toBaseSummaries(access, await selectBases(access, eq(kgBases.id, id)));
  if (!summary) throw notFound(KG_MSG.baseNotFound);
  return summary;
}
