import { and, eq, type SQL } from 'drizzle-orm';
import type { MenuCode, ResourceFlag, ResourceType } from '../../../src/shared/permissions';
import type { ScopedUser } from '../../auth/authenticate';
import type { Database } from '../../db/database';
import { requireProjectFlag, requireRowProjectFlag } from '../../permissions/project-access';
import { requireMenu } from '../../permissions/require-menu';
import {
  type PermittedResource,
  type ResourceAccess,
  requireFlagsOnEach,
  resourceAccess,
} from '../../permissions/resource-access';
import type { ProjectResourceTable } from '../resource-kit/resource-kind';
import { isRowId } from '../row-id';

/** A resource type that lives inside a project (intents, dictionaries…) and the screen that shows it. */
export interface ProjectResourceKind {
  type: ResourceType;
  table: ProjectResourceTable;
  /** Its rows in a table several kinds share: a row of another kind is as missing as none. */
  rowsOfKind?: SQL;
  /** The menu codes of its screen's route: every call needs all of them (spec section 6). */
  menus: MenuCode[];
  /** The 404 message of a row the caller cannot see or that never existed. */
  notFound: string;
}

export interface FoundResource {
  access: ResourceAccess;
  resource: PermittedResource;
  projectId: string;
}

/** Reading what is in a project needs accessAuth on it; changing it, editAuth. */
const projectFlagFor = (flag: ResourceFlag): ResourceFlag =>
  flag === 'accessAuth' ? 'accessAuth' : 'editAuth';

/**
 * The checks of a project's resource calls: the screen's menus, the project's flag and the flag
 * on the row, as the speakers' calls make them, for any kind of row inside a project.
 */
export function projectResourceAccess(kind: ProjectResourceKind) {
  const requireMenus = (user: ScopedUser) => requireMenu(user, ...kind.menus);
  return {
    requireMenus,
    /** The project whose rows the caller reads (accessAuth) or changes (editAuth). */
    async project(db: Database, user: ScopedUser, projectId: string, flag: ResourceFlag): Promise<string> {
      requireMenus(user);
      return requireProjectFlag(db, user, projectId, flag);
    },
    /** The row `id` once the caller may act on it with `flag`; an unseen project's row is missing (404). */
    async find(db: Database, user: ScopedUser, id: string, flag: ResourceFlag): Promise<FoundResource> {
      requireMenus(user);
      const [row] = isRowId(id)
        ? await db
            .select({ projectId: kind.table.projectId })
            .from(kind.table)
            .where(and(eq(kind.table.id, id), kind.rowsOfKind))
        : [];
      const projectId = await requireRowProjectFlag(
        db,
        user,
        row?.projectId as string | undefined,
        projectFlagFor(flag),
        kind.notFound,
      );
      const access = resourceAccess(db, user, kind.type);
      const [resource] = await requireFlagsOnEach(access, [id], [flag]);
      return { access, resource, projectId };
    },
  };
}
