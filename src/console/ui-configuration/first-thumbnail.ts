import { renderMainThumbnail } from '../../runtime-host/main-thumbnail';
import type { HomepageDetail } from '../../shared/api/homepage';
import { homepageApi } from './homepage-api';

/**
 * A new configuration gets its card picture at once, rendered by the runtime from its starting
 * document, instead of waiting for its first save in the editor. The caller waits for it before
 * letting the designer open the editor: saving it moves the version, and an editor opened on the
 * older one would meet a needless conflict. Resolves true when one was saved.
 */
export async function saveFirstThumbnail(created: HomepageDetail): Promise<boolean> {
  const thumbnail = await renderMainThumbnail(created.document);
  if (!thumbnail) return false;
  try {
    await homepageApi.saveThumbnail(created.id, created.version, thumbnail);
    return true;
  } catch {
    return false;
  }
}
