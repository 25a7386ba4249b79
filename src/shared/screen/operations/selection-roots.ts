import type { ScreenDocument } from '../document';
import { indexPage } from '../node-index';
import { type FoundNode, findNode } from './find';

/**
 * The selected nodes that are not inside another selected node, page roots and unknown ids left
 * out: deleting or duplicating a parent already takes its selected children along. Each node's
 * ancestors are walked through the page index: O(selected × depth), also for "select all".
 */
export function selectionRoots(doc: ScreenDocument, ids: readonly string[]): FoundNode[] {
  const found = [...new Set(ids)]
    .map((id) => findNode(doc, id))
    .filter((f): f is FoundNode => f?.parent != null);
  const selected = new Set(found.map((f) => f.node.id));
  return found.filter((candidate) => {
    const index = indexPage(candidate.page.ast);
    for (let parent = candidate.parent; parent; parent = index.get(parent.id)?.parent ?? null) {
      if (selected.has(parent.id)) return false;
    }
    return true;
  });
}
