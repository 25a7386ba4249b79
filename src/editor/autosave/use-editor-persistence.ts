import { useCallback, useEffect, useRef, useState } from 'react';
import { feedback } from '../../console/app/feedback';
import { copyName } from '../../console/ui-configuration/copy-name';
import { mainPageThumbnail } from '../../runtime-host/main-thumbnail';
import { createId } from '../../shared/screen/ids';
import type { EditorSession } from '../session/editor-session';
import type { ConflictChoice } from './ConflictDialog';
import { createDraftLog, type DraftMeta, discardDraft } from './draft-log';
import { indexedDbDraftStorage } from './draft-storage';
import { homepageClient, RefusedError } from './homepage-client';
import { type Conflict, createServerSaver, type ServerSaver } from './server-save';

export interface PersistenceOptions {
  /** A view-only session: nothing to keep, nothing to save. */
  readOnly: boolean;
  /** The local draft this session was restored from (removed once the new draft is written). */
  restoredFrom: DraftMeta | null;
  /** After the designer saved their version as a copy: open it. */
  openConfiguration: (id: string) => void;
}

/**
 * Autosave and server save of an editor session: every edit's patches go to the local draft in
 * IndexedDB, saves go to the server (⌘S, the save button, a few seconds after the last edit),
 * and a 409 brings up the conflict to resolve.
 */
export function useEditorPersistence(
  session: EditorSession,
  { readOnly, restoredFrom, openConfiguration }: PersistenceOptions,
) {
  const { store } = session;
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const saver = useRef<ServerSaver | null>(null);
  const restored = useRef(restoredFrom);

  useEffect(() => {
    if (readOnly) return;
    const storage = indexedDbDraftStorage();
    const start = store.getState();
    const draft = createDraftLog({
      storage,
      configurationId: start.configurationId,
      sessionId: createId(),
      name: start.name,
      serverVersion: start.serverVersion,
      doc: start.doc,
      baseSaved: start.saveStatus === 'saved',
      current: () => store.getState().doc,
      onFailure: () => feedback.warning('浏览器存储不可用，本地草稿暂停保存；请及时保存到服务器'),
    });
    const previous = restored.current;
    if (previous) {
      restored.current = null;
      void draft.flush().then(() => discardDraft(storage, previous));
    }
    const stopAppending = store.onDocumentChange(({ patches }) => draft.append(patches));
    const serverSaver = createServerSaver(store, {
      client: homepageClient,
      draft,
      thumbnail: (doc) => mainPageThumbnail(session.renderer, doc),
      onConflict: setConflict,
      // A refusal is not retried: say why (the save itself is quiet).
      onError: (error) => {
        if (error instanceof RefusedError) feedback.error(error.message);
      },
    });
    saver.current = serverSaver;
    const unregister = store.setSaveHandler(() => serverSaver.save({ force: true }));
    // A closing tab or a hidden window writes its last keystrokes now.
    const flushNow = () => void draft.flush();
    const onVisibility = () => document.visibilityState === 'hidden' && flushNow();
    window.addEventListener('pagehide', flushNow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flushNow);
      document.removeEventListener('visibilitychange', onVisibility);
      unregister();
      serverSaver.dispose();
      stopAppending();
      draft.dispose();
      saver.current = null;
    };
  }, [store, session, readOnly]);

  const resolveConflict = useCallback(
    async (choice: ConflictChoice) => {
      const current = saver.current;
      if (!conflict || !current) return;
      const { mine, theirs } = conflict;
      if (choice === 'keep-mine') {
        setConflict(null);
        await current.saveOver(theirs.version);
        return;
      }
      if (choice === 'save-copy') {
        const name = copyName(mine.name);
        const { configurationId } = store.getState();
        const copy = await homepageClient.copy(configurationId, name);
        await homepageClient.edit({ id: copy.id, version: copy.version, name, document: mine.doc });
        await current.adopt(theirs);
        setConflict(null);
        feedback.success(`你的版本已另存为「${name}」`);
        openConfiguration(copy.id);
        return;
      }
      await current.adopt(theirs);
      setConflict(null);
      feedback.success('已采用服务器上的版本；需要时可用撤销找回你的修改');
    },
    [conflict, store, openConfiguration],
  );

  return { conflict, resolveConflict };
}
