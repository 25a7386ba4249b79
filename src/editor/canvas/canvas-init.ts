import type { EditorToRuntime } from '../../shared/runtime-protocol/messages';
import type { ScreenDocument } from '../../shared/screen/document';
import { orientationOf } from '../../shared/screen/orientation';
import type { EditorStore } from '../store/editor-store';

/** What the canvas's runtime is sent on `init` to show `pageId` of `doc`, editable. */
export function canvasInitOf(doc: ScreenDocument, pageId: string): EditorToRuntime['init'] {
  return { document: doc, pageId, orientation: orientationOf(doc.global.screenSize), interactive: true };
}

/** The store's document and page. */
export function canvasInit(store: EditorStore): EditorToRuntime['init'] {
  const { doc, pageId } = store.getState();
  return canvasInitOf(doc, pageId);
}
