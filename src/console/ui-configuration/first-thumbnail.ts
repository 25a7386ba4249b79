import { createPageRenderer } from '../../editor/export/page-renderer';
import type { HomepageDetail } from '../../shared/api/homepage';
import { blobToDataUrl } from '../../shared/blob-to-data-url';
import { homepageApi } from './homepage-api';

/** As the editor sends with its saves: the main page, small enough for the contract's limit. */
const THUMBNAIL_WIDTH = 180;
const THUMBNAIL_MAX_CHARS = 400_000;
/** Longer than a render takes here (the runtime's first load included), short enough to wait for. */
const RENDER_DEADLINE_MS = 6000;

const after = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/**
 * A new configuration gets its card picture at once, rendered by the runtime from its starting
 * document, instead of waiting for its first save in the editor. The caller waits for it before
 * letting the designer open the editor: saving it moves the version, and an editor opened on the
 * older one would meet a needless conflict. Best effort: a render that fails or misses the
 * deadline saves nothing (the card shows a placeholder). Resolves true when one was saved.
 */
export async function saveFirstThumbnail(created: HomepageDetail): Promise<boolean> {
  const main = created.document.pages.find((page) => page.type === 'MAIN');
  if (!main) return false;
  const renderer = createPageRenderer();
  try {
    const png = await Promise.race([
      renderer.renderPng(created.document, main.id, { width: THUMBNAIL_WIDTH }),
      after(RENDER_DEADLINE_MS),
    ]);
    if (!png) return false;
    const thumbnail = await blobToDataUrl(png);
    if (thumbnail.length > THUMBNAIL_MAX_CHARS) return false;
    await homepageApi.saveThumbnail(created.id, created.version, thumbnail);
    return true;
  } catch {
    return false;
  } finally {
    renderer.dispose();
  }
}
