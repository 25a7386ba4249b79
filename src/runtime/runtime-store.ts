import { enablePatches, freeze, type Patch } from 'immer';
import { createStore } from 'zustand/vanilla';
import { applyCompactPatches } from '../shared/screen/array-patches';
import type { ScreenDocument, ScreenPage } from '../shared/screen/document';
import { type Orientation, orientationOf } from '../shared/screen/orientation';

enablePatches();

/**
 * What the runtime shows. The document is frozen and only ever replaced by applying immer
 * patches, so unchanged nodes keep their identity and memoised components skip them.
 */
export interface RuntimeState {
  document: ScreenDocument | null;
  pageId: string | null;
  orientation: Orientation;
  /** Editor mode: clicks select elements instead of operating them. */
  interactive: boolean;
  selected: readonly string[];
  hovered: string | null;
  /** Why nothing can be shown (player: the document could not be loaded). */
  failure: string | null;
}

export type RuntimeStore = ReturnType<typeof createRuntimeStore>;

export function createRuntimeStore() {
  return createStore<RuntimeState>()(() => ({
    document: null,
    pageId: null,
    orientation: 'vertical',
    interactive: false,
    selected: [],
    hovered: null,
    failure: null,
  }));
}

export function showDocument(
  store: RuntimeStore,
  document: ScreenDocument,
  { pageId, orientation, interactive }: { pageId?: string; orientation?: Orientation; interactive: boolean },
): void {
  store.setState({
    document: freeze(document, true),
    pageId: pageId ?? null,
    orientation: orientation ?? orientationOf(document.global.screenSize),
    interactive,
    failure: null,
  });
}

export function patchDocument(store: RuntimeStore, patches: Patch[]): void {
  const { document } = store.getState();
  if (document) store.setState({ document: applyCompactPatches(document, patches) });
}

/** The page to show: the requested one, else the first main page, else the first page. */
export function currentPage({
  document,
  pageId,
}: Pick<RuntimeState, 'document' | 'pageId'>): ScreenPage | null {
  if (!document || document.pages.length === 0) return null;
  return (
    document.pages.find((page) => page.id === pageId) ??
    document.pages.find((page) => page.type === 'MAIN') ??
    document.pages[0]
  );
}
