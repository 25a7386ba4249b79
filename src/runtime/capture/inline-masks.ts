import { blobToDataUrl } from '../../shared/blob-to-data-url';
import { elementsOnScreen, type ScreenBox } from './on-screen';

/**
 * html-to-image draws the page as an SVG image, which loads nothing from outside: a CSS mask
 * (the robot UI's stock icons are masks, often on ::before/::after) would paint as a solid
 * square. Before a PNG is taken, the masks on screen get their picture inline, as data URLs, in
 * a style sheet of the renderer's own page (never the canvas).
 */
const URL_IN_CSS = /url\(["']?([^"')]+)["']?\)/;
const PARTS = ['', '::before', '::after'] as const;
const MARK = 'data-png-mask';

const inlined = new Map<string, Promise<string | null>>();

function dataUrlOf(address: string): Promise<string | null> {
  let pending = inlined.get(address);
  if (!pending) {
    pending = fetch(address)
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => (blob ? blobToDataUrl(blob) : null))
      .catch(() => null);
    inlined.set(address, pending);
  }
  return pending;
}

export async function inlineMasks(root: Element, screen: ScreenBox): Promise<void> {
  const document = root.ownerDocument;
  const view = document.defaultView;
  if (!view) return;
  const rules: Promise<string | null>[] = [];
  let next = document.querySelectorAll(`[${MARK}]`).length;
  for (const element of elementsOnScreen(root, screen)) {
    for (const part of PARTS) {
      const address = URL_IN_CSS.exec(view.getComputedStyle(element, part || null).maskImage)?.[1];
      if (!address || address.startsWith('data:')) continue;
      if (!element.hasAttribute(MARK)) {
        next += 1;
        element.setAttribute(MARK, String(next));
      }
      const selector = `[${MARK}="${element.getAttribute(MARK)}"]${part}`;
      rules.push(
        dataUrlOf(address).then((data) =>
          data
            ? `${selector} { mask-image: url("${data}") !important; -webkit-mask-image: url("${data}") !important; }`
            : null,
        ),
      );
    }
  }
  const css = (await Promise.all(rules)).filter((rule) => rule !== null).join('\n');
  if (!css) return;
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}
