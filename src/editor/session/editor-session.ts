import { createContext, createElement, type ReactNode, useContext } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createRectBook, type RectBook } from '../bridge/rect-book';
import type { DropPlan } from '../canvas/drop-plan';
import type { FrameGeometry } from '../canvas/frame-geometry';
import { createPageRenderer, type PageRenderer } from '../export/page-renderer';
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
  iframe: HTMLIFrameElement | null;
  geometry: FrameGeometry | null;
}

/**
 * One open editor: the document store plus the parts of the screen that talk to each other
 * outside React's tree order (the palette drags onto the canvas, export reads the iframe).
 */
export interface EditorSession {
  store: EditorStore;
  rects: RectBook;
  canvas: CanvasHandle;
  drop: StoreApi<{ plan: DropPlan | null; dragging: string | null }>;
  notices: StoreApi<{ items: RuntimeNotice[] }>;
  /** Renders pages to PNG (export, thumbnails); its iframe is created on first use. */
  renderer: PageRenderer;
  thumbnails: ThumbnailCache;
  /** Starts the session's background work (thumbnails); returns the function that stops it. */
  start(): () => void;
}

const NOTICES_KEPT = 5;

export function createEditorSession(store: EditorStore): EditorSession {
  const renderer = createPageRenderer();
  const thumbnails = createThumbnailCache(store, renderer);
  return {
    store,
    rects: createRectBook(),
    canvas: { overlay: null, iframe: null, geometry: null },
    drop: createStore(() => ({ plan: null, dragging: null })),
    notices: createStore(() => ({ items: [] })),
    renderer,
    thumbnails,
    start() {
      const stopThumbnails = thumbnails.start();
      return () => {
        stopThumbnails();
        renderer.dispose();
      };
    },
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
