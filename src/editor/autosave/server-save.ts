import type { HomepageConflict, HomepageDetail } from '../../shared/api/homepage';
import type { ScreenDocument } from '../../shared/screen/document';
import { adoptDocument } from '../commands/document-commands';
import type { EditorStore } from '../store/editor-store';
import type { DraftLog } from './draft-log';
import { ConflictError, type HomepageClient, RefusedError } from './homepage-client';

/**
 * Saving to the server: on ⌘S or the save button, and by itself after a few seconds without
 * edits. Each save carries the version the draft started from; when someone else saved in
 * between, the server answers 409, the editor fetches the server's copy and asks the designer
 * (see ConflictDialog) — nothing is overwritten or dropped silently.
 */
export const IDLE_SAVE_MS = 4000;
/** After a failed save (network, server), try again this much later. */
export const RETRY_SAVE_MS = 15_000;

export interface Conflict {
  mine: { doc: ScreenDocument; name: string; editedAt: number };
  theirs: HomepageConflict;
}

export interface ServerSaverOptions {
  client: HomepageClient;
  draft: DraftLog | null;
  /** A small PNG of the main page as a data URL, sent along (null when it cannot be made). */
  thumbnail?: (doc: ScreenDocument) => Promise<string | null>;
  onConflict: (conflict: Conflict) => void;
  /** A save failed for another reason than a conflict (a refusal carries the server's words). */
  onError?: (error: unknown) => void;
}

export interface ServerSaver {
  save(options?: { force?: boolean }): Promise<void>;
  /** Conflict resolved by keeping mine: save it over the server's version. */
  saveOver(serverVersion: number): Promise<void>;
  /** Conflict resolved by taking theirs (or after saving mine elsewhere): the server's copy is now ours. */
  adopt(theirs: HomepageConflict): Promise<void>;
  dispose(): void;
}

/** The server's copy read from its detail (when a 409 came without it). */
function conflictState(detail: HomepageDetail): HomepageConflict {
  return {
    version: detail.version,
    updatedAt: detail.updatedAt,
    updatedBy: '',
    name: detail.name,
    document: detail.document,
  };
}

export function createServerSaver(store: EditorStore, options: ServerSaverOptions): ServerSaver {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastEditAt = Date.now();
  let lastThumbnail: { ast: unknown; url: string | null } | null = null;
  let savedName = store.getState().name;

  const schedule = (delay: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (store.getState().saveStatus === 'dirty' || store.getState().saveStatus === 'error')
        void saver.save();
    }, delay);
  };

  /** The main page's thumbnail, made again only when the main page changed. */
  const thumbnailFor = async (doc: ScreenDocument) => {
    const main = doc.pages.find((page) => page.type === 'MAIN');
    if (!options.thumbnail || !main) return undefined;
    if (lastThumbnail?.ast !== main.ast) {
      lastThumbnail = { ast: main.ast, url: await options.thumbnail(doc).catch(() => null) };
    }
    return lastThumbnail.url ?? undefined;
  };

  const saveOnce = async () => {
    const { doc, name, serverVersion, configurationId } = store.getState();
    store.setState({ saveStatus: 'saving' });
    const seq = (await options.draft?.flush()) ?? 0;
    try {
      const thumbnail = await thumbnailFor(doc);
      const saved = await options.client.edit({
        id: configurationId,
        version: serverVersion,
        name,
        document: doc,
        thumbnail,
      });
      const now = store.getState();
      const unchanged = now.doc === doc && now.name === name;
      savedName = name;
      store.setState({ serverVersion: saved.version, saveStatus: unchanged ? 'saved' : 'dirty' });
      await options.draft?.markSaved(seq, saved.version, name);
      if (!unchanged) schedule(IDLE_SAVE_MS);
    } catch (error) {
      if (error instanceof ConflictError) {
        store.setState({ saveStatus: 'conflict' });
        try {
          const theirs = error.theirs ?? conflictState(await options.client.detail(configurationId));
          options.onConflict({
            mine: { doc: store.getState().doc, name: store.getState().name, editedAt: lastEditAt },
            theirs,
          });
        } catch (detailError) {
          store.setState({ saveStatus: 'error' });
          options.onError?.(detailError);
          schedule(RETRY_SAVE_MS);
        }
        return;
      }
      // A refusal would be refused again: no retry, the status says so until the designer acts.
      const refused = error instanceof RefusedError;
      store.setState({ saveStatus: refused ? 'refused' : 'error' });
      options.onError?.(error);
      if (!refused) schedule(RETRY_SAVE_MS);
    }
  };

  const unsubscribeDoc = store.onDocumentChange(() => {
    lastEditAt = Date.now();
    schedule(IDLE_SAVE_MS);
  });
  const unsubscribeName = store.subscribe((state, previous) => {
    if (state.name === previous.name) return;
    options.draft?.rename(state.name);
    if (state.name !== savedName && state.saveStatus === 'saved') store.setState({ saveStatus: 'dirty' });
    schedule(IDLE_SAVE_MS);
  });

  const saver: ServerSaver = {
    async save({ force = false } = {}) {
      if (running) {
        again = true;
        return running;
      }
      const status = store.getState().saveStatus;
      // A conflict waits for the designer's choice; a clean draft has nothing to send.
      if (status === 'conflict' || (status === 'saved' && !force)) return;
      if (timer) clearTimeout(timer);
      running = (async () => {
        do {
          again = false;
          await saveOnce();
        } while (again && store.getState().saveStatus === 'dirty');
      })().finally(() => {
        running = null;
      });
      return running;
    },
    saveOver(serverVersion) {
      store.setState({ serverVersion, saveStatus: 'dirty' });
      return saver.save();
    },
    async adopt(theirs) {
      savedName = theirs.name;
      adoptDocument(store.commands, theirs.document);
      store.setState({ serverVersion: theirs.version, name: theirs.name, saveStatus: 'saved' });
      if (timer) clearTimeout(timer);
      const seq = (await options.draft?.flush()) ?? 0;
      await options.draft?.markSaved(seq, theirs.version, theirs.name);
    },
    dispose() {
      if (timer) clearTimeout(timer);
      unsubscribeDoc();
      unsubscribeName();
    },
  };
  return saver;
}
