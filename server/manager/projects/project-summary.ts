import { eq } from 'drizzle-orm';
import type { ProjectSummary } from '../../../src/shared/api/projects';
import type { Database } from '../../db/database';
import { homepages, projects } from '../../db/schema';

/** The columns of a project's summary; its configurations are counted, never loaded. */
export function projectSummaryColumns(db: Database) {
  return {
    id: projects.id,
    name: projects.name,
    description: projects.description,
    configurationCount: db.$count(homepages, eq(homepages.projectId, projects.id)),
    createdAt: projects.createdAt,
    updatedAt: projects.updatedAt,
  };
}

interface ProjectSummaryRow {
  id: string;
  name: string;
  description: string;
  configurationCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export function toProjectSummary(row: ProjectSummaryRow): ProjectSummary {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
