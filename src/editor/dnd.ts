import type { Active } from '@dnd-kit/core';
import { LAYER_PALETTE_ENTRIES, PALETTE_ENTRIES, type PaletteEntry } from '../shared/screen/tags/registry';

/**
 * The drag-and-drop contract of the editor (@dnd-kit). The editor screen owns the DndContext;
 * the canvas is the drop target and computes the insertion point from the iframe's element boxes.
 *
 * A palette item registers itself with
 *   useDraggable(paletteDragSource(entry))
 * i.e. `{ id: 'palette:' + entry.key, data: { kind: 'palette', tag: entry.tag, entryKey: entry.key } }`.
 * The key (not the tag) makes the id unique: some tags have several palette entries (the
 * image-text card's three layouts, the media swiper card's four types). Modules and free layers
 * (sticker, floating button) are dragged alike; the canvas places each kind its own way.
 */
export const PALETTE_DRAG_PREFIX = 'palette:';

export interface PaletteDragData {
  kind: 'palette';
  tag: string;
  /** Which palette entry (variant preset); without it the tag's first entry is used. */
  entryKey?: string;
}

export function paletteDragSource(entry: PaletteEntry): { id: string; data: PaletteDragData } {
  return {
    id: `${PALETTE_DRAG_PREFIX}${entry.key}`,
    data: { kind: 'palette', tag: entry.tag, entryKey: entry.key },
  };
}

/** The droppable id of the canvas. */
export const CANVAS_DROP_ID = 'editor-canvas';

function isPaletteDragData(data: unknown): data is PaletteDragData {
  const candidate = data as Partial<PaletteDragData> | null | undefined;
  return candidate?.kind === 'palette' && typeof candidate.tag === 'string';
}

/** Every tile of the palette: the modules with their variants, then the free layers. */
const ALL_ENTRIES: readonly PaletteEntry[] = [...PALETTE_ENTRIES, ...LAYER_PALETTE_ENTRIES];

/** The palette entry of a tile's key (the drag overlay names the dragged tile). */
export function paletteEntryByKey(key: string): PaletteEntry | undefined {
  return ALL_ENTRIES.find((entry) => entry.key === key);
}

/** The palette entry a drag carries, or undefined when the dragged thing is not a palette item. */
export function draggedPaletteEntry(active: Pick<Active, 'data'> | null): PaletteEntry | undefined {
  const data = active?.data.current;
  if (!isPaletteDragData(data)) return undefined;
  return (
    (data.entryKey === undefined ? undefined : paletteEntryByKey(data.entryKey)) ??
    ALL_ENTRIES.find((entry) => entry.tag === data.tag)
  );
}

export interface PointerFollower {
  /** The pointer's last position (viewport pixels), or null when the drag did not start from a pointer. */
  position(): { x: number; y: number } | null;
  stop(): void;
}

/**
 * Follows the pointer during a drag from where it was pressed. dnd-kit's `delta` also counts the
 * scrolling of the dragged tile's containers (the palette scrolls itself when a drag starts near
 * its edge), so the drop point is read from the pointer's own moves instead.
 */
export function followPointer(pressed: Event | null, target: EventTarget = window): PointerFollower {
  const at = (event: Event | null) =>
    event instanceof MouseEvent ? { x: event.clientX, y: event.clientY } : null;
  let position = at(pressed);
  const move = (event: Event) => {
    position = at(event) ?? position;
  };
  target.addEventListener('pointermove', move, true);
  return {
    position: () => position,
    stop: () => target.removeEventListener('pointermove', move, true),
  };
}
