import { and, eq } from 'drizzle-orm';
import { MSG } from '../../src/shared/messages';
import type { Scope } from '../auth/authenticate';
import type { Database } from '../db/database';
import { projects } from '../db/schema';
import { notFound } from '../http/api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else names nothing, and must not reach PostgreSQL as a uuid. */
export const isUuid = (value: string): boolean => UUID.test(value);

/** Rows owned by the scope: the enterprise's projects, or the person's own. */
export const ownedByScope = (scope: Scope) =>
  scope.kind === 'enterprise' ? eq(projects.tenantId, scope.tenantId) : eq(projects.userId, scope.userId);

/**
 * The project, when it belongs to the caller's scope. Someone else's project answers exactly like
 * one that does not exist, so ids cannot be probed.
 */
export async function requireProjectInScope(db: Database, scope: Scope, projectId: string): Promise<string> {
  if (!isUuid(projectId)) throw notFound(MSG.projectNotFound);
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), ownedByScope(scope)));
  if (!project) throw notFound(MSG.projectNotFound);
  return project.id;
}
