import type { DragEndEvent, DragMoveEvent, DragStartEvent } from '@dnd-kit/core';
import { useMemo } from 'react';
import { feedback } from '../../console/app/feedback';
import { addModule } from '../commands/module-commands';
import { draggedPaletteEntry, followPointer, type PointerFollower } from '../dnd';
import { planLayerDrop } from '../palette/layer-drop';
import { currentPage } from '../queries/current-page';
import type { EditorSession } from '../session/editor-session';
import { type DropPlan, planDrop } from './drop-plan';

/** Plans the drop at the pointer, in iframe pixels; null when the pointer is off the canvas. */
function planAt(
  session: EditorSession,
  event: DragMoveEvent,
  pointer: { x: number; y: number } | null,
): DropPlan | null {
  const entry = draggedPaletteEntry(event.active);
  const { overlay, geometry } = session.canvas;
  const page = currentPage(session.store.getState());
  if (!entry || !pointer || !overlay || !geometry || !page) return null;
  const box = overlay.getBoundingClientRect();
  if (pointer.x < box.left || pointer.x > box.right || pointer.y < box.top || pointer.y > box.bottom)
    return null;
  const point = { x: (pointer.x - box.left) / geometry.scale, y: (pointer.y - box.top) / geometry.scale };
  return (
    planLayerDrop(page, entry.tag, point, session.rects.get) ??
    planDrop(page.ast, entry.tag, point, session.rects.get)
  );
}

/**
 * The DndContext handlers of the editor: a palette module dragged over the canvas shows where it
 * would land (or why it cannot); dropped, it is inserted there in one undoable step and selected.
 * A free layer (sticker, floating button) lands where it is dropped, on top of the page.
 */
export function useCanvasDrop(session: EditorSession) {
  return useMemo(() => {
    let pointer: PointerFollower | null = null;
    const clear = () => {
      pointer?.stop();
      pointer = null;
      session.drop.setState({ plan: null, dragging: null });
    };
    return {
      onDragStart(event: DragStartEvent) {
        pointer?.stop();
        pointer = followPointer(event.activatorEvent);
        session.drop.setState({ dragging: draggedPaletteEntry(event.active)?.key ?? null });
      },
      onDragMove(event: DragMoveEvent) {
        session.drop.setState({ plan: planAt(session, event, pointer?.position() ?? null) });
      },
      onDragEnd(event: DragEndEvent) {
        const plan = planAt(session, event, pointer?.position() ?? null);
        const entry = draggedPaletteEntry(event.active);
        clear();
        if (!plan || !entry) return;
        if (plan.kind === 'refused') {
          feedback.warning(plan.reason);
          return;
        }
        addModule(session.store, entry, { parentId: plan.parentId, index: plan.index }, plan.attrs);
      },
      onDragCancel: clear,
    };
  }, [session]);
}
