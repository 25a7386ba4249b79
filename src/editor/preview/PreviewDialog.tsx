import { Modal, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { RuntimePreview } from '../../runtime-host/RuntimePreview';
import { isHorizontal } from '../../shared/screen/orientation';
import { useEditor } from '../store/editor-store';
import styles from './PreviewDialog.module.css';

/** Room the dialog leaves around the screen (title, page switcher, padding). */
const CHROME = { width: 96, height: 196 };

function useViewport() {
  const [size, setSize] = useState({ width: window.innerWidth, height: window.innerHeight });
  useEffect(() => {
    const onResize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/** The page switcher and the screen; mounted only while the dialog is open (it follows every edit). */
function PreviewBody({ box }: { box: { width: number; height: number } }) {
  const doc = useEditor((state) => state.doc);
  const currentPageId = useEditor((state) => state.pageId);
  const [pageId, setPageId] = useState(currentPageId);
  const shown = doc.pages.some((page) => page.id === pageId) ? pageId : currentPageId;
  return (
    <div className={styles.body}>
      <Segmented
        value={shown}
        onChange={(value) => setPageId(String(value))}
        options={doc.pages.map((page) => ({ value: page.id, label: page.name }))}
      />
      <RuntimePreview doc={doc} pageId={shown} box={box} title="预览" />
    </div>
  );
}

/** Full-size preview: the robot screen as large as the window allows, with a page switcher. */
export function PreviewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const screenSize = useEditor((state) => state.doc.global.screenSize);
  const viewport = useViewport();
  const { width, height } = screenSize;
  const box = {
    width: Math.min(viewport.width - CHROME.width, isHorizontal(screenSize) ? 1400 : 900),
    height: viewport.height - CHROME.height,
  };
  const scale = Math.min(box.width / width, box.height / height);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      centered
      destroyOnHidden
      width={Math.ceil(width * scale) + 48}
      title={
        <span className={styles.title}>
          预览
          <span className={styles.size}>
            {width} × {height} · 按 {Math.round(scale * 100)}% 显示
          </span>
        </span>
      }
    >
      <PreviewBody box={box} />
    </Modal>
  );
}
