import { and, eq } from 'drizzle-orm';
import { MSG } from '../../../src/shared/messages';
import type { Scope } from '../../auth/authenticate';
import type { Database } from '../../db/database';
import { projects } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { isRowId } from '../row-id';
import { ownedBy } from '../scope';

/**
 * The id of a project of the caller's scope. A project of another scope is as missing as one
 * that never existed: the answer never tells which. It knows scopes, not the resource rules: a
 * call acting for a user checks through requireProjectFlag (server/permissions/project-access.ts).
 */
export async function findProjectInScope(db: Database, scope: Scope, id: string): Promise<string> {
  if (!isRowId(id)) throw notFound(MSG.projectNotFound);
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, id), ownedBy(projects, scope)));
  if (!project) throw notFound(MSG.projectNotFound);
  return project.id;
}
