import { DESIGN_WIDTH, EDITOR_FRAME_WIDTH } from '../shared/screen/constants';
import { type Orientation, orientationOf, type ScreenSize } from '../shared/screen/orientation';

/**
 * The canvas shows the runtime at the screen's real pixel size, scaled down to the spec's frame
 * width (400 portrait, 700 landscape); its height follows the screen ratio.
 */
export interface FrameGeometry {
  orientation: Orientation;
  /** The screen's real size: the iframe's CSS size before scaling. */
  screen: ScreenSize;
  /** The frame on the canvas, in editor CSS pixels. */
  width: number;
  height: number;
  /** Editor pixels per screen pixel. */
  scale: number;
  /** Editor pixels per design unit (750 units = the screen width). */
  unit: number;
}

export function frameGeometry(screen: ScreenSize, frameWidth?: number): FrameGeometry {
  const orientation = orientationOf(screen);
  const width = frameWidth ?? EDITOR_FRAME_WIDTH[orientation];
  const scale = width / screen.width;
  return {
    orientation,
    screen,
    width,
    height: Math.round(screen.height * scale),
    scale,
    unit: width / DESIGN_WIDTH,
  };
}

/** The largest frame of the screen's ratio that fits in a box (previews). */
export function fitGeometry(screen: ScreenSize, box: { width: number; height: number }): FrameGeometry {
  const scale = Math.min(box.width / screen.width, box.height / screen.height);
  return frameGeometry(screen, Math.floor(screen.width * scale));
}
