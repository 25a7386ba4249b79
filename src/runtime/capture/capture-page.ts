import type { CaptureRequest } from '../../shared/runtime-protocol/messages';
import { drawPicture } from './draw-picture';
import { selfContainedCss } from './self-contained';

/**
 * PNG export, thumbnails and the thumbnail sent with saves are drawn here, inside the runtime,
 * by the page renderer's own runtime (never the canvas): the canvas is a sandboxed document of
 * another origin and process, whose DOM the editor cannot read. The PNG travels back as a Blob.
 */

/** Longest wait for the requested page to be on screen. */
const SHOW_TIMEOUT_MS = 15_000;

/**
 * The PNG is drawn from a copy of the page that starts its CSS animations from their first frame
 * (a card rising in would be caught transparent): a runtime asked for pictures shows every
 * element at rest from then on, without animations or transitions.
 */
const STILL_PICTURES_CSS =
  '*, *::before, *::after { animation: none !important; transition: none !important; }';

let still = false;

function showEverythingAtRest(document: Document): void {
  if (still) return;
  still = true;
  const style = document.createElement('style');
  style.textContent = STILL_PICTURES_CSS;
  document.head.append(style);
}

/** About a frame, by the clock: an invisible iframe may never get an animation frame. */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 16));

/** Resolves once `find()` returns an element, checked about once a frame; rejects after the timeout. */
async function waitFor(find: () => Element | null): Promise<void> {
  const giveUp = Date.now() + SHOW_TIMEOUT_MS;
  while (!find()) {
    if (Date.now() > giveUp) throw new Error('页面渲染超时');
    await nextFrame();
  }
}

/**
 * Reads the page's style sheets and what they show ahead of the first picture, in a runtime that
 * may be asked for pictures (not the canvas, not the robot's player), in idle time after it
 * showed its page: the first export then does not wait for them.
 */
export function prepareDrawing(screen: HTMLElement): void {
  void selfContainedCss(screen.ownerDocument);
}

/**
 * Resolves with the root of the page `rootId` once it is shown and laid out as it will stay:
 * every element at rest, two more frames for late layout, every picture decoded.
 */
export async function pageAtRest(screen: HTMLElement, rootId: string): Promise<HTMLElement> {
  const document = screen.ownerDocument;
  showEverythingAtRest(document);
  const find = () => screen.querySelector<HTMLElement>(`[data-node-id="${CSS.escape(rootId)}"]`);
  await waitFor(find);
  await nextFrame();
  await nextFrame();
  await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  const root = find();
  if (!root) throw new Error('页面渲染超时');
  return root;
}

/** Draws the page whose root is `rootId` once it is shown, its pictures decoded. */
export async function capturePage(screen: HTMLElement, request: CaptureRequest): Promise<Blob> {
  const { rootId, width, height, pixelRatio } = request;
  await pageAtRest(screen, rootId);
  return drawPicture(screen, { width, height, pixelRatio });
}
