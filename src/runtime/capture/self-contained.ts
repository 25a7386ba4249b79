import { blobToDataUrl } from '../../shared/blob-to-data-url';
import type { ScreenBox } from './on-screen';

/**
 * A picture of the page is drawn as an SVG image, which loads nothing from outside: the style
 * sheets travel inside it as text, and every address they and the page use becomes a data: URL
 * first (each fetched once per runtime; the server lets the runtime's opaque origin read them).
 */
const URL_IN_CSS = /url\(\s*(["']?)([^"')]+)\1\s*\)/g;
/**
 * Viewport units: an SVG image's viewport is not the screen's, so they become multiples of
 * custom properties the picture sets to the screen's (SCREEN_UNITS).
 */
const VIEWPORT_LENGTH = /(-?\d*\.?\d+)(vw|vh)\b/g;

/** The custom properties a picture sets on the copy's container: 1vw and 1vh of the screen. */
export function screenUnits(screen: ScreenBox): Record<string, string> {
  return { '--screen-vw': `${screen.width / 100}px`, '--screen-vh': `${screen.height / 100}px` };
}

const inScreenUnits = (css: string) =>
  css.replace(
    VIEWPORT_LENGTH,
    (_whole, value: string, unit: string) => `calc(${value} * var(--screen-${unit}))`,
  );

const dataUrls = new Map<string, Promise<string | null>>();

/** The resource at `address` as a data: URL, or null when it cannot be read. */
export function dataUrlOf(address: string): Promise<string | null> {
  if (address.startsWith('data:')) return Promise.resolve(address);
  let pending = dataUrls.get(address);
  if (!pending) {
    pending = fetch(address)
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => (blob ? blobToDataUrl(blob) : null))
      .catch(() => null);
    dataUrls.set(address, pending);
  }
  return pending;
}

/** `css` with every url() (relative to `base`) as a data: URL; one that cannot be read stays as it was. */
export async function inlineCssUrls(css: string, base: string): Promise<string> {
  const addresses = [...new Set(Array.from(css.matchAll(URL_IN_CSS), (match) => match[2]))];
  if (addresses.length === 0) return css;
  const inlined = new Map(
    await Promise.all(
      addresses.map(async (address) => [address, await dataUrlOf(new URL(address, base).href)] as const),
    ),
  );
  return css.replace(URL_IN_CSS, (whole, _quote, address: string) => {
    const data = inlined.get(address);
    return data ? `url("${data}")` : whole;
  });
}

const sheetTexts = new WeakMap<Element, Promise<string>>();

/** One style sheet of the page (a `<link>` or a `<style>`) as self-contained text, read once. */
function sheetText(owner: HTMLLinkElement | HTMLStyleElement): Promise<string> {
  let text = sheetTexts.get(owner);
  if (!text) {
    text =
      owner instanceof HTMLLinkElement
        ? fetch(owner.href)
            .then((response) => (response.ok ? response.text() : ''))
            .then((css) => inlineCssUrls(inScreenUnits(css), owner.href))
            .catch(() => '')
        : inlineCssUrls(inScreenUnits(owner.textContent ?? ''), owner.baseURI);
    sheetTexts.set(owner, text);
  }
  return text;
}

/** Every style sheet of `document`, in order, as one text an SVG image can use (with screenUnits). */
export async function selfContainedCss(document: Document): Promise<string> {
  const owners = document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>(
    'link[rel="stylesheet"], style',
  );
  return (await Promise.all(Array.from(owners, sheetText))).join('\n');
}
