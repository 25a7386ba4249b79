import type { ResourceFlag } from '../../src/shared/permissions';
import type { ScopedUser } from '../auth/authenticate';
import type { Database } from '../db/database';
import { ApiError, notFound } from '../http/api-error';
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

/**
 * The project of a row found by its own id (a device, an order, a speaker, a screen), checked like
 * requireProjectFlag. A row of a project the caller cannot see is as missing as one that never
 * existed: 404 with the row's own `missing` message either way, so ids cannot be probed.
 */
export async function requireRowProjectFlag(
  db: Database,
  user: ScopedUser,
  projectId: string | undefined,
  flag: ResourceFlag,
  missing: string,
): Promise<string> {
  if (!projectId) throw notFound(missing);
  try {
    return await requireProjectFlag(db, user, projectId, flag);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw notFound(missing);
    throw error;
  }
}
