import { Typography } from 'antd';
import { createId } from '../../shared/screen/ids';
import { insertNode } from '../../shared/screen/operations/insert';
import { createPaletteNode, type PaletteEntry } from '../../shared/screen/tags/registry';
import { currentPage, useEditor, useEditorCommands } from '../store/editor-store';
import { insertPlace } from './insert-target';
import styles from './ModulePalette.module.css';
import { PaletteTile } from './PaletteTile';
import { PALETTE_GROUPS } from './palette-groups';

/**
 * The modules and free layers a designer can add. Each is dragged onto the canvas (the editor's
 * DndContext and the canvas handle the drop) or clicked, which adds it after the selection.
 * What the current page type does not take is disabled and says why.
 */
export function ModulePalette() {
  const commands = useEditorCommands();
  const page = useEditor(currentPage);
  const selectedId = useEditor((state) => state.selection.at(-1) ?? null);

  const add = (entry: PaletteEntry) => {
    if (!page) return;
    const place = insertPlace(page, entry.tag, selectedId);
    if (!place.ok) return;
    const node = createPaletteNode(entry, createId);
    if (commands.edit(`添加${entry.name}`, (draft) => insertNode(draft, place.target, node))) {
      commands.select([node.id]);
    }
  };

  return (
    <div className={styles.palette}>
      {PALETTE_GROUPS.map((group) => (
        <section key={group.title} className={styles.group} aria-label={group.title}>
          <Typography.Text className={styles.groupTitle}>{group.title}</Typography.Text>
          <div className={styles.grid}>
            {group.entries.map((entry) => {
              const place = page ? insertPlace(page, entry.tag, null) : null;
              return (
                <PaletteTile
                  key={entry.key}
                  entry={entry}
                  blockedReason={place === null ? '请先选择页面' : place.ok ? null : place.reason}
                  onAdd={add}
                />
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
