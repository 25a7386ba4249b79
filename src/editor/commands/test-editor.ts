import type { ScreenDocument } from '../../shared/screen/document';
import { findNode } from '../../shared/screen/operations/find';
import { sampleDocument } from '../../shared/screen/operations/test-fixtures';
import { createHistory } from '../history';
import { createEditorStore, type EditorStore } from '../store/editor-store';

/** An editor session over a test document, for command tests; `problems` collects refusals. */
export function openEditor(doc: ScreenDocument = sampleDocument(), now = () => 0) {
  const problems: string[] = [];
  const store = createEditorStore(
    { doc, projectId: 'p1', configurationId: 'c1', name: '大厅', serverVersion: 3 },
    { onProblem: (text) => problems.push(text), history: createHistory({ now }) },
  );
  return { store, problems };
}

/** The ids of an element's children in the store's current document. */
export function childrenOf(store: EditorStore, id: string): string[] {
  return findNode(store.getState().doc, id)!.node.children.map((child) => child.id);
}

/** One element as the store holds it now. */
export function nodeIn(store: EditorStore, id: string) {
  return findNode(store.getState().doc, id)!.node;
}
