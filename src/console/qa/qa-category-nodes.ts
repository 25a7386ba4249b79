import type { QaCategory } from '../../shared/api/qa';

export interface CategoryNode {
  key: string;
  value: string;
  title: string;
  category: QaCategory;
  /** Pairs in it and in everything under it. */
  total: number;
  children: CategoryNode[];
}

/** The flat list as a tree in each level's order, with the pairs counted up the branches. */
export function categoryTree(categories: readonly QaCategory[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>(
    categories.map((category) => [
      category.id,
      {
        key: category.id,
        value: category.id,
        title: category.name,
        category,
        total: category.pairCount,
        children: [],
      },
    ]),
  );
  const roots: CategoryNode[] = [];
  for (const category of categories) {
    const node = nodes.get(category.id) as CategoryNode;
    const parent = category.parentId ? nodes.get(category.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const count = (node: CategoryNode): number => {
    node.total = node.category.pairCount + node.children.reduce((sum, child) => sum + count(child), 0);
    return node.total;
  };
  for (const root of roots) count(root);
  return roots;
}

/** "展馆服务 / 票务" for a category id; '' for none or unknown. */
export function categoryPath(categories: readonly QaCategory[], id: string | null): string {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const names: string[] = [];
  for (
    let at = id ? byId.get(id) : undefined;
    at && names.length < 10;
    at = at.parentId ? byId.get(at.parentId) : undefined
  ) {
    names.unshift(at.name);
  }
  return names.join(' / ');
}

/** The category and everything under it (a move may not go into these). */
export function subtreeOf(categories: readonly QaCategory[], id: string): Set<string> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parentId && found.has(category.parentId) && !found.has(category.id)) {
        found.add(category.id);
        grew = true;
      }
    }
  }
  return found;
}
