import type { ScreenDocument } from '../document';
import type { ScreenNode } from '../node';
import { acceptsChild, tagDefinition } from '../tags/registry';
import { editChildren } from './children';
import { locateForEdit, ScreenOperationError } from './find';

export interface MoveTarget {
  parentId: string;
  /** The node's index among the target parent's children once moved (clamped). */
  index: number;
}

const clamp = (index: number, length: number) => Math.max(0, Math.min(index, length));

/** Moves a node within its parent or into another parent (also on another page). */
export function moveNode(doc: ScreenDocument, id: string, { parentId, index }: MoveTarget): void {
  const source = locateForEdit(doc, id);
  if (!source.parent) throw new ScreenOperationError('页面本身不能移动');
  const target = locateForEdit(doc, parentId);
  const samePage = source.found.pageIndex === target.found.pageIndex;
  const sourcePath = source.found.path;
  const insideItself = samePage && sourcePath.every((step, depth) => target.found.path[depth] === step);
  if (insideItself) throw new ScreenOperationError('不能把元素移动到它自己里面');
  if (!acceptsChild(target.node.tag, source.node.tag)) {
    throw new ScreenOperationError(`这里不能放置${tagDefinition(source.node.tag)?.name ?? source.node.tag}`);
  }
  const moved: ScreenNode = source.found.node;
  if (source.parent === target.node) {
    editChildren(target.node, (children) => {
      children.splice(source.found.index, 1);
      children.splice(clamp(index, children.length), 0, moved);
    });
    return;
  }
  const take = () => editChildren(source.parent!, (children) => children.splice(source.found.index, 1));
  const put = () =>
    editChildren(target.node, (children) => children.splice(clamp(index, children.length), 0, moved));
  // The deeper list first: an outer list is copied with the inner one already edited.
  const targetIsDeeper = samePage && target.found.path.length >= sourcePath.length;
  if (targetIsDeeper) {
    put();
    take();
  } else {
    take();
    put();
  }
}
