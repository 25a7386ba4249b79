import type { ScreenPage } from '../../shared/screen/document';
import type { EditorState } from '../store/editor-state';

/** The page shown in the canvas. */
export function currentPage(state: Pick<EditorState, 'doc' | 'pageId'>): ScreenPage | undefined {
  return state.doc.pages.find((page) => page.id === state.pageId);
}
