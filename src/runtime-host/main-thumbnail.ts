import { blobToDataUrl } from '../shared/blob-to-data-url';
import type { ScreenDocument } from '../shared/screen/document';
import { createPageRenderer, type PageRenderer } from './page-renderer';

/**
 * The width of page thumbnails: the one sent with a save and those of the editor's page list are
 * one drawing (editor/export/drawn-pages.ts).
 */
export const THUMBNAIL_WIDTH = 180;
/** The thumbnail sent with a save (the main page's, as in the page list) must fit the server's 400 KB limit. */
const SAVE_THUMBNAIL_MAX_CHARS = 400_000;
/** Longer than a render takes here (the runtime's first load included), short enough to wait for. */
const RENDER_DEADLINE_MS = 6000;

const after = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/** The main page as the data URL a save carries, or null when it has none or it is too large. */
export async function mainPageThumbnail(renderer: PageRenderer, doc: ScreenDocument): Promise<string | null> {
  const main = doc.pages.find((page) => page.type === 'MAIN');
  if (!main) return null;
  const url = await blobToDataUrl(await renderer.renderPng(doc, main.id, { width: THUMBNAIL_WIDTH }));
  return url.length <= SAVE_THUMBNAIL_MAX_CHARS ? url : null;
}

/**
 * The same outside the editor (a new configuration, global settings), in a renderer of its own
 * that is gone afterwards. Best effort: a render that fails or misses the deadline gives null
 * (the card then shows a placeholder of the screen's shape).
 */
export async function renderMainThumbnail(doc: ScreenDocument): Promise<string | null> {
  const renderer = createPageRenderer();
  try {
    return await Promise.race([mainPageThumbnail(renderer, doc), after(RENDER_DEADLINE_MS)]);
  } catch {
    return null;
  } finally {
    renderer.dispose();
  }
}
