import { createId } from '../../shared/screen/ids';
import { duplicateNodes } from '../../shared/screen/operations/duplicate';
import { findNode } from '../../shared/screen/operations/find';
import { removeNodes } from '../../shared/screen/operations/remove';
import { type ShiftDirection, shiftNodes } from '../../shared/screen/operations/shift';
import { tagDefinition } from '../../shared/screen/tags/registry';
import { layerBoxOf, setLayerBoxes } from '../canvas/layer-box';
import type { EditorStore } from '../store/editor-store';

/** Edits of the selected elements: the toolbar, the keyboard and the context of a selection use them. */

/** Deletes the selection (page roots stay); deleted elements leave the selection and their panel closes. */
export function deleteSelection(store: EditorStore): void {
  const { selection } = store.getState();
  if (selection.length === 0) return;
  store.commands.edit('删除', (doc) => {
    removeNodes(doc, selection);
  });
}

/** Duplicates the selection, each copy after its original, and selects the copies. */
export function duplicateSelection(store: EditorStore, ids = createId): void {
  const { selection } = store.getState();
  if (selection.length === 0) return;
  let copies: string[] = [];
  const applied = store.commands.edit('复制元素', (doc) => {
    copies = duplicateNodes(doc, selection, ids);
  });
  if (applied && copies.length > 0) store.commands.select(copies);
}

/** Moves the selection one place up or down among its siblings. */
export function shiftSelection(store: EditorStore, direction: ShiftDirection): void {
  const { selection } = store.getState();
  if (selection.length === 0) return;
  store.commands.edit(direction === 'up' ? '上移' : '下移', (doc) => shiftNodes(doc, selection, direction));
}

/** The selected free layers (logo, sticker, floating button). */
export function selectedLayerIds(store: EditorStore): string[] {
  const { doc, selection } = store.getState();
  return selection.filter((id) => {
    const tag = findNode(doc, id)?.node.tag;
    return tag !== undefined && tagDefinition(tag)?.kind === 'layer';
  });
}

/**
 * Nudges the selected free layers by design units (arrow keys). Holding an arrow key is one
 * history step: the nudges of one selection share a merge key.
 */
export function nudgeLayers(store: EditorStore, dx: number, dy: number): boolean {
  const layers = selectedLayerIds(store);
  if (layers.length === 0) return false;
  const { doc } = store.getState();
  const boxes = new Map(
    layers.map((id) => {
      const box = layerBoxOf(findNode(doc, id)!.node.attrs);
      return [id, { x: box.x + dx, y: box.y + dy }] as const;
    }),
  );
  store.commands.edit('移动图层', (draft) => setLayerBoxes(draft, boxes), {
    mergeKey: `nudge:${layers.join(',')}`,
  });
  return true;
}
