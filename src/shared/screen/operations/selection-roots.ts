import type { ScreenDocument } from '../document';
import { type FoundNode, findNode } from './find';

/**
 * The selected nodes that are not inside another selected node, page roots and unknown ids left
 * out: deleting or duplicating a parent already takes its selected children along.
 */
export function selectionRoots(doc: ScreenDocument, ids: readonly string[]): FoundNode[] {
  const found = [...new Set(ids)]
    .map((id) => findNode(doc, id))
    .filter((f): f is FoundNode => f?.parent != null);
  const isInside = (inner: FoundNode, outer: FoundNode) =>
    inner.pageIndex === outer.pageIndex &&
    inner.path.length > outer.path.length &&
    outer.path.every((step, depth) => inner.path[depth] === step);
  return found.filter(
    (candidate) => !found.some((other) => other !== candidate && isInside(candidate, other)),
  );
}
