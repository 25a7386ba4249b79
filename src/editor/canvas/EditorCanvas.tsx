import { useDroppable } from '@dnd-kit/core';
import { Spin } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { frameGeometry } from '../../runtime-host/frame-geometry';
import { RUNTIME_SANDBOX } from '../../runtime-host/runtime-frame';
import { useRuntimeFrame } from '../../runtime-host/use-runtime-frame';
import { ORIENTATION_NAMES, orientationOf } from '../../shared/screen/orientation';
import { bindEditorToRuntime } from '../bridge/bind-editor';
import { CANVAS_DROP_ID } from '../dnd';
import { currentPage } from '../queries/current-page';
import { addRuntimeNotice, useEditorSession } from '../session/editor-session';
import { useEditor, useEditorCommands } from '../store/editor-store';
import { CanvasOverlay } from './CanvasOverlay';
import styles from './EditorCanvas.module.css';
import { RuntimeNotices } from './RuntimeNotices';

/**
 * The centre of the editor: the robot screen's runtime in a sandboxed iframe at the screen's real
 * pixel size, scaled to the frame width, with selection, hover, drop and free-layer handles drawn
 * on an overlay above it (never inside the iframe).
 */
export function EditorCanvas() {
  const session = useEditorSession();
  const { store } = session;
  const commands = useEditorCommands();
  const screenSize = useEditor((state) => state.doc.global.screenSize);
  const pageName = useEditor((state) => currentPage(state)?.name ?? '');
  const geometry = useMemo(() => frameGeometry(screenSize), [screenSize]);
  const ready = useStore(session.rects.state, (state) => state.ready);

  const initPayload = useCallback(() => {
    const { doc, pageId } = store.getState();
    return { document: doc, pageId, orientation: orientationOf(doc.global.screenSize), interactive: true };
  }, [store]);
  const { src, iframe, frame } = useRuntimeFrame(initPayload);
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!frame) return;
    return bindEditorToRuntime(store, frame, {
      rects: session.rects,
      onRuntimeError: (message, nodeId) => addRuntimeNotice(session, message, nodeId),
      takeKeyboard: () => viewport.current?.focus({ preventScroll: true }),
    });
  }, [frame, store, session]);

  useEffect(() => {
    session.canvas.geometry = geometry;
  }, [session, geometry]);

  const { setNodeRef } = useDroppable({ id: CANVAS_DROP_ID });
  const attachOverlay = useCallback(
    (element: HTMLDivElement | null) => {
      session.canvas.overlay = element;
      setNodeRef(element);
    },
    [session, setNodeRef],
  );

  const onFrameLoad = () => {
    session.canvas.iframe = iframe.current;
  };

  return (
    <div
      ref={viewport}
      className={styles.viewport}
      tabIndex={-1}
      onPointerDown={(event) => {
        // A press on the empty canvas around the frame ends the selection, as in design tools.
        if (event.target === event.currentTarget) commands.select([]);
      }}
    >
      <div className={styles.caption}>
        <span className={styles.pageName}>{pageName}</span>
        <span className={styles.size}>
          {screenSize.width} × {screenSize.height} · {ORIENTATION_NAMES[geometry.orientation]}
        </span>
      </div>
      <div className={styles.stage} style={{ width: geometry.width, height: geometry.height }}>
        <div className={styles.clip}>
          <iframe
            ref={iframe}
            title="机器人屏幕画布"
            src={src}
            sandbox={RUNTIME_SANDBOX}
            className={styles.frame}
            onLoad={onFrameLoad}
            style={{
              width: geometry.screen.width,
              height: geometry.screen.height,
              transform: `scale(${geometry.scale})`,
            }}
          />
        </div>
        <CanvasOverlay ref={attachOverlay} geometry={geometry} />
        {!ready && (
          <div className={styles.loading}>
            <Spin description="正在加载画布" size="large">
              <div className={styles.loadingBox} />
            </Spin>
          </div>
        )}
      </div>
      <RuntimeNotices />
    </div>
  );
}
