import type { ScreenDocument } from '../document';
import type { ScreenNode } from '../node';
import { walkTree } from '../node-index';
import { acceptsChild, tagDefinition } from '../tags/registry';
import { editChildren } from './children';
import { findNode, locateForEdit, ScreenOperationError, snapshotOf } from './find';

export interface InsertTarget {
  parentId: string;
  /** Position among the parent's children; past the end (or omitted) appends. */
  index?: number;
}

/** Whether a node of `tag` may be dropped into `parentId` (drop targets, paste). */
export function canInsert(doc: ScreenDocument, parentId: string, tag: string): boolean {
  const parent = findNode(doc, parentId);
  return parent !== undefined && acceptsChild(parent.node.tag, tag);
}

/** Inserts a new node (with its subtree) into a parent that accepts its tag. */
export function insertNode(doc: ScreenDocument, { parentId, index }: InsertTarget, node: ScreenNode): void {
  const { node: parent } = locateForEdit(doc, parentId);
  if (!acceptsChild(parent.tag, node.tag)) {
    const name = tagDefinition(node.tag)?.name ?? node.tag;
    throw new ScreenOperationError(`这里不能放置${name}`);
  }
  const plain = snapshotOf(doc);
  walkTree(node, (inserted) => {
    if (findNode(plain, inserted.id)) throw new ScreenOperationError(`元素编号重复：${inserted.id}`);
  });
  const position = Math.max(0, Math.min(index ?? parent.children.length, parent.children.length));
  editChildren(parent, (children) => children.splice(position, 0, node));
}
