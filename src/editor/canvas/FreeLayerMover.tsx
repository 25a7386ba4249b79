import { useLayoutEffect, useRef } from 'react';
import Moveable from 'react-moveable';
import { useStore } from 'zustand';
import type { FrameGeometry } from '../../runtime-host/frame-geometry';
import { findNode } from '../../shared/screen/operations/find';
import type { LayerBox } from '../../shared/screen/tags/layer-tags';
import { finishLayerDrag, followLayerDrag } from '../commands/layer-commands';
import { useEditorSession } from '../session/editor-session';
import { useEditorCommands } from '../store/editor-store';
import { overlayBox } from './CanvasOverlay';
import styles from './FreeLayerMover.module.css';
import { layerBoxOf, toDesignUnits } from './layer-box';

/**
 * Move and resize handles for a selected free layer (logo, sticker, floating button), snapping
 * to the page's edges and centre lines. The iframe follows the drag live without recording
 * history; the drag's end records one step from where the layer started to where it ended.
 */
export function FreeLayerMover({ id, geometry }: { id: string; geometry: FrameGeometry }) {
  const session = useEditorSession();
  const commands = useEditorCommands();
  const target = useRef<HTMLDivElement>(null);
  const moveable = useRef<Moveable>(null);
  const dragging = useRef<LayerBox | null>(null);
  useStore(session.rects.state, (state) => state.version);
  const rect = session.rects.get(id);

  // The handle follows the runtime's box except during a drag, when Moveable drives it.
  useLayoutEffect(() => {
    const element = target.current;
    if (!element || !rect || dragging.current) return;
    const box = overlayBox(rect, geometry.scale);
    Object.assign(element.style, {
      left: `${box.left}px`,
      top: `${box.top}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
      transform: '',
    });
    moveable.current?.updateRect();
  });

  const overlay = session.canvas.overlay;
  const currentBox = (): LayerBox | null => {
    const element = target.current;
    if (!element || !overlay) return null;
    const inner = element.getBoundingClientRect();
    const outer = overlay.getBoundingClientRect();
    return toDesignUnits(
      { left: inner.left - outer.left, top: inner.top - outer.top, width: inner.width, height: inner.height },
      geometry.unit,
    );
  };
  const start = () => {
    const found = findNode(session.store.getState().doc, id);
    dragging.current = found ? layerBoxOf(found.node.attrs) : null;
  };
  const follow = () => {
    const box = currentBox();
    if (box && dragging.current) followLayerDrag(commands, id, box);
  };
  const finish = () => {
    const from = dragging.current;
    const to = currentBox();
    dragging.current = null;
    if (from && to) finishLayerDrag(commands, id, from, to);
  };

  if (!rect) return null;
  return (
    <>
      <div ref={target} className={styles.target} data-testid="free-layer-handle" />
      <Moveable
        ref={moveable}
        target={target}
        draggable
        resizable
        keepRatio={false}
        origin={false}
        throttleDrag={0}
        renderDirections={['nw', 'n', 'ne', 'w', 'e', 'sw', 's', 'se']}
        snappable
        snapContainer={overlay}
        snapDirections={{ left: true, top: true, right: true, bottom: true, center: true, middle: true }}
        verticalGuidelines={[0, geometry.width / 2, geometry.width]}
        horizontalGuidelines={[0, geometry.height / 2, geometry.height]}
        snapThreshold={6}
        isDisplaySnapDigit={false}
        onClick={({ inputEvent }: { inputEvent: MouseEvent }) => {
          if (inputEvent.shiftKey || inputEvent.metaKey || inputEvent.ctrlKey)
            commands.select([id], 'toggle');
        }}
        onDragStart={start}
        onDrag={({ target: element, transform }) => {
          element.style.transform = transform;
          follow();
        }}
        onDragEnd={finish}
        onResizeStart={start}
        onResize={({ target: element, width, height, drag }) => {
          element.style.width = `${width}px`;
          element.style.height = `${height}px`;
          element.style.transform = drag.transform;
          follow();
        }}
        onResizeEnd={finish}
      />
    </>
  );
}
