import { eq } from 'drizzle-orm';
import { QA_MSG } from '../../../src/shared/api/qa';
import type { ResourceFlag } from '../../../src/shared/permissions';
import type { ScopedUser } from '../../auth/authenticate';
import type { Database } from '../../db/database';
import { qaLibraries } from '../../db/schema';
import { requireProjectFlag, requireRowProjectFlag } from '../../permissions/project-access';
import { requireMenu } from '../../permissions/require-menu';
import {
  type PermittedResource,
  type ResourceAccess,
  requireFlagsOnEach,
  resourceAccess,
} from '../../permissions/resource-access';
import { isRowId } from '../row-id';

/** Every Q&A call answers only to someone holding the 知识问答库 menu. */
export const requireQaMenu = (user: ScopedUser) => requireMenu(user, 'QA');

/** The project whose libraries the caller reads (accessAuth) or adds to (editAuth). */
export async function qaProject(
  db: Database,
  user: ScopedUser,
  projectId: string,
  flag: ResourceFlag,
): Promise<string> {
  requireQaMenu(user);
  return requireProjectFlag(db, user, projectId, flag);
}

export interface FoundLibrary {
  access: ResourceAccess;
  library: PermittedResource;
  projectId: string;
}

/**
 * The library `id` once the caller may act on it with `flag`: the project's flag (accessAuth to
 * read, editAuth to change anything) and the QA flag on the library. A library of a project the
 * caller cannot see is as missing as one that never existed (404 问答库不存在).
 */
export async function findLibrary(
  db: Database,
  user: ScopedUser,
  id: string,
  flag: ResourceFlag,
): Promise<FoundLibrary> {
  requireQaMenu(user);
  const [row] = isRowId(id)
    ? await db.select({ projectId: qaLibraries.projectId }).from(qaLibraries).where(eq(qaLibraries.id, id))
    : [];
  const projectId = await requireRowProjectFlag(
    db,
    user,
    row?.projectId,
    flag === 'accessAuth' ? 'accessAuth' : 'editAuth',
    QA_MSG.libraryNotFound,
  );
  const access = resourceAccess(db, user, 'QA');
  const [library] = await requireFlagsOnEach(access, [id], [flag]);
  return { access, library, projectId };
}
