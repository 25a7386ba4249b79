import type { ScreenDocument } from '../document';
import type { ScreenNode } from '../node';
import { nodeAtPath, snapshotOf } from './find';
import { selectionRoots } from './selection-roots';

/**
 * Removes the given nodes (group delete). Ids inside another removed node, page roots and
 * unknown ids are skipped. Returns the ids actually removed, so the editor can clear their panel.
 */
export function removeNodes(doc: ScreenDocument, ids: readonly string[]): string[] {
  const roots = selectionRoots(snapshotOf(doc), ids);
  // Resolve every parent in the draft before the first removal shifts indices.
  const removals = roots.map((found) => ({
    parent: nodeAtPath(doc.pages[found.pageIndex].ast, found.path.slice(0, -1)),
    index: found.index,
    id: found.node.id,
  }));
  const byParent = new Map<ScreenNode, number[]>();
  for (const { parent, index } of removals) byParent.set(parent, [...(byParent.get(parent) ?? []), index]);
  for (const [parent, indices] of byParent) {
    for (const index of indices.sort((a, b) => b - a)) parent.children.splice(index, 1);
  }
  return removals.map((removal) => removal.id);
}
