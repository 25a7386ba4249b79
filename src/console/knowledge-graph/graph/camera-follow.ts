import type Sigma from 'sigma';
import type { FramedBox } from './position-updates';

/** A camera's position and zoom (its angle stays). */
export interface CameraView {
  x: number;
  y: number;
  ratio: number;
}

/** The larger side of the nodes' extent: what sigma's normalization divides by. */
const sideOf = (box: FramedBox) => Math.max(box.maxX - box.minX, box.maxY - box.minY) || 1;

/**
 * Where the camera must be, in the coordinates sigma still normalizes with, to show what `view`
 * shows once sigma normalizes again with the nodes' current extent (`box`): sigma maps that
 * extent's centre to 0.5 and its larger side to 1.
 */
export function cameraFor(view: CameraView, box: FramedBox): CameraView {
  const side = sideOf(box);
  return {
    x: (box.minX + box.maxX) / 2 + (view.x - 0.5) * side,
    y: (box.minY + box.maxY) / 2 + (view.y - 0.5) * side,
    ratio: view.ratio * side,
  };
}

/** The inverse of cameraFor: what a camera placed by hand shows, relative to the extent. */
export function viewFor(camera: CameraView, box: FramedBox): CameraView {
  const side = sideOf(box);
  return {
    x: 0.5 + (camera.x - (box.minX + box.maxX) / 2) / side,
    y: 0.5 + (camera.y - (box.minY + box.maxY) / 2) / side,
    ratio: camera.ratio / side,
  };
}

type Camera = ReturnType<Sigma['getCamera']>;

/**
 * Keeps the camera showing the same part of the graph while sigma's normalization stays that of
 * its last whole pass and the layout moves the nodes: what sigma's own pass at every frame did by
 * normalizing again. A camera the user moved meanwhile is taken as the new view. The zoom's
 * bounds (the settings' minCameraRatio and maxCameraRatio) stay bounds of the view: a graph that
 * spread to 10 times its extent needs a camera ratio of 10 to be seen whole.
 */
export class CameraFollow {
  /** What the camera shows, relative to the nodes' extent. */
  private view: CameraView;
  private box: FramedBox | null = null;
  /** Where this put the camera last. */
  private placed: CameraView | null = null;
  private readonly bounds: { min: number | null; max: number | null };
  /** Camera ratio units per unit of the view's: sizes that grow with the zoom divide by it. */
  scale = 1;

  constructor(private readonly camera: Camera) {
    const { x, y, ratio } = camera.getState();
    this.view = { x, y, ratio };
    this.bounds = { min: camera.minRatio, max: camera.maxRatio };
  }

  private bound(side: number) {
    this.scale = side;
    const { min, max } = this.bounds;
    this.camera.minRatio = min === null ? null : min * side;
    this.camera.maxRatio = max === null ? null : max * side;
  }

  private takeUserMove() {
    const { x, y, ratio } = this.camera.getState();
    const moved = this.placed && (x !== this.placed.x || y !== this.placed.y || ratio !== this.placed.ratio);
    if (moved && this.box) this.view = viewFor({ x, y, ratio }, this.box);
  }

  frame(box: FramedBox) {
    this.takeUserMove();
    this.box = box;
    this.bound(sideOf(box));
    this.placed = cameraFor(this.view, box);
    this.camera.setState(this.placed);
    // The camera may have bounded the ratio: compare with what it took.
    const { x, y, ratio } = this.camera.getState();
    this.placed = { x, y, ratio };
  }

  /** Sigma normalizes with the nodes' extent again: the view is the camera's own state. */
  release() {
    if (!this.box) return;
    this.takeUserMove();
    this.bound(1);
    this.camera.setState(this.view);
  }
}
