import { encodePng } from './encode-png';
import { copyOnScreen, type ScreenBox } from './on-screen';
import { screenUnits, selfContainedCss } from './self-contained';

const SVG = 'http://www.w3.org/2000/svg';

export interface PictureOptions extends ScreenBox {
  /** Picture pixels per screen pixel (a thumbnail is drawn smaller). */
  pixelRatio: number;
}

/** The SVG image of the copy: its style sheets inside, on a box of the screen's size and colour. */
function pictureSvg(copy: Element, css: string, screen: ScreenBox): string {
  const document = copy.ownerDocument;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('width', String(screen.width));
  svg.setAttribute('height', String(screen.height));
  svg.setAttribute('viewBox', `0 0 ${screen.width} ${screen.height}`);
  const content = document.createElementNS(SVG, 'foreignObject');
  content.setAttribute('width', '100%');
  content.setAttribute('height', '100%');
  // Stands for the page's html and body, which the copy's styles may expect around it.
  const page = document.createElement('div');
  const body = document.defaultView!.getComputedStyle(document.body);
  Object.assign(page.style, {
    width: `${screen.width}px`,
    height: `${screen.height}px`,
    overflow: 'hidden',
    margin: '0',
    background: body.backgroundColor,
  });
  for (const [name, value] of Object.entries(screenUnits(screen))) page.style.setProperty(name, value);
  const style = document.createElement('style');
  style.textContent = css;
  page.append(style, copy);
  content.append(page);
  svg.append(content);
  return new XMLSerializer().serializeToString(svg);
}

/**
 * Draws `root` (the runtime's screen, laid out at the screen's size at the top left of its
 * window) as a PNG: a copy of what is on the screen goes into an SVG image with the page's style
 * sheets, which the browser draws onto a canvas. No element's computed style is read: the
 * picture costs about one layout and paint of one screenful, whatever the page holds beyond it.
 */
export async function drawPicture(
  root: Element,
  { width, height, pixelRatio }: PictureOptions,
): Promise<Blob> {
  const screen = { width, height };
  const pending: Promise<unknown>[] = [];
  const copy = copyOnScreen(root, screen, pending);
  const [css] = await Promise.all([selfContainedCss(root.ownerDocument), ...pending]);
  // A data: URL, not a blob: one: the picture of a blob of an opaque origin taints the canvas.
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pictureSvg(copy, css, screen))}`;
  await image.decode();
  const canvas = new OffscreenCanvas(Math.round(width * pixelRatio), Math.round(height * pixelRatio));
  canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
  return encodePng(canvas);
}
