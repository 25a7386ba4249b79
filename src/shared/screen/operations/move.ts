import type { ScreenDocument } from '../document';
import { acceptsChild, tagDefinition } from '../tags/registry';
import { locateForEdit, ScreenOperationError } from './find';

export interface MoveTarget {
  parentId: string;
  /** The node's index among the target parent's children once moved (clamped). */
  index: number;
}

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
  // Both parents are resolved before the removal shifts any index.
  const [moved] = source.parent.children.splice(source.found.index, 1);
  const position = Math.max(0, Math.min(index, target.node.children.length));
  target.node.children.splice(position, 0, moved);
}
