import type { ScreenDocument } from '../document';
import { editChildren } from './children';
import { nodeAtPath, snapshotOf } from './find';
import { selectionRoots } from './selection-roots';

/**
 * Removes the given nodes (group delete). Ids inside another removed node, page roots and
 * unknown ids are skipped. Returns the ids actually removed, so the editor can clear their panel.
 */
export function removeNodes(doc: ScreenDocument, ids: readonly string[]): string[] {
  const roots = selectionRoots(snapshotOf(doc), ids);
  const byParent = new Map<string, { pageIndex: number; parentPath: readonly number[]; indices: number[] }>();
  for (const found of roots) {
    const parentPath = found.path.slice(0, -1);
    const key = `${found.pageIndex}:${parentPath.join('.')}`;
    if (!byParent.has(key)) byParent.set(key, { pageIndex: found.pageIndex, parentPath, indices: [] });
    byParent.get(key)!.indices.push(found.index);
  }
  // Deeper parents first: an outer list is copied with the inner lists already edited.
  const parents = [...byParent.values()].sort((a, b) => b.parentPath.length - a.parentPath.length);
  for (const { pageIndex, parentPath, indices } of parents) {
    const parent = nodeAtPath(doc.pages[pageIndex].ast, parentPath);
    editChildren(parent, (children) => {
      for (const index of indices.sort((a, b) => b - a)) children.splice(index, 1);
    });
  }
  return roots.map((found) => found.node.id);
}
