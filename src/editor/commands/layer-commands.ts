import { findNode } from '../../shared/screen/operations/find';
import type { LayerBox } from '../../shared/screen/tags/layer-tags';
import { layerBoxOf, setLayerBoxes } from '../canvas/layer-box';
import { selectedLayerIds } from '../queries/selected-layers';
import type { EditorCommands, EditorStore } from '../store/editor-store';

/** Moving and resizing free layers (logo, sticker, floating button) on the page. */

const MOVE_LABEL = '移动图层';

type Edit = Pick<EditorCommands, 'edit'>;

/**
 * Nudges the selected free layers by design units (arrow keys). Holding an arrow key is one
 * history step: the nudges of one selection share a merge key.
 */
export function nudgeLayers(store: EditorStore, dx: number, dy: number): boolean {
  const layers = selectedLayerIds(store.getState());
  if (layers.length === 0) return false;
  const { doc } = store.getState();
  const boxes = new Map(
    layers.map((id) => {
      const box = layerBoxOf(findNode(doc, id)!.node.attrs);
      return [id, { x: box.x + dx, y: box.y + dy }] as const;
    }),
  );
  store.commands.edit(MOVE_LABEL, (draft) => setLayerBoxes(draft, boxes), {
    mergeKey: `nudge:${layers.join(',')}`,
  });
  return true;
}

/** A drag in progress: the canvas follows the layer live, and history records nothing yet. */
export function followLayerDrag(commands: Edit, id: string, box: Partial<LayerBox>): void {
  commands.edit(MOVE_LABEL, (doc) => setLayerBoxes(doc, new Map([[id, box]])), { record: false });
}

/** The drag's end: one recorded step from where the layer started, so undo returns it there. */
export function finishLayerDrag(commands: Edit, id: string, from: LayerBox, to: LayerBox): void {
  // Back to the start unrecorded, then the one recorded step.
  followLayerDrag(commands, id, from);
  commands.edit(MOVE_LABEL, (doc) => setLayerBoxes(doc, new Map([[id, to]])));
}
