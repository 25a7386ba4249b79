import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ScreenDocument } from '../../shared/screen/document';
import type { ScreenNode } from '../../shared/screen/node';
import { whenIdle } from '../idle';
import type { EditorStore } from '../store/editor-store';
import type { PageRenderer } from './page-renderer';

/**
 * Page thumbnails for the page list: PNGs rendered by the page renderer once editing pauses,
 * one page per idle slot, and cached by the identity of the page's tree (an unchanged page is
 * never rendered again). The cache keeps the PNG blobs; components make short-lived object
 * URLs from them (see useThumbnailUrl).
 */
export const THUMBNAIL_WIDTH = 120;
/** Editing must have paused this long before thumbnails are rendered. */
const QUIET_MS = 2500;

interface Entry {
  ast: ScreenNode;
  blob: Blob;
}

export interface ThumbnailCache {
  /** Page id → its latest thumbnail (possibly of an older version while a new one is due). */
  state: StoreApi<{ thumbnails: ReadonlyMap<string, Entry> }>;
  dispose(): void;
}

export function createThumbnailCache(store: EditorStore, renderer: PageRenderer): ThumbnailCache {
  const state = createStore<{ thumbnails: ReadonlyMap<string, Entry> }>()(() => ({ thumbnails: new Map() }));
  let quiet: ReturnType<typeof setTimeout> | null = null;
  let cancelIdle: (() => void) | null = null;
  let disposed = false;

  const stalePage = (doc: ScreenDocument) =>
    doc.pages.find((page) => state.getState().thumbnails.get(page.id)?.ast !== page.ast);

  const renderNext = () => {
    cancelIdle = null;
    const { doc } = store.getState();
    const page = stalePage(doc);
    if (!page || disposed) return;
    renderer
      .renderPng(doc, page.id, { width: THUMBNAIL_WIDTH })
      .then((blob) => {
        if (disposed) return;
        const thumbnails = new Map(state.getState().thumbnails);
        thumbnails.set(page.id, { ast: page.ast, blob });
        state.setState({ thumbnails });
        schedule(0);
      })
      .catch(() => undefined);
  };

  const schedule = (delay: number) => {
    if (quiet) clearTimeout(quiet);
    cancelIdle?.();
    quiet = setTimeout(() => {
      quiet = null;
      cancelIdle = whenIdle(renderNext, 5000);
    }, delay);
  };

  const unsubscribe = store.onDocumentChange(() => schedule(QUIET_MS));
  schedule(QUIET_MS);

  return {
    state,
    dispose() {
      disposed = true;
      unsubscribe();
      if (quiet) clearTimeout(quiet);
      cancelIdle?.();
    },
  };
}
