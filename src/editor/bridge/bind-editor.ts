import type { RuntimeFrame } from '../../runtime-host/runtime-frame';
import { type Orientation, orientationOf } from '../../shared/screen/orientation';
import { panelForClickedEntry } from '../panels/form/list-focus';
import type { EditorStore } from '../store/editor-store';
import { replayKey } from './forward-keys';
import type { RectBook } from './rect-book';

export interface BindOptions {
  rects: RectBook;
  /** A problem the runtime reported (an unknown tag, a broken picture): a non-blocking notice. */
  onRuntimeError: (message: string, nodeId: string | null) => void;
  /**
   * A click in the canvas chose what is selected: the editor takes the keyboard back, so the
   * next shortcut (Delete, ⌘/Ctrl+C) reaches it directly instead of being forwarded by the canvas.
   */
  takeKeyboard: () => void;
}

/**
 * Keeps the canvas runtime in step with the editor store: document edits travel as their immer
 * patches (batched per frame by the link), selection, hover, page and orientation as whole
 * values; clicks, hovers and element boxes come back. Returns the function that unbinds.
 */
export function bindEditorToRuntime(
  store: EditorStore,
  { channel, link }: RuntimeFrame,
  options: BindOptions,
) {
  const { commands } = store;
  let orientation: Orientation = orientationOf(store.getState().doc.global.screenSize);

  const unsubscribers = [
    // Urgent: the patch leaves before autosave and the thumbnails note the edit.
    store.onDocumentChange(
      ({ patches, doc }) => {
        link.sendPatches(patches);
        const next = orientationOf(doc.global.screenSize);
        if (next !== orientation) {
          orientation = next;
          link.orientation(next);
        }
      },
      { urgent: true },
    ),
    store.subscribe((state, previous) => {
      if (state.pageId !== previous.pageId) link.page(state.pageId);
      if (state.selection !== previous.selection) link.select(state.selection);
      if (state.hoverId !== previous.hoverId) link.hover(state.hoverId);
    }),
    channel.on('ready', () => options.rects.reset()),
    channel.on('rects', (report) => options.rects.apply(report)),
    channel.on('select', ({ id, shiftKey, metaKey, ctrlKey, entry }) => {
      options.takeKeyboard();
      const toggle = shiftKey || metaKey || ctrlKey;
      if (id === null) {
        if (!toggle) commands.select([]);
        return;
      }
      commands.select([id], toggle ? 'toggle' : 'replace');
      // A click on an entry of a list (the 3rd feature, a slide) opens that entry in the panel.
      if (entry && store.getState().panel.selected === id) commands.setPanel(panelForClickedEntry(entry));
    }),
    channel.on('hover', ({ id }) => commands.hover(id)),
    channel.on('error', ({ message, nodeId }) => options.onRuntimeError(message, nodeId)),
    channel.on('key', (press) => replayKey(press, document)),
    channel.on('drawn', () => store.canvasDrew()),
  ];
  link.select(store.getState().selection);
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
