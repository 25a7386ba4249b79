import { createId } from '../../shared/screen/ids';
import { duplicateNodes } from '../../shared/screen/operations/duplicate';
import { removeNodes } from '../../shared/screen/operations/remove';
import { type ShiftDirection, shiftNodes } from '../../shared/screen/operations/shift';
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
