import type { ScreenDocument } from '../document';
import type { IdFactory } from '../ids';
import type { ScreenNode } from '../node';
import { editChildren } from './children';
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
  const copies = selectionRoots(snapshotOf(doc), ids).map((found) => ({
    found,
    copy: cloneWithFreshIds(found.node, createId),
  }));
  // Deeper parents first (an outer list is copied with the inner lists already edited), and
  // later positions first within a list, so earlier insertions do not move them.
  const order = [...copies].sort(
    (a, b) => b.found.path.length - a.found.path.length || b.found.index - a.found.index,
  );
  for (const { found, copy } of order) {
    const parent = nodeAtPath(doc.pages[found.pageIndex].ast, found.path.slice(0, -1));
    editChildren(parent, (children) => children.splice(found.index + 1, 0, copy));
  }
  return copies.map(({ copy }) => copy.id);
}
