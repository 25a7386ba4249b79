import type { ScreenSize } from '../../shared/screen/orientation';

export interface FittedScreen {
  /** Viewport pixels per screen pixel. */
  scale: number;
  /** Where the scaled screen's top-left corner sits, centring it (letterbox or pillarbox). */
  left: number;
  top: number;
}

/** Shows a screen of the configuration's size as large as the viewport allows, centred. */
export function fitScreen(screen: ScreenSize, viewport: ScreenSize): FittedScreen {
  const scale = Math.min(viewport.width / screen.width, viewport.height / screen.height);
  return {
    scale,
    left: Math.round((viewport.width - screen.width * scale) / 2),
    top: Math.round((viewport.height - screen.height * scale) / 2),
  };
}
