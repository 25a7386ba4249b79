import { eq, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import { type ResourceAccess, type RowStanding, standingsOf } from '../../permissions/resource-access';
import { tagsOf } from '../resource/resource-tags';
import type { ProjectResourceTable, RowPage } from './resource-kind';

/** What every project resource's row carries into its summary. */
export interface ResourceRow {
  id: string;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type ResourceSummaryOf<Row extends ResourceRow> = Omit<Row, 'createdBy' | 'createdAt' | 'updatedAt'> &
  RowStanding & { tags: string[]; createdAt: string; updatedAt: string };

/**
 * Rows the caller may see as the lists show them: the caller's flags and share, the tags, the
 * times as ISO strings, the creator's id left out. Two queries for the lot.
 */
export async function withStandings<Row extends ResourceRow>(
  access: ResourceAccess,
  rows: Row[],
): Promise<ResourceSummaryOf<Row>[]> {
  const [standings, tags] = await Promise.all([
    standingsOf(access, rows),
    tagsOf(
      access.db,
      access.type,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map(({ createdBy: _owner, createdAt, updatedAt, ...row }, index) => ({
    ...row,
    ...standings[index],
    tags: tags.get(row.id) ?? [],
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }));
}

/** A kind's select ordered and cut to one page (or whole, for one row). */
function windowed<Query extends PgSelect>(query: Query, page: RowPage | undefined): Query {
  if (!page) return query;
  return query
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * A kind's rows for its summaries: the usual columns (id, project, name, creator and their
 * nickname, times) and the kind's own `columns`, filtered by `where` and cut to `page`.
 */
export function summaryRows<Table extends ProjectResourceTable, Columns extends SelectedFields>(
  access: ResourceAccess,
  table: Table,
  columns: Columns,
  where: SQL | undefined,
  page: RowPage | undefined,
) {
  const query = access.db
    .select({
      id: table.id as Table['id'],
      projectId: table.projectId as Table['projectId'],
      name: table.name as Table['name'],
      createdBy: table.createdBy as Table['createdBy'],
      ownerName: users.nickname,
      createdAt: table.createdAt as Table['createdAt'],
      updatedAt: table.updatedAt as Table['updatedAt'],
      ...columns,
    })
    .from(table as PgTable)
    .leftJoin(users, eq(users.id, table.createdBy))
    .where(where)
    .$dynamic();
  return windowed(query, page);
}
