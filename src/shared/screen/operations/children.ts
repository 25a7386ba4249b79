import { current, isDraft } from 'immer';
import type { ScreenNode } from '../node';

/**
 * Changes a node's children on a plain copy of the list, then assigns it. Splicing the draft
 * list itself would make immer create a draft for every element it shifts (1,000 modules: 1,000
 * drafts per edit); the copy holds the untouched elements as they are. The whole-list patch this
 * produces is turned back into a splice by compactPatches.
 */
export function editChildren(parent: ScreenNode, edit: (children: ScreenNode[]) => void): void {
  const children = isDraft(parent.children) ? [...current(parent.children)] : [...parent.children];
  edit(children);
  parent.children = children;
}
