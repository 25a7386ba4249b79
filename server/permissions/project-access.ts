import type { ResourceFlag } from '../../src/shared/permissions';
import type { ScopedUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { requireFlag } from './resource-access';

/**
 * The id of a project the caller may act on with `flag` (accessAuth to read, editAuth to change
 * what is in it). A project the caller cannot see answers 404 (项目不存在); one they see without
 * the flag, 403 naming what they lack. Every area's calls on a project's contents go through here.
 */
export async function requireProjectFlag(
  db: Database,
  user: ScopedUser,
  projectId: string,
  flag: ResourceFlag,
): Promise<string> {
  return (await requireFlag(db, user, 'PROJECT', projectId, flag)).id;
}
