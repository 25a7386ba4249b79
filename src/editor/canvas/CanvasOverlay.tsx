import { type Ref, useMemo } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { FrameGeometry } from '../../runtime-host/frame-geometry';
import type { Rect } from '../../shared/runtime-protocol/messages';
import { findNode } from '../../shared/screen/operations/find';
import { tagDefinition } from '../../shared/screen/tags/registry';
import { useEditorSession } from '../session/editor-session';
import { useEditor } from '../store/editor-store';
import styles from './CanvasOverlay.module.css';
import { DropIndicator } from './DropIndicator';
import { FreeLayerMover } from './FreeLayerMover';

/** A box in iframe pixels, placed on the overlay (editor pixels). */
export function overlayBox(rect: Rect, scale: number) {
  return {
    left: rect.x * scale,
    top: rect.y * scale,
    width: rect.width * scale,
    height: rect.height * scale,
  };
}

interface Marked {
  id: string;
  name: string;
  isLayer: boolean;
}

/**
 * Drawn above the iframe: the dashed outline of each selected element with its name, the lighter
 * outline of the hovered one, the drop indicator while dragging from the palette, and the
 * move/resize handles of a selected free layer. It lets every click through to the iframe
 * except on those handles; while a palette tile is dragged it takes the pointer itself, so the
 * drag's moves and its drop stay with the editor's page instead of going into the iframe.
 */
export function CanvasOverlay({ ref, geometry }: { ref: Ref<HTMLDivElement>; geometry: FrameGeometry }) {
  const session = useEditorSession();
  useStore(session.rects.state, (state) => state.version);
  const selection = useEditor((state) => state.selection);
  // The selected elements' tags, compared by value: an edit of their texts draws nothing here.
  const tags = useEditor(
    useShallow((state) => selection.map((id) => findNode(state.doc, id)?.node.tag ?? '')),
  );
  const selected = useMemo(
    () =>
      selection.map((id, i): Marked => {
        const definition = tagDefinition(tags[i]);
        return { id, name: definition?.name ?? tags[i], isLayer: definition?.kind === 'layer' };
      }),
    [selection, tags],
  );
  const hoverId = useEditor((state) => state.hoverId);
  const hoverRect =
    hoverId !== null && !selected.some((item) => item.id === hoverId)
      ? session.rects.get(hoverId)
      : undefined;
  const readOnly = useEditor((state) => state.readOnly !== null);
  const movable = !readOnly && selected.length === 1 && selected[0].isLayer ? selected[0].id : null;
  const dragging = useStore(session.drop, (state) => state.dragging !== null);

  return (
    <div
      ref={ref}
      className={dragging ? `${styles.overlay} ${styles.catching}` : styles.overlay}
      data-testid="canvas-overlay"
    >
      <div className={styles.clip}>
        {hoverRect && <div className={styles.hover} style={overlayBox(hoverRect, geometry.scale)} />}
        {selected.map((item) => {
          const rect = session.rects.get(item.id);
          if (!rect) return null;
          const box = overlayBox(rect, geometry.scale);
          return (
            <div key={item.id} className={styles.selected} style={box} data-selected-id={item.id}>
              <span className={box.top < 22 ? styles.labelInside : styles.label}>{item.name}</span>
            </div>
          );
        })}
        <DropIndicator scale={geometry.scale} />
      </div>
      {movable && <FreeLayerMover key={movable} id={movable} geometry={geometry} />}
    </div>
  );
}
