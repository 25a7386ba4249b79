import { eq } from 'drizzle-orm';
import type { ProjectSummary } from '../../../src/shared/api/projects';
import type { Database } from '../../db/database';
import { homepages, projects } from '../../db/schema';
import { type ResourceAccess, standingsOf } from '../../permissions/resource-access';
import { tagsOf } from '../resource/resource-tags';

/** The columns of a project's summary; its configurations are counted, never loaded. */
export function projectSummaryColumns(db: Database) {
  return {
    id: projects.id,
    name: projects.name,
    description: projects.description,
    createdBy: projects.createdBy,
    configurationCount: db.$count(homepages, eq(homepages.projectId, projects.id)),
    createdAt: projects.createdAt,
    updatedAt: projects.updatedAt,
  };
}

interface ProjectSummaryRow {
  id: string;
  name: string;
  description: string;
  createdBy: string | null;
  configurationCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Summaries of rows the caller may see, with their flags and tags: two queries for the lot. */
export async function toProjectSummaries(
  access: ResourceAccess,
  rows: ProjectSummaryRow[],
): Promise<ProjectSummary[]> {
  const ids = rows.map((row) => row.id);
  const [standings, tags] = await Promise.all([standingsOf(access, rows), tagsOf(access.db, 'PROJECT', ids)]);
  return rows.map(({ createdBy: _owner, ...row }, index) => ({
    ...row,
    ...standings[index],
    tags: tags.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
