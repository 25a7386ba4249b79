import { HOMEPAGE_CALL, http } from '../../console/api/http';
import { HOMEPAGE_API, type HomepageDetail } from '../../shared/api/homepage';
import { findUnsavedDraft, type RecoveredDraft } from '../autosave/draft-log';
import { indexedDbDraftStorage } from '../autosave/draft-storage';

/** What the editor opens a configuration with: the server's copy, and an unsaved local draft if any. */
export interface EditorOpening {
  detail: HomepageDetail;
  draft: RecoveredDraft | null;
}

/** Looks for an unsaved local draft; a browser without IndexedDB simply has none. */
async function unsavedDraftOf(configurationId: string): Promise<RecoveredDraft | null> {
  try {
    return await findUnsavedDraft(indexedDbDraftStorage(), configurationId);
  } catch {
    return null;
  }
}

export async function fetchEditorOpening(configuration: string): Promise<EditorOpening> {
  const [detail, draft] = await Promise.all([
    http.get<HomepageDetail>(HOMEPAGE_API.detail, { id: configuration }, HOMEPAGE_CALL),
    unsavedDraftOf(configuration),
  ]);
  return { detail, draft };
}
