import { createStore, type StoreApi } from 'zustand/vanilla';
import { THUMBNAIL_WIDTH } from '../../runtime-host/main-thumbnail';
import type { PageRenderer } from '../../runtime-host/page-renderer';
import { whenIdle } from '../../shared/idle';
import type { ScreenDocument } from '../../shared/screen/document';
import type { ScreenNode } from '../../shared/screen/node';
import type { EditorStore } from '../store/editor-store';

/**
 * Page thumbnails for the page list: PNGs rendered by the page renderer once editing pauses,
 * one page per idle slot, and cached by the identity of the page's tree (an unchanged page is
 * never rendered again). The cache keeps the PNG blobs; components make short-lived object
 * URLs from them (see useThumbnailUrl). Their width is THUMBNAIL_WIDTH, that of the thumbnail
 * sent with a save: the two are one drawing (drawn-pages.ts).
 */
/** Editing must have paused this long before thumbnails are rendered. */
const QUIET_MS = 2500;

interface Entry {
  ast: ScreenNode;
  blob: Blob;
}

export interface ThumbnailCache {
  /** Page id → its latest thumbnail (possibly of an older version while a new one is due). */
  state: StoreApi<{ thumbnails: ReadonlyMap<string, Entry> }>;
  /** Starts following the document's edits; returns the function that stops (the cache stays). */
  start(): () => void;
}

export function createThumbnailCache(store: EditorStore, renderer: PageRenderer): ThumbnailCache {
  const state = createStore<{ thumbnails: ReadonlyMap<string, Entry> }>()(() => ({ thumbnails: new Map() }));
  let quiet: ReturnType<typeof setTimeout> | null = null;
  let cancelIdle: (() => void) | null = null;
  let running = false;

  const stalePage = (doc: ScreenDocument) =>
    doc.pages.find((page) => state.getState().thumbnails.get(page.id)?.ast !== page.ast);

  const renderNext = () => {
    cancelIdle = null;
    const { doc } = store.getState();
    const page = stalePage(doc);
    if (!page || !running) return;
    renderer
      .renderPng(doc, page.id, { width: THUMBNAIL_WIDTH })
      .then((blob) => {
        const thumbnails = new Map(state.getState().thumbnails);
        thumbnails.set(page.id, { ast: page.ast, blob });
        state.setState({ thumbnails });
        if (running) schedule(0);
      })
      // A missing thumbnail is not worth interrupting the designer for; the console says why.
      .catch((error: unknown) => console.warn('页面缩略图生成失败', error));
  };

  const schedule = (delay: number) => {
    if (quiet) clearTimeout(quiet);
    cancelIdle?.();
    quiet = setTimeout(() => {
      quiet = null;
      cancelIdle = whenIdle(renderNext, 5000);
    }, delay);
  };

  return {
    state,
    start() {
      running = true;
      const unsubscribe = store.onDocumentChange(() => schedule(QUIET_MS));
      schedule(QUIET_MS);
      return () => {
        running = false;
        unsubscribe();
        if (quiet) clearTimeout(quiet);
        cancelIdle?.();
      };
    },
  };
}
