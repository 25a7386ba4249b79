import type { PgSelect } from 'drizzle-orm/pg-core';
import { type ResourceAccess, type RowStanding, standingsOf } from '../../permissions/resource-access';
import { tagsOf } from '../resource/resource-tags';
import type { RowPage } from './resource-kind';

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
export function windowed<Query extends PgSelect>(query: Query, page: RowPage | undefined): Query {
  if (!page) return query;
  return query
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
}
