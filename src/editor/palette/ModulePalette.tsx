import { Typography } from 'antd';
import { useShallow } from 'zustand/react/shallow';
import type { PaletteEntry } from '../../shared/screen/tags/registry';
import { addModule } from '../commands/module-commands';
import { currentPage } from '../queries/current-page';
import { useEditor, useEditorStore } from '../store/editor-store';
import { blockedReason, insertPlace, tagsOnPage } from './insert-target';
import styles from './ModulePalette.module.css';
import { PaletteTile } from './PaletteTile';
import { PALETTE_GROUPS } from './palette-groups';

const PALETTE_TILE_ENTRIES = PALETTE_GROUPS.flatMap((group) => group.entries);
const NO_PAGE = '请先选择页面';

/**
 * The modules and free layers a designer can add. Each is dragged onto the canvas (the editor's
 * DndContext and the canvas handle the drop) or clicked, which adds it after the selection.
 * What the current page type does not take, and everything in a view-only session, is
 * disabled and says why.
 */
export function ModulePalette() {
  const store = useEditorStore();
  // Compared by value: typing in a field (a new page each key press) leaves the tiles alone.
  const blocked = useEditor(
    useShallow((state) => {
      const page = currentPage(state);
      if (!page) return PALETTE_TILE_ENTRIES.map(() => NO_PAGE);
      const tags = tagsOnPage(page);
      return PALETTE_TILE_ENTRIES.map((entry) => blockedReason(page, entry.tag, tags));
    }),
  );

  const readOnly = useEditor((state) => state.readOnly);

  const add = (entry: PaletteEntry) => {
    const state = store.getState();
    const page = currentPage(state);
    if (!page) return;
    const place = insertPlace(page, entry.tag, state.selection.at(-1) ?? null);
    if (place.ok) addModule(store, entry, place.target);
  };

  return (
    <div className={styles.palette}>
      {PALETTE_GROUPS.map((group) => (
        <section key={group.title} className={styles.group} aria-label={group.title}>
          <Typography.Text className={styles.groupTitle}>{group.title}</Typography.Text>
          <div className={styles.grid}>
            {group.entries.map((entry) => (
              <PaletteTile
                key={entry.key}
                entry={entry}
                blockedReason={readOnly ?? blocked[PALETTE_TILE_ENTRIES.indexOf(entry)]}
                onAdd={add}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
