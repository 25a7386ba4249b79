import type { ResourceFlag } from '../../src/shared/permissions';
import type { ScopedUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { findProjectInScope } from '../manager/projects/find-project';

/**
 * The id of a project the caller may act on with `flag` (accessAuth to read, editAuth to change
 * what is in it). A project the caller cannot see answers 404; one they see without the flag, 403.
 * Every area's calls on a project's contents go through here.
 */
export async function requireProjectFlag(
  db: Database,
  user: ScopedUser,
  projectId: string,
  _flag: ResourceFlag,
): Promise<string> {
  // Until the resource rule set lands: the scope decides, as before.
  return findProjectInScope(db, user.scope, projectId);
}
