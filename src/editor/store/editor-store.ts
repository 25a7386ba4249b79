import type { Draft, Patch } from 'immer';
import { freeze } from 'immer';
import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ScreenDocument } from '../../shared/screen/document';
import { findNode } from '../../shared/screen/operations/find';
import { EMPTY_PANEL_CONFIG, type PanelConfig } from '../../shared/screen/panel';
import { createHistory, type EditOptions, type History } from '../history';
import type { EditorInit, EditorState, SaveStatus } from './editor-state';
import { shownPageId } from './shown-page';
import { createViewNotifier } from './view-notifier';

export type { EditorInit, EditorState, SaveStatus } from './editor-state';

export type SelectMode = 'replace' | 'toggle';

/** The commands of an editor session. They are created once: safe to use in effects and memos. */
export interface EditorCommands {
  /**
   * Applies a named document edit through history; its patches go to the iframe and autosave.
   * An edit an operation refuses (it throws) changes nothing and reports why. Returns whether
   * the edit applied.
   */
  edit(label: string, recipe: (doc: Draft<ScreenDocument>) => void, options?: EditOptions): boolean;
  undo(): void;
  redo(): void;
  /** Ends a typing run: the next edit of the same field is a step of its own (a field lost focus). */
  sealHistory(): void;
  select(ids: readonly string[], mode?: SelectMode): void;
  hover(id: string | null): void;
  setPage(pageId: string): void;
  setPanel(changes: Partial<PanelConfig>): void;
  /** Saves to the server now (⌘S, the save button). */
  save(): Promise<void>;
}

/** How a document change came about; listeners (iframe bridge, autosave) receive its patches. */
export interface DocumentChange {
  kind: 'edit' | 'undo' | 'redo';
  label: string;
  patches: Patch[];
  doc: ScreenDocument;
}

export interface EditorStore extends StoreApi<EditorState> {
  commands: EditorCommands;
  /**
   * Subscribes to document changes, called just before the store's state changes (read the new
   * document from the change, not from the store); returns the unsubscribe function. An `urgent`
   * listener (the canvas, which the person waits for) is called before the others (autosave,
   * thumbnails: bookkeeping that can come a moment later), whenever it subscribed.
   */
  onDocumentChange(listener: (change: DocumentChange) => void, options?: { urgent?: boolean }): () => void;
  /** Registers what `save()` does (the server save of this session); returns the unregister. */
  setSaveHandler(handler: () => Promise<void>): () => void;
  /**
   * Runs commands given in view of the canvas (a shortcut: Delete, ⌘Z, ⌘V…). Their document
   * changes reach the canvas at once, and the editor's panels once the canvas has drawn them
   * (`canvasDrew`), within CANVAS_FIRST_MAX_MS: on two cores, panels re-rendering in the canvas's
   * frame took the CPU it needed, and the edit reached the screen a frame late.
   */
  canvasFirst<T>(work: () => T): T;
  /** The canvas drew the patches sent so far: panels held by `canvasFirst` follow now. */
  canvasDrew(): void;
  /** The store as the editor's React views read it (`useEditor`): see `canvasFirst`. */
  view: { getState(): EditorState; subscribe(listener: () => void): () => void };
}

/** The longest the panels wait for the canvas after an edit made in view of it. */
export const CANVAS_FIRST_MAX_MS = 100;

export interface EditorStoreOptions {
  /** Shown when an edit is refused ("粘贴失败：这里不能放置功能卡片"). */
  onProblem?: (text: string) => void;
  history?: History<ScreenDocument>;
}

function panelFor(selection: readonly string[]): PanelConfig {
  const selected = selection.at(-1) ?? null;
  return selected === null ? EMPTY_PANEL_CONFIG : { ...EMPTY_PANEL_CONFIG, selected };
}

/**
 * What stays valid after the document changed: selected elements that were deleted leave the
 * selection (and their panel closes), a deleted page gives way to the main page.
 */
function reconcile(state: EditorState, doc: ScreenDocument): Partial<EditorState> {
  const changes: Partial<EditorState> = {};
  const pageId = shownPageId(doc, state.pageId);
  if (pageId !== state.pageId) changes.pageId = pageId;
  const selection = state.selection.filter((id) => findNode(doc, id) !== undefined);
  if (selection.length !== state.selection.length) {
    changes.selection = selection;
    if (state.panel.selected !== null && !selection.includes(state.panel.selected)) {
      changes.panel = panelFor(selection);
    }
  }
  if (state.hoverId !== null && findNode(doc, state.hoverId) === undefined) changes.hoverId = null;
  return changes;
}

/** What an edit leaves as it is: a save on its way, a conflict or a refusal waiting on the designer. */
const STATUS_KEPT_BY_EDITS = new Set<SaveStatus>(['saving', 'conflict', 'refused']);

export function createEditorStore(initial: EditorInit, options: EditorStoreOptions = {}): EditorStore {
  const history = options.history ?? createHistory<ScreenDocument>();
  const urgentListeners = new Set<(change: DocumentChange) => void>();
  const listeners = new Set<(change: DocumentChange) => void>();
  let saveHandler: (() => Promise<void>) | null = null;
  const views = createViewNotifier(CANVAS_FIRST_MAX_MS);
  let inViewOfCanvas = false;
  // A frozen document lets the node index cache each page by identity (node-index.ts).
  const doc = freeze(initial.doc, true);

  const store = createStore<EditorState>()(() => ({
    doc,
    pageId: shownPageId(doc, initial.pageId),
    selection: [],
    hoverId: null,
    panel: EMPTY_PANEL_CONFIG,
    projectId: initial.projectId,
    configurationId: initial.configurationId,
    name: initial.name,
    serverVersion: initial.serverVersion,
    saveStatus: initial.saveStatus ?? 'saved',
    canUndo: false,
    canRedo: false,
    readOnly: initial.readOnly ?? null,
  }));

  const commit = (kind: DocumentChange['kind'], label: string, next: ScreenDocument, patches: Patch[]) => {
    // The patches leave first: the canvas applies them while the editor's own state and panels
    // catch up.
    const change: DocumentChange = { kind, label, patches, doc: next };
    if (inViewOfCanvas) views.hold();
    for (const listener of urgentListeners) listener(change);
    for (const listener of listeners) listener(change);
    const state = store.getState();
    store.setState({
      doc: next,
      canUndo: history.canUndo(),
      canRedo: history.canRedo(),
      saveStatus: STATUS_KEPT_BY_EDITS.has(state.saveStatus) ? state.saveStatus : 'dirty',
      ...reconcile(state, next),
    });
  };

  const commands: EditorCommands = {
    edit(label, recipe, editOptions) {
      let change: ReturnType<History<ScreenDocument>['apply']>;
      try {
        change = history.apply(store.getState().doc, recipe, editOptions);
      } catch (error) {
        options.onProblem?.(`${label}失败：${error instanceof Error ? error.message : String(error)}`);
        return false;
      }
      if (change.patches.length > 0) commit('edit', label, change.state, change.patches);
      return true;
    },
    undo() {
      const change = history.undo(store.getState().doc);
      if (change) commit('undo', '撤销', change.state, change.patches);
    },
    redo() {
      const change = history.redo(store.getState().doc);
      if (change) commit('redo', '重做', change.state, change.patches);
    },
    sealHistory() {
      history.seal();
    },
    select(ids, mode = 'replace') {
      const { selection } = store.getState();
      let next: string[];
      if (mode === 'replace') next = [...new Set(ids)];
      else {
        const toggled = new Set(ids);
        const allSelected = ids.every((id) => selection.includes(id));
        next = allSelected
          ? selection.filter((id) => !toggled.has(id))
          : [...selection.filter((id) => !toggled.has(id)), ...toggled];
      }
      if (next.length === selection.length && next.every((id, i) => id === selection[i])) return;
      store.setState({ selection: next, panel: panelFor(next) });
    },
    hover(id) {
      if (store.getState().hoverId !== id) store.setState({ hoverId: id });
    },
    setPage(pageId) {
      const state = store.getState();
      if (state.pageId === pageId || !state.doc.pages.some((page) => page.id === pageId)) return;
      store.setState({ pageId, selection: [], hoverId: null, panel: EMPTY_PANEL_CONFIG });
    },
    setPanel(changes) {
      store.setState({ panel: { ...store.getState().panel, ...changes } });
    },
    async save() {
      await saveHandler?.();
    },
  };

  const { readOnly } = initial;
  if (readOnly) {
    // A view-only session: every change passes through edit, refused here with the reason (an
    // editing session keeps the edit above, untouched).
    commands.edit = () => {
      options.onProblem?.(readOnly);
      return false;
    };
  }

  store.subscribe(() => views.notify());

  return Object.assign(store, {
    commands,
    view: { getState: store.getState, subscribe: views.subscribe },
    canvasFirst<T>(work: () => T): T {
      inViewOfCanvas = true;
      try {
        return work();
      } finally {
        inViewOfCanvas = false;
      }
    },
    canvasDrew: views.release,
    onDocumentChange(listener: (change: DocumentChange) => void, { urgent = false } = {}) {
      const set = urgent ? urgentListeners : listeners;
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    setSaveHandler(handler: () => Promise<void>) {
      saveHandler = handler;
      return () => {
        if (saveHandler === handler) saveHandler = null;
      };
    },
  });
}

const EditorStoreContext = createContext<EditorStore | null>(null);

export function EditorStoreProvider({ store, children }: { store: EditorStore; children: ReactNode }) {
  return createElement(EditorStoreContext.Provider, { value: store }, children);
}

export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore must be used inside <EditorStoreProvider>');
  return store;
}

/** Reads a slice of the editor state; re-renders when it changes (Object.is). */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  const { view } = useEditorStore();
  return useSyncExternalStore(view.subscribe, () => selector(view.getState()));
}

/** Like useEditor, for selectors that build a new array or object (compared shallowly). */
export function useEditorShallow<T>(selector: (state: EditorState) => T): T {
  return useEditor(useShallow(selector));
}

export function useEditorCommands(): EditorCommands {
  return useEditorStore().commands;
}
