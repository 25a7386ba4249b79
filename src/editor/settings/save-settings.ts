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

/**
 * Saves the settings onto the base document with the base's version. A stale version rejects
 * with the editor's ConflictError (409), carrying what the server holds, so the screen can let
 * the designer choose; nothing is overwritten silently.
 */
export async function saveGlobalSettings(
  client: Pick<HomepageClient, 'edit'>,
  base: SettingsBase,
  settings: ScreenGlobal,
): Promise<{ saved: HomepageSaved; document: ScreenDocument }> {
  const document = produce(base.document, (draft) => applyGlobalSettings(draft, settings));
  const saved = await client.edit({ id: base.id, version: base.version, name: base.name, document });
  return { saved, document };
}
