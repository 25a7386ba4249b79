import type { LayoutPart, Rect } from '../../shared/runtime-protocol/messages';
import { pageAtRest } from './capture-page';

const rectOf = ({ x, y, width, height }: DOMRect): Rect => ({ x, y, width, height });

function intersect(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible' || style.overflowY !== 'visible';
/** An element positioned `absolute` is placed by (and clipped from) its nearest such ancestor on. */
const containsAbsolute = (style: CSSStyleDeclaration) =>
  style.position !== 'static' || style.transform !== 'none';

/**
 * What is left of `element`'s box inside the screen and the ancestors that clip it: overflow
 * clips in-flow descendants, but not an absolutely positioned one whose containing block lies
 * further out, nor a fixed one (the subtitles and robot buttons float over the page's regions).
 */
function visibleBox(element: HTMLElement, screen: HTMLElement): Rect | null {
  let visible: Rect | null = rectOf(element.getBoundingClientRect());
  let placement = getComputedStyle(element).position;
  for (let ancestor = element.parentElement; ancestor && visible; ancestor = ancestor.parentElement) {
    if (ancestor === screen) return intersect(visible, rectOf(screen.getBoundingClientRect()));
    const style = getComputedStyle(ancestor);
    if (placement === 'fixed') continue;
    if (placement === 'absolute' && !containsAbsolute(style)) continue;
    if (clips(style)) visible = intersect(visible, rectOf(ancestor.getBoundingClientRect()));
    placement = style.position;
  }
  return visible;
}

const shown = (element: HTMLElement) => {
  const { width, height } = element.getBoundingClientRect();
  return width > 0 && height > 0 && getComputedStyle(element).visibility !== 'hidden';
};

/**
 * The top-level parts of the page `rootId` (its own children in the tree, wherever the layout
 * puts them in the DOM) as they lie on the screen once it is at rest: the publish check looks
 * for parts that cover each other or run off the screen.
 */
export async function measurePage(screen: HTMLElement, rootId: string): Promise<LayoutPart[]> {
  const root = await pageAtRest(screen, rootId);
  const parts = [...root.querySelectorAll<HTMLElement>('[data-node-id]')].filter(
    (element) => element.parentElement?.closest('[data-node-id]') === root && shown(element),
  );
  return parts.map((element) => ({
    id: element.dataset.nodeId ?? '',
    tag: element.dataset.tag ?? '',
    box: rectOf(element.getBoundingClientRect()),
    visible: visibleBox(element, screen),
  }));
}
