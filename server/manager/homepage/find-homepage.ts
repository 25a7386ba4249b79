import { and, eq, type SQL } from 'drizzle-orm';
import { MSG } from '../../../src/shared/messages';
import type { ScreenDocument } from '../../../src/shared/screen/document';
import type { Scope } from '../../auth/authenticate';
import type { Database } from '../../db/database';
import { homepages, projects } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { isRowId } from '../row-id';
import { ownedBy } from '../scope';
import { type HomepageSummaryRow, homepageSummaryColumns } from './homepage-summary';

/**
 * A configuration whose project belongs to the caller's scope. Another scope's configuration is
 * as missing as one that never existed.
 */
function inScope(scope: Scope, id: string): SQL | undefined {
  if (!isRowId(id)) throw notFound(MSG.homepageMissing);
  return and(eq(homepages.id, id), ownedBy(projects, scope));
}

function present<T>(row: T | undefined): T {
  if (!row) throw notFound(MSG.homepageMissing);
  return row;
}

export async function findHomepageSummary(
  db: Database,
  scope: Scope,
  id: string,
): Promise<HomepageSummaryRow> {
  const [row] = await db
    .select(homepageSummaryColumns)
    .from(homepages)
    .innerJoin(projects, eq(projects.id, homepages.projectId))
    .where(inScope(scope, id));
  return present(row);
}

export async function findHomepageWithDocument(
  db: Database,
  scope: Scope,
  id: string,
): Promise<HomepageSummaryRow & { document: ScreenDocument }> {
  const [row] = await db
    .select({ ...homepageSummaryColumns, document: homepages.document })
    .from(homepages)
    .innerJoin(projects, eq(projects.id, homepages.projectId))
    .where(inScope(scope, id));
  return present(row);
}
