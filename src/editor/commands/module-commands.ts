import { createId, type IdFactory } from '../../shared/screen/ids';
import { type InsertTarget, insertNode } from '../../shared/screen/operations/insert';
import { createPaletteNode, type PaletteEntry } from '../../shared/screen/tags/registry';
import type { EditorStore } from '../store/editor-store';

/**
 * Adds a palette module or free layer at a place (a click on its tile, or a drop on the canvas)
 * as one undoable step, and selects it. `attrs` are what the drop decided (a layer's box).
 */
export function addModule(
  store: EditorStore,
  entry: PaletteEntry,
  target: InsertTarget,
  attrs: Record<string, unknown> = {},
  ids: IdFactory = createId,
): boolean {
  const node = createPaletteNode(entry, ids);
  Object.assign(node.attrs, attrs);
  const added = store.commands.edit(`添加${entry.name}`, (doc) => insertNode(doc, target, node));
  if (added) store.commands.select([node.id]);
  return added;
}
