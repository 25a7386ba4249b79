import { and, asc, eq } from 'drizzle-orm';
import { QA_MSG } from '../../../src/shared/api/qa';
import type { Database } from '../../db/database';
import { qaCategories, qaLibraries } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { isRowId } from '../row-id';

export interface CategoryNode {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
}

/** Every category of a library (a library holds tens to hundreds: read them at once). */
export function categoriesOf(db: Database, libraryId: string): Promise<CategoryNode[]> {
  return db
    .select({
      id: qaCategories.id,
      parentId: qaCategories.parentId,
      name: qaCategories.name,
      sort: qaCategories.sort,
    })
    .from(qaCategories)
    .where(eq(qaCategories.libraryId, libraryId))
    .orderBy(asc(qaCategories.sort), asc(qaCategories.createdAt), asc(qaCategories.name));
}

/** The category and everything under it. */
export function subtreeIds(categories: readonly CategoryNode[], rootId: string): string[] {
  const found = [rootId];
  for (let index = 0; index < found.length; index += 1) {
    for (const category of categories) if (category.parentId === found[index]) found.push(category.id);
  }
  return found;
}

/** The category `id` of the library, or 404 分类不存在 (also for another library's category). */
export async function requireCategory(db: Database, libraryId: string, id: string): Promise<CategoryNode> {
  const [category] = isRowId(id)
    ? await db
        .select({
          id: qaCategories.id,
          parentId: qaCategories.parentId,
          name: qaCategories.name,
          sort: qaCategories.sort,
        })
        .from(qaCategories)
        .where(and(eq(qaCategories.id, id), eq(qaCategories.libraryId, libraryId)))
    : [];
  if (!category) throw notFound(QA_MSG.categoryNotFound);
  return category;
}

/** "一级/二级" paths of every category, as the xlsx names them. */
export function categoryPaths(categories: readonly CategoryNode[]): Map<string, string> {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const paths = new Map<string, string>();
  const pathOf = (category: CategoryNode, depth = 0): string => {
    const known = paths.get(category.id);
    if (known !== undefined) return known;
    const parent = category.parentId ? byId.get(category.parentId) : undefined;
    // The depth bound guards against a cycle no call can make but a hand-edited row could.
    const path = parent && depth < 50 ? `${pathOf(parent, depth + 1)}/${category.name}` : category.name;
    paths.set(category.id, path);
    return path;
  };
  for (const category of categories) pathOf(category);
  return paths;
}

/** Marks the library changed: its list shows when anything in it last moved. */
export async function touchLibrary(tx: Database, libraryId: string, now: Date): Promise<void> {
  await tx.update(qaLibraries).set({ updatedAt: now }).where(eq(qaLibraries.id, libraryId));
}
