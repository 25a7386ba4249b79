import { produce } from 'immer';
import type { HomepageSaved } from '../../shared/api/homepage';
import type { ScreenDocument, ScreenGlobal } from '../../shared/screen/document';
import type { HomepageClient } from '../autosave/homepage-client';
import { applyGlobalSettings } from './orientation-switch';

/** The stored configuration the settings are saved onto: the version they start from. */
export interface SettingsBase {
  id: string;
  name: string;
  version: number;
  document: ScreenDocument;
}

/** Draws the main page's thumbnail as a data URL (null when it cannot). */
export type ThumbnailDrawer = (document: ScreenDocument) => Promise<string | null>;

/** The settings that change how the main page looks in the list's card. */
function changesTheCard(before: ScreenGlobal, after: ScreenGlobal): boolean {
  const size = (global: ScreenGlobal) => `${global.screenSize.width}x${global.screenSize.height}`;
  return size(before) !== size(after) || before.logoUrl !== after.logoUrl;
}

/**
 * Saves the settings onto the base document with the base's version, with a new thumbnail when
 * they change how the main page looks (the list's card follows the document). A stale version
 * rejects with the editor's ConflictError (409), carrying what the server holds, so the screen
 * can let the designer choose; nothing is overwritten silently.
 */
export async function saveGlobalSettings(
  client: Pick<HomepageClient, 'edit'>,
  base: SettingsBase,
  settings: ScreenGlobal,
  drawThumbnail: ThumbnailDrawer,
): Promise<{ saved: HomepageSaved; document: ScreenDocument }> {
  const document = produce(base.document, (draft) => applyGlobalSettings(draft, settings));
  const thumbnail = changesTheCard(base.document.global, settings) ? await drawThumbnail(document) : null;
  const saved = await client.edit({
    id: base.id,
    version: base.version,
    name: base.name,
    document,
    ...(thumbnail ? { thumbnail } : {}),
  });
  return { saved, document };
}
