import { and, eq, type SQL } from 'drizzle-orm';
import { MSG } from '../../../src/shared/messages';
import type { ResourceFlag } from '../../../src/shared/permissions';
import type { ScreenDocument } from '../../../src/shared/screen/document';
import type { Scope, ScopedUser } from '../../auth/authenticate';
import type { Database } from '../../db/database';
import { homepages, projects } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { requireRowProjectFlag } from '../../permissions/project-access';
import { isRowId } from '../row-id';
import { ownedBy } from '../scope';
import { type HomepageSummaryRow, homepageSummaryColumns } from './homepage-summary';

/**
 * A configuration whose project belongs to the caller's scope. Another scope's configuration is
 * as missing as one that never existed; then the caller's `flag` on its project decides (a
 * project they cannot see: 404; seen without the flag: 403).
 */
function inScope(scope: Scope, id: string): SQL | undefined {
  if (!isRowId(id)) throw notFound(MSG.homepageMissing);
  return and(eq(homepages.id, id), ownedBy(projects, scope));
}

async function permitted<T extends { projectId: string }>(
  db: Database,
  user: ScopedUser,
  row: T | undefined,
  flag: ResourceFlag,
): Promise<T> {
  if (!row) throw notFound(MSG.homepageMissing);
  await requireRowProjectFlag(db, user, row.projectId, flag, MSG.homepageMissing);
  return row;
}

export async function findHomepageSummary(
  db: Database,
  user: ScopedUser,
  id: string,
  flag: ResourceFlag,
): Promise<HomepageSummaryRow> {
  const [row] = await db
    .select(homepageSummaryColumns)
    .from(homepages)
    .innerJoin(projects, eq(projects.id, homepages.projectId))
    .where(inScope(user.scope, id));
  return permitted(db, user, row, flag);
}

export async function findHomepageWithDocument(
  db: Database,
  user: ScopedUser,
  id: string,
  flag: ResourceFlag,
): Promise<HomepageSummaryRow & { document: ScreenDocument }> {
  const [row] = await db
    .select({ ...homepageSummaryColumns, document: homepages.document })
    .from(homepages)
    .innerJoin(projects, eq(projects.id, homepages.projectId))
    .where(inScope(user.scope, id));
  return permitted(db, user, row, flag);
}
