import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceType } from '../../../src/shared/permissions';
import type { Database } from '../../db/database';
import { resourceShares, resourceTags } from '../../db/schema';
import { RESOURCE_TABLES, type ResourceTable } from '../../permissions/resource-tables';

/** The tags of a page of rows, sorted, in one query. */
export async function tagsOf(
  db: Database,
  type: ResourceType,
  ids: string[],
): Promise<Map<string, string[]>> {
  const tags = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return tags;
  const rows = await db
    .select({ id: resourceTags.resourceId, tag: resourceTags.tag })
    .from(resourceTags)
    .where(and(eq(resourceTags.resourceType, type), inArray(resourceTags.resourceId, ids)))
    .orderBy(asc(resourceTags.tag));
  for (const row of rows) tags.get(row.id)?.push(row.tag);
  return tags;
}

/**
 * Removes the shares and tags of deleted resources. They name resources by type and id, so no
 * foreign key takes them along: the area's delete calls this in its transaction.
 */
export async function forgetResources(tx: Database, type: ResourceType, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .delete(resourceShares)
    .where(and(eq(resourceShares.resourceType, type), inArray(resourceShares.resourceId, ids)));
  await tx
    .delete(resourceTags)
    .where(and(eq(resourceTags.resourceType, type), inArray(resourceTags.resourceId, ids)));
}

/**
 * Forgets the shares and tags of a project and of every resource inside it, before the project's
 * rows go (their foreign keys take the resources themselves).
 */
export async function forgetProject(tx: Database, projectId: string): Promise<void> {
  await forgetResources(tx, 'PROJECT', [projectId]);
  for (const [type, resource] of Object.entries(RESOURCE_TABLES) as [ResourceType, ResourceTable][]) {
    if (!resource.projectId) continue;
    const inside = await tx
      .select({ id: resource.id })
      .from(resource.table)
      .where(eq(resource.projectId, projectId));
    await forgetResources(
      tx,
      type,
      inside.map((row) => String(row.id)),
    );
  }
}

/** Rows (whose id is `id`) carrying `tag`; no condition without a tag. */
export function carriesTag(db: Database, type: ResourceType, id: PgColumn, tag: string | undefined) {
  if (!tag) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(resourceTags)
      .where(
        and(eq(resourceTags.resourceType, type), eq(resourceTags.resourceId, id), eq(resourceTags.tag, tag)),
      ),
  );
}
