import { useDraggable } from '@dnd-kit/core';
import { Tooltip } from 'antd';
import type { PaletteEntry } from '../../shared/screen/tags/registry';
import { paletteDragSource } from '../dnd';
import { ModuleGlyph } from './ModuleGlyph';
import styles from './ModulePalette.module.css';
import { tileName } from './palette-groups';

export interface PaletteTileProps {
  entry: PaletteEntry;
  /** Why the current page cannot take it; the tile is then disabled. */
  blockedReason: string | null;
  onAdd: (entry: PaletteEntry) => void;
}

/** One module of the palette: dragged onto the canvas, or clicked (Enter) to add it after the selection. */
export function PaletteTile({ entry, blockedReason, onAdd }: PaletteTileProps) {
  const blocked = blockedReason !== null;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    ...paletteDragSource(entry),
    disabled: blocked,
  });
  return (
    <Tooltip title={blockedReason ?? `拖到画布上，或点击添加${entry.name}`} mouseEnterDelay={0.4}>
      <button
        type="button"
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`添加${entry.name}`}
        aria-disabled={blocked}
        className={`${styles.tile} ${isDragging ? styles.dragging : ''} ${blocked ? styles.blocked : ''}`}
        onClick={() => {
          if (!blocked) onAdd(entry);
        }}
      >
        <span className={styles.glyph}>
          <ModuleGlyph entryKey={entry.key} />
        </span>
        <span className={styles.name}>{tileName(entry)}</span>
      </button>
    </Tooltip>
  );
}
