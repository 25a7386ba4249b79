/**
 * The arithmetic of the floor plan's view: a picture in pixels shown in a box on screen at a
 * scale and an offset. Pure, so zoom and fit are tested without a canvas.
 */
export interface View {
  scale: number;
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

export const MIN_SCALE = 0.02;
export const MAX_SCALE = 8;
/** One wheel notch or button press zooms by this factor. */
export const ZOOM_STEP = 1.2;
/** Room left around the picture when fitted. */
const FIT_MARGIN = 24;

const clampScale = (scale: number): number => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The whole picture centred in the box. */
export function fitView(picture: Size, box: Size): View {
  const room = {
    width: Math.max(1, box.width - 2 * FIT_MARGIN),
    height: Math.max(1, box.height - 2 * FIT_MARGIN),
  };
  const scale = clampScale(Math.min(room.width / picture.width, room.height / picture.height));
  return {
    scale,
    x: (box.width - picture.width * scale) / 2,
    y: (box.height - picture.height * scale) / 2,
  };
}

/** Zoom by `factor` keeping the picture spot under `anchor` (a box position) where it is. */
export function zoomAt(view: View, factor: number, anchor: { x: number; y: number }): View {
  const scale = clampScale(view.scale * factor);
  const spot = { x: (anchor.x - view.x) / view.scale, y: (anchor.y - view.y) / view.scale };
  return { scale, x: anchor.x - spot.x * scale, y: anchor.y - spot.y * scale };
}

/** The view that puts a picture spot in the middle of the box, zoomed in at least to `minScale`. */
export function centreOn(view: View, spot: { x: number; y: number }, box: Size, minScale = 1): View {
  const scale = Math.max(view.scale, Math.min(minScale, MAX_SCALE));
  return { scale, x: box.width / 2 - spot.x * scale, y: box.height / 2 - spot.y * scale };
}

/** A spot kept inside the picture. */
export function clampToPicture(spot: { x: number; y: number }, picture: Size): { x: number; y: number } {
  return {
    x: Math.round(Math.min(picture.width, Math.max(0, spot.x))),
    y: Math.round(Math.min(picture.height, Math.max(0, spot.y))),
  };
}
