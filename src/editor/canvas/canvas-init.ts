import type { EditorToRuntime } from '../../shared/runtime-protocol/messages';
import { orientationOf } from '../../shared/screen/orientation';
import type { EditorStore } from '../store/editor-store';

/** What the canvas's runtime is sent on `init`: the store's document and page, editable. */
export function canvasInit(store: EditorStore): EditorToRuntime['init'] {
  const { doc, pageId } = store.getState();
  return { document: doc, pageId, orientation: orientationOf(doc.global.screenSize), interactive: true };
}
