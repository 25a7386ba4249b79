import { type SQL, sql } from 'drizzle-orm';
import type { BuildStatus, KgBaseSummary } from '../../src/shared/api/knowledge-graph';
import { kgBases, kgConcepts, kgEntities } from '../db/schema';
import type { RowPage } from '../manager/resource-kit/resource-kind';
import { summaryRows, withStandings } from '../manager/resource-kit/resource-summaries';
import type { ResourceAccess } from '../permissions/resource-access';

const count = (table: typeof kgConcepts | typeof kgEntities) =>
  sql<number>`(select count(*)::int from ${table} where ${table.baseId} = ${kgBases.id})`;

/** A base's own columns in its summary, with its content counts. */
const baseSummaryColumns = {
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
  conceptCount: count(kgConcepts),
  entityCount: count(kgEntities),
};

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

/** Summaries of the bases the caller may see, with their build, content counts, flags and tags. */
export async function baseSummaries(
  access: ResourceAccess,
  where: SQL | undefined,
  page?: RowPage,
): Promise<KgBaseSummary[]> {
  const rows = (await summaryRows(access, kgBases, baseSummaryColumns, where, page)).map((row) => ({
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    description: row.description,
    templateLibraryIds: row.templateLibraryIds,
    build: buildStatusOf(row),
    conceptCount: row.conceptCount,
    entityCount: row.entityCount,
    ownerName: row.ownerName,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }));
  return withStandings(access, rows);
}
