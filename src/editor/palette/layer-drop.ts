import type { Rect } from '../../shared/runtime-protocol/messages';
import { DESIGN_WIDTH } from '../../shared/screen/constants';
import type { ScreenPage } from '../../shared/screen/document';
import { isFreeLayer } from '../../shared/screen/tags/define';
import { acceptsChild, tagDefinition } from '../../shared/screen/tags/registry';
import type { DropPlan, Point } from '../canvas/drop-plan';
import { layerBoxOf } from '../canvas/layer-box';
import { cannotAddReason } from './insert-target';

/** A start (design units) that centres `size` on `centre` without leaving a room of `room` units. */
const placed = (centre: number, size: number, room: number) =>
  Math.min(Math.max(Math.round(centre - size / 2), 0), Math.max(Math.floor(room - size), 0));

/**
 * Where a free layer (sticker, floating button) dragged over the canvas would land: on the page
 * root, above everything drawn before it, its default size centred on the pointer and kept inside
 * the page, in design units (750 = the screen width). The plan's line is the layer's outline.
 * Every page type takes free layers; a page whose root does not (an unknown page tag) refuses,
 * naming the page type. Null for tags that are not free layers: they flow between modules.
 */
export function planLayerDrop(
  page: ScreenPage,
  tag: string,
  point: Point,
  rectOf: (id: string) => Rect | undefined,
): DropPlan | null {
  const definition = tagDefinition(tag);
  if (!definition || !isFreeLayer(definition)) return null;
  const root = page.ast;
  if (!acceptsChild(root.tag, tag)) return { kind: 'refused', reason: cannotAddReason(page, tag), at: point };
  const pageBox = rectOf(root.id);
  // Not measured yet (the runtime is still drawing the page): nowhere to place it from.
  if (!pageBox) return { kind: 'refused', reason: `这里不能放置${definition.name}`, at: point };
  const unit = pageBox.width / DESIGN_WIDTH;
  const { width, height } = layerBoxOf(definition.defaults().attrs);
  const x = placed((point.x - pageBox.x) / unit, width, DESIGN_WIDTH);
  const y = placed((point.y - pageBox.y) / unit, height, pageBox.height / unit);
  return {
    kind: 'insert',
    parentId: root.id,
    index: root.children.length,
    attrs: { x, y, width, height },
    line: { x: pageBox.x + x * unit, y: pageBox.y + y * unit, width: width * unit, height: height * unit },
  };
}
