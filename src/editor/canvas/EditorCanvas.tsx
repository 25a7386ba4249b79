import { useEditor } from '../store/editor-store';

/** The centre of the editor: the robot screen in its iframe, with outlines drawn above it. */
export function EditorCanvas() {
  const pageId = useEditor((state) => state.pageId);
  return <div data-page-id={pageId} />;
}
