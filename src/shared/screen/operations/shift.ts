import type { ScreenDocument } from '../document';
import type { ScreenNode } from '../node';
import { findNode, locateForEdit, snapshotOf } from './find';

export type ShiftDirection = 'up' | 'down';

/**
 * Moves the given nodes one place up or down among their siblings (multi-select "move up").
 * Selected neighbours move together; a node already at the edge stays, and so do the selected
 * nodes stacked behind it. Page roots and unknown ids are ignored.
 */
export function shiftNodes(doc: ScreenDocument, ids: readonly string[], direction: ShiftDirection): void {
  const byParent = new Map<string, { parent: ScreenNode; indices: number[] }>();
  const plain = snapshotOf(doc);
  for (const id of new Set(ids)) {
    const found = findNode(plain, id);
    if (!found?.parent) continue;
    const key = `${found.pageIndex}:${found.parent.id}`;
    if (!byParent.has(key))
      byParent.set(key, { parent: locateForEdit(doc, found.parent.id).node, indices: [] });
    byParent.get(key)!.indices.push(found.index);
  }
  for (const { parent, indices } of byParent.values()) shiftSiblings(parent.children, indices, direction);
}

function shiftSiblings(children: ScreenNode[], indices: number[], direction: ShiftDirection): void {
  const step = direction === 'up' ? -1 : 1;
  const selected = new Set(indices);
  const order = [...selected].sort((a, b) => (direction === 'up' ? a - b : b - a));
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
