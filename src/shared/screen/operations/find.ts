import { current, isDraft } from 'immer';
import type { ScreenDocument, ScreenPage } from '../document';
import type { ScreenNode } from '../node';
import { indexPage, type NodeLocation } from '../node-index';

export interface FoundNode extends NodeLocation {
  page: ScreenPage;
  pageIndex: number;
}

/**
 * Finds a node by id in any page: the node, its parent, its index and its page. O(1) per page on
 * a frozen document (see indexPage); a draft is read through its plain snapshot.
 */
export function findNode(doc: ScreenDocument, id: string): FoundNode | undefined {
  const plain = snapshotOf(doc);
  for (let pageIndex = 0; pageIndex < plain.pages.length; pageIndex += 1) {
    const page = plain.pages[pageIndex];
    const location = indexPage(page.ast).get(id);
    if (location) return { ...location, page, pageIndex };
  }
  return undefined;
}

/** A plain snapshot of a document that may be an immer draft (cheap: unchanged parts are shared). */
export function snapshotOf(doc: ScreenDocument): ScreenDocument {
  return isDraft(doc) ? current(doc) : doc;
}

/** The node at a child-index path below a root; on a draft this only touches the nodes on the path. */
export function nodeAtPath(root: ScreenNode, path: readonly number[]): ScreenNode {
  let node = root;
  for (const index of path) node = node.children[index];
  return node;
}

/** A node located for editing: the same node reached in the (possibly draft) document. */
export interface EditTarget {
  found: FoundNode;
  node: ScreenNode;
  parent: ScreenNode | null;
}

export class ScreenOperationError extends Error {}

/** Locates a node for editing, or throws when the id is not in the document. */
export function locateForEdit(doc: ScreenDocument, id: string): EditTarget {
  const found = findNode(doc, id);
  if (!found) throw new ScreenOperationError(`找不到要编辑的元素：${id}`);
  const root = doc.pages[found.pageIndex].ast;
  const node = nodeAtPath(root, found.path);
  const parent = found.path.length === 0 ? null : nodeAtPath(root, found.path.slice(0, -1));
  return { found, node, parent };
}
