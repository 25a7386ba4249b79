import { and, eq } from 'drizzle-orm';
import type { ResourceFlag } from '../../../src/shared/permissions';
import type { ScopedUser } from '../../auth/authenticate';
import type { Database } from '../../db/database';
import { type PersonalResourceKind, personalResources } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { type FoundResource, projectResourceAccess } from '../project-content/project-resource-access';

/**
 * The checks of the 个性设置 calls: hot word lists and fallback sets are both resource type BUTTOM
 * in one table, told apart by kind; a row of the other kind is as missing as no row at all.
 */
export function personalResourceAccess(kind: PersonalResourceKind, notFoundMessage: string) {
  const checks = projectResourceAccess({
    type: 'BUTTOM',
    table: personalResources,
    id: personalResources.id,
    projectId: personalResources.projectId,
    menus: ['BUTTOM'],
    notFound: notFoundMessage,
  });
  return {
    requireMenus: checks.requireMenus,
    project: checks.project,
    async find(db: Database, user: ScopedUser, id: string, flag: ResourceFlag): Promise<FoundResource> {
      const found = await checks.find(db, user, id, flag);
      const sameKind = await db.$count(
        personalResources,
        and(eq(personalResources.id, id), eq(personalResources.kind, kind)),
      );
      if (sameKind === 0) throw notFound(notFoundMessage);
      return found;
    },
  };
}
