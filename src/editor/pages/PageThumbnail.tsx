import { useStore } from 'zustand';
import { isHorizontal } from '../../shared/screen/orientation';
import { useThumbnailUrl } from '../export/use-thumbnail-url';
import { useEditorSession } from '../session/editor-session';
import { useEditor } from '../store/editor-store';
import styles from './PageThumbnail.module.css';

/** A small picture of a page in the page list (rendered once editing pauses). */
export function PageThumbnail({ pageId }: { pageId: string }) {
  const session = useEditorSession();
  const blob = useStore(session.thumbnails.state, (state) => state.thumbnails.get(pageId)?.blob);
  const landscape = useEditor((state) => isHorizontal(state.doc.global.screenSize));
  const url = useThumbnailUrl(blob);
  return (
    <span className={landscape ? `${styles.thumb} ${styles.landscape}` : styles.thumb} aria-hidden="true">
      {url ? (
        <img src={url} alt="" className={styles.image} draggable={false} />
      ) : (
        <span className={styles.pending} />
      )}
    </span>
  );
}
