import type { ScreenNode } from './node';

/** Where a node sits in its page: its parent, its index there and the child indices from the root. */
export interface NodeLocation {
  node: ScreenNode;
  parent: ScreenNode | null;
  index: number;
  path: readonly number[];
}

export type PageNodeIndex = ReadonlyMap<string, NodeLocation>;

const cache = new WeakMap<ScreenNode, PageNodeIndex>();

/**
 * An id → location map of one page, built in one pass. Frozen roots (every document immer has
 * produced) are indexed once and cached by identity: an edit re-indexes only the page it changed.
 * The first node wins when an id repeats (validate.ts reports repeats).
 */
export function indexPage(root: ScreenNode): PageNodeIndex {
  const cached = cache.get(root);
  if (cached) return cached;
  const index = new Map<string, NodeLocation>();
  const stack: NodeLocation[] = [{ node: root, parent: null, index: 0, path: [] }];
  while (stack.length > 0) {
    const location = stack.pop()!;
    if (!index.has(location.node.id)) index.set(location.node.id, location);
    const { children } = location.node;
    for (let i = children.length - 1; i >= 0; i -= 1) {
      stack.push({ node: children[i], parent: location.node, index: i, path: [...location.path, i] });
    }
  }
  if (Object.isFrozen(root)) cache.set(root, index);
  return index;
}

/** Calls `visit` for every node of a tree, parents before children, without recursion. */
export function walkTree(root: ScreenNode, visit: (node: ScreenNode, depth: number) => void): void {
  const stack: Array<[ScreenNode, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    visit(node, depth);
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push([node.children[i], depth + 1]);
  }
}
