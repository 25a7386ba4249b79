import type { Draft } from 'immer';
import type { ScreenDocument } from '../../shared/screen/document';
import { locateForEdit } from '../../shared/screen/operations/find';
import type { LayerBox } from '../../shared/screen/tags/layer-tags';

/** A free layer's box in design units, from its attrs (missing values read as 0). */
export function layerBoxOf(attrs: Record<string, unknown>): LayerBox {
  const read = (key: keyof LayerBox) => (typeof attrs[key] === 'number' ? (attrs[key] as number) : 0);
  return { x: read('x'), y: read('y'), width: read('width'), height: read('height') };
}

/** Sets the given parts of free layers' boxes (rounded to whole design units). */
export function setLayerBoxes(
  doc: Draft<ScreenDocument>,
  boxes: ReadonlyMap<string, Partial<LayerBox>>,
): void {
  for (const [id, box] of boxes) {
    const { node } = locateForEdit(doc as ScreenDocument, id);
    for (const [key, value] of Object.entries(box)) node.attrs[key] = Math.round(value);
  }
}

/** An overlay box (editor pixels) in design units. */
export function toDesignUnits(
  box: { left: number; top: number; width: number; height: number },
  unit: number,
): LayerBox {
  return {
    x: Math.round(box.left / unit),
    y: Math.round(box.top / unit),
    width: Math.max(10, Math.round(box.width / unit)),
    height: Math.max(10, Math.round(box.height / unit)),
  };
}
