import { dataUrlOf, inlineCssUrls } from './self-contained';

export interface ScreenBox {
  width: number;
  height: number;
}

/**
 * Whether an element starts beyond the screen's right or bottom edge: the unseen part of a long
 * content list. What it holds comes after it in the flow, so it is beyond the edge too.
 */
export function beyondScreen(element: Element, screen: ScreenBox): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= screen.height || box.left >= screen.width;
}

/** A video shows as a picture of its current frame (or nothing, when its frame cannot be read). */
function frameOf(video: HTMLVideoElement): Element {
  const picture = video.ownerDocument.createElement('img');
  for (const name of ['class', 'style']) {
    const value = video.getAttribute(name);
    if (value !== null) picture.setAttribute(name, value);
  }
  try {
    const canvas = video.ownerDocument.createElement('canvas');
    canvas.width = video.clientWidth;
    canvas.height = video.clientHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    picture.src = canvas.toDataURL();
  } catch {
    // Another site's video without CORS taints the canvas: its box stays empty.
  }
  return picture;
}

/**
 * A shallow copy of `element` and, recursively, of what it holds on the screen; the copies keep
 * their classes and inline styles, so the page's own style sheets lay them out as on the screen.
 * Pictures and inline url()s are turned into data: URLs by the promises pushed to `pending`.
 * What lies beyond the screen is left out with everything inside it, unmeasured: inside the
 * content area's off-screen chunks, which the browser neither lays out nor paints, each
 * measurement would make it lay that chunk out (a page of 1,000 modules took ~350 ms).
 */
export function copyOnScreen(element: Element, screen: ScreenBox, pending: Promise<unknown>[]): Element {
  if (element instanceof HTMLVideoElement) return frameOf(element);
  const copy = element.cloneNode(false) as Element;
  if (element instanceof HTMLImageElement && element.currentSrc) {
    copy.removeAttribute('srcset');
    pending.push(dataUrlOf(element.currentSrc).then((data) => data && copy.setAttribute('src', data)));
  }
  const style = element.getAttribute('style');
  if (style?.includes('url(')) {
    pending.push(
      inlineCssUrls(style, element.baseURI).then((inlined) => copy.setAttribute('style', inlined)),
    );
  }
  for (const child of element.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) copy.append(child.cloneNode());
    else if (child.nodeType === Node.ELEMENT_NODE && !beyondScreen(child as Element, screen)) {
      copy.append(copyOnScreen(child as Element, screen, pending));
    }
  }
  return copy;
}
