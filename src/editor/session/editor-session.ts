import { createContext, createElement, type ReactNode, useContext } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FrameGeometry } from '../../runtime-host/frame-geometry';
import { createPageRenderer, type PageRenderer } from '../../runtime-host/page-renderer';
import { whenIdle } from '../../shared/idle';
import { createRectBook, type RectBook } from '../bridge/rect-book';
import type { DropPlan } from '../canvas/drop-plan';
import { rememberDrawnPages } from '../export/drawn-pages';
import { createThumbnailCache, type ThumbnailCache } from '../export/thumbnail-cache';
import type { EditorStore } from '../store/editor-store';

/** A problem the runtime reported, shown as a notice under the canvas until dismissed. */
export interface RuntimeNotice {
  key: string;
  message: string;
  nodeId: string | null;
}

/** Where the canvas is on the editor page, for drops and keyboard moves of free layers. */
export interface CanvasHandle {
  overlay: HTMLElement | null;
  geometry: FrameGeometry | null;
}

/**
 * One open editor: the document store plus the parts of the screen that talk to each other
 * outside React's tree order (the palette drags onto the canvas, keyboard moves of free layers).
 */
export interface EditorSession {
  store: EditorStore;
  rects: RectBook;
  canvas: CanvasHandle;
  drop: StoreApi<{ plan: DropPlan | null; dragging: string | null }>;
  notices: StoreApi<{ items: RuntimeNotice[] }>;
  /** Renders pages to PNG (export, thumbnails); its iframe loads once the canvas was shown. */
  renderer: PageRenderer;
  thumbnails: ThumbnailCache;
  /** Starts the session's background work (thumbnails); returns the function that stops it. */
  start(): () => void;
}

const NOTICES_KEPT = 5;
/** The page renderer loads when the editor is next idle after the canvas was shown, or after this. */
const PREPARE_WITHIN_MS = 3000;

export function createEditorSession(
  store: EditorStore,
  renderer: PageRenderer = rememberDrawnPages(createPageRenderer()),
): EditorSession {
  const thumbnails = createThumbnailCache(store, renderer);
  const rects = createRectBook();
  return {
    store,
    rects,
    canvas: { overlay: null, geometry: null },
    drop: createStore(() => ({ plan: null, dragging: null })),
    notices: createStore(() => ({ items: [] })),
    renderer,
    thumbnails,
    start() {
      const stopThumbnails = thumbnails.start();
      const stopPreparing = prepareOnceShown(store, rects, renderer);
      return () => {
        stopThumbnails();
        stopPreparing();
        renderer.dispose();
      };
    },
  };
}

/**
 * Once the canvas has shown its page (its boxes are all measured), the page renderer loads in
 * idle time: the first export then starts from a runtime that is up, not from a new iframe.
 * Not earlier: a second runtime loading beside the canvas would slow the editor's opening.
 */
function prepareOnceShown(store: EditorStore, rects: RectBook, renderer: PageRenderer): () => void {
  let cancelIdle = () => {};
  const stopWatching = rects.state.subscribe(({ ready }) => {
    if (!ready) return;
    stopWatching();
    cancelIdle = whenIdle(() => {
      const { doc, pageId } = store.getState();
      renderer.prepare(doc, pageId);
    }, PREPARE_WITHIN_MS);
  });
  return () => {
    stopWatching();
    cancelIdle();
  };
}

export function addRuntimeNotice(session: EditorSession, message: string, nodeId: string | null): void {
  const { items } = session.notices.getState();
  const key = `${nodeId ?? ''}:${message}`;
  if (items.some((item) => item.key === key)) return;
  session.notices.setState({ items: [...items, { key, message, nodeId }].slice(-NOTICES_KEPT) });
}

export function dismissRuntimeNotice(session: EditorSession, key: string): void {
  session.notices.setState({ items: session.notices.getState().items.filter((item) => item.key !== key) });
}

const EditorSessionContext = createContext<EditorSession | null>(null);

export function EditorSessionProvider({
  session,
  children,
}: {
  session: EditorSession;
  children: ReactNode;
}) {
  return createElement(EditorSessionContext.Provider, { value: session }, children);
}

export function useEditorSession(): EditorSession {
  const session = useContext(EditorSessionContext);
  if (!session) throw new Error('useEditorSession must be used inside <EditorSessionProvider>');
  return session;
}
