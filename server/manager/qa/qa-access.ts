import type { ResourceFlag } from '../../../src/shared/permissions';
import type { ScopedUser } from '../../auth/authenticate';
import type { Database } from '../../db/database';
import type { PermittedResource, ResourceAccess } from '../../permissions/resource-access';
import { accessOfKind } from '../resource-kit/resource-kind-calls';
import { qaLibraryKind } from './qa-library-kind';

const libraryAccess = accessOfKind(qaLibraryKind);

/** Every Q&A call answers only to someone holding the 知识问答库 menu. */
export const requireQaMenu = libraryAccess.requireMenus;

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
  const { resource: library, ...found } = await libraryAccess.find(db, user, id, flag);
  return { ...found, library };
}
