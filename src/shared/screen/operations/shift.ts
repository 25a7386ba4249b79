import type { ScreenDocument } from '../document';
import { editChildren } from './children';
import { findNode, nodeAtPath, snapshotOf } from './find';

export type ShiftDirection = 'up' | 'down';

/**
 * Moves the given nodes one place up or down among their siblings (multi-select "move up").
 * Selected neighbours move together; a node already at the edge stays, and so do the selected
 * nodes stacked behind it. Page roots and unknown ids are ignored.
 */
export function shiftNodes(doc: ScreenDocument, ids: readonly string[], direction: ShiftDirection): void {
  const byParent = new Map<string, { pageIndex: number; parentPath: readonly number[]; indices: number[] }>();
  const plain = snapshotOf(doc);
  for (const id of new Set(ids)) {
    const found = findNode(plain, id);
    if (!found?.parent) continue;
    const parentPath = found.path.slice(0, -1);
    const key = `${found.pageIndex}:${parentPath.join('.')}`;
    if (!byParent.has(key)) byParent.set(key, { pageIndex: found.pageIndex, parentPath, indices: [] });
    byParent.get(key)!.indices.push(found.index);
  }
  // Deeper parents first: an outer list is copied with the inner lists already edited.
  const parents = [...byParent.values()].sort((a, b) => b.parentPath.length - a.parentPath.length);
  for (const { pageIndex, parentPath, indices } of parents) {
    const parent = nodeAtPath(doc.pages[pageIndex].ast, parentPath);
    editChildren(parent, (children) => shiftSiblings(children, indices, direction));
  }
}

function shiftSiblings<T>(children: T[], indices: number[], direction: ShiftDirection): void {
  const step = direction === 'up' ? -1 : 1;
  const order = [...new Set(indices)].sort((a, b) => (direction === 'up' ? a - b : b - a));
  const blocked = new Set<number>();
  for (const index of order) {
    const target = index + step;
    if (target < 0 || target >= children.length || blocked.has(target)) {
      blocked.add(index);
      continue;
    }
    [children[index], children[target]] = [children[target], children[index]];
  }
}
