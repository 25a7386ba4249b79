import { Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScreenDocument } from '../shared/screen/document';
import { orientationOf } from '../shared/screen/orientation';
import { fitGeometry } from './frame-geometry';
import styles from './RuntimePreview.module.css';
import { RUNTIME_SANDBOX } from './runtime-frame';
import { useRuntimeFrame } from './use-runtime-frame';

export interface RuntimePreviewProps {
  doc: ScreenDocument;
  pageId: string;
  /** The box to fit the screen into, in editor pixels. */
  box: { width: number; height: number };
  title: string;
}

/**
 * A page as the robot shows it: the runtime at the screen's real pixel size, scaled to fit,
 * not interactive (swipers turn, nothing is selectable). Changing the page switches it in place;
 * another document is sent whole.
 */
export function RuntimePreview({ doc, pageId, box, title }: RuntimePreviewProps) {
  const geometry = fitGeometry(doc.global.screenSize, box);
  const [shown, setShown] = useState(false);
  const initPayload = useCallback(
    () => ({ document: doc, pageId, orientation: orientationOf(doc.global.screenSize), interactive: false }),
    [doc, pageId],
  );
  const { src, iframe, frame } = useRuntimeFrame(initPayload);
  const sent = useRef({ doc, pageId });

  // Shown once the runtime reports the page's own box (its first report is of the loading screen).
  const rootId = doc.pages.find((page) => page.id === pageId)?.ast.id;
  useEffect(() => {
    if (!frame || !rootId) return;
    return frame.channel.on('rects', ({ rects }) => Object.hasOwn(rects, rootId) && setShown(true));
  }, [frame, rootId]);

  useEffect(() => {
    if (!frame) return;
    if (sent.current.doc !== doc) frame.link.reinit();
    else if (sent.current.pageId !== pageId) frame.link.page(pageId);
    sent.current = { doc, pageId };
  }, [frame, doc, pageId]);

  return (
    <div className={styles.preview} style={{ width: geometry.width, height: geometry.height }}>
      <iframe
        ref={iframe}
        title={title}
        src={src}
        sandbox={RUNTIME_SANDBOX}
        className={styles.frame}
        style={{
          width: geometry.screen.width,
          height: geometry.screen.height,
          transform: `scale(${geometry.scale})`,
        }}
      />
      {!shown && (
        <div className={styles.loading}>
          <Spin />
        </div>
      )}
    </div>
  );
}
