import { useDroppable } from '@dnd-kit/core';
import { Spin } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import type { CanvasRuntime } from '../../runtime-host/canvas-runtime';
import { frameGeometry } from '../../runtime-host/frame-geometry';
import { ORIENTATION_NAMES } from '../../shared/screen/orientation';
import { bindEditorToRuntime } from '../bridge/bind-editor';
import { CANVAS_DROP_ID } from '../dnd';
import { currentPage } from '../queries/current-page';
import { addRuntimeNotice, useEditorSession } from '../session/editor-session';
import { useEditor, useEditorCommands } from '../store/editor-store';
import { CanvasOverlay } from './CanvasOverlay';
import { canvasInit } from './canvas-init';
import styles from './EditorCanvas.module.css';
import { RuntimeNotices } from './RuntimeNotices';

/**
 * The centre of the editor: the robot screen's runtime in a sandboxed iframe at the screen's real
 * pixel size, scaled to the frame width, with selection, hover, drop and free-layer handles drawn
 * on an overlay above it (never inside the iframe).
 */
export function EditorCanvas({ runtime }: { runtime: CanvasRuntime }) {
  const session = useEditorSession();
  const { store } = session;
  const commands = useEditorCommands();
  const screenSize = useEditor((state) => state.doc.global.screenSize);
  const pageName = useEditor((state) => currentPage(state)?.name ?? '');
  const geometry = useMemo(() => frameGeometry(screenSize), [screenSize]);
  const ready = useStore(session.rects.state, (state) => state.ready);
  const readOnly = useEditor((state) => state.readOnly !== null);

  const viewport = useRef<HTMLElement>(null);
  const clip = useRef<HTMLDivElement>(null);

  // The runtime was started before the editor was drawn, and may have drawn its page already.
  useLayoutEffect(() => {
    runtime.iframe.className = styles.frame;
    runtime.place(clip.current!);
  }, [runtime]);

  useLayoutEffect(() => {
    Object.assign(runtime.iframe.style, {
      width: `${geometry.screen.width}px`,
      height: `${geometry.screen.height}px`,
      transform: `scale(${geometry.scale})`,
    });
  }, [runtime, geometry]);

  useEffect(() => {
    runtime.show(() => canvasInit(store));
    const unbind = bindEditorToRuntime(store, runtime, {
      rects: session.rects,
      onRuntimeError: (message, nodeId) => addRuntimeNotice(session, message, nodeId),
      takeKeyboard: () => viewport.current?.focus({ preventScroll: true }),
    });
    const drawn = runtime.rectsSoFar();
    if (drawn) session.rects.apply(drawn);
    return unbind;
  }, [runtime, store, session]);

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

  return (
    <section
      ref={viewport}
      className={styles.viewport}
      // Focused by the editor's keys; a viewer, whose banner leaves the frame less room, also
      // reaches it with Tab to scroll it from the keyboard.
      tabIndex={readOnly ? 0 : -1}
      aria-label="画布"
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
        {/* The runtime's iframe is placed here, outside React (it was started before the editor). */}
        <div ref={clip} className={styles.clip} />
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
    </section>
  );
}
