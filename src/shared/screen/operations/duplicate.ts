import type { ScreenDocument } from '../document';
import type { IdFactory } from '../ids';
import type { ScreenNode } from '../node';
import { nodeAtPath, snapshotOf } from './find';
import { selectionRoots } from './selection-roots';

/** A deep copy of a node with fresh ids throughout (duplicate, paste, templates). */
export function cloneWithFreshIds(node: ScreenNode, createId: IdFactory): ScreenNode {
  return {
    id: createId(),
    tag: node.tag,
    attrs: structuredClone(node.attrs),
    styles: { ...node.styles },
    data: structuredClone(node.data),
    children: node.children.map((child) => cloneWithFreshIds(child, createId)),
  };
}

/**
 * Duplicates the given nodes, each copy placed right after its original. Nested selections are
 * copied once (with their parent). Returns the copies' ids in the order of the originals.
 */
export function duplicateNodes(doc: ScreenDocument, ids: readonly string[], createId: IdFactory): string[] {
  const roots = selectionRoots(snapshotOf(doc), ids);
  const copies = roots.map((found) => ({
    parent: nodeAtPath(doc.pages[found.pageIndex].ast, found.path.slice(0, -1)),
    index: found.index,
    copy: cloneWithFreshIds(found.node, createId),
  }));
  // Later positions first, so earlier insertions do not move them.
  for (const { parent, index, copy } of [...copies].sort((a, b) => b.index - a.index)) {
    parent.children.splice(index + 1, 0, copy);
  }
  return copies.map(({ copy }) => copy.id);
}
