import { Empty } from 'antd';
import { useMemo } from 'react';
import type { ScreenNode } from '../../shared/screen/node';
import { walkTree } from '../../shared/screen/node-index';
import { tagDefinition } from '../../shared/screen/tags/registry';

import { outlineLabel } from '../panels/outline-tree';
import { currentPage } from '../queries/current-page';
import { useEditor, useEditorCommands } from '../store/editor-store';
import styles from './PageModules.module.css';
import { TagIcon } from './tag-icons';

/** The blocks a designer sees on the page: modules, the robot's widgets and free layers. */
function pageBlocks(root: ScreenNode): ScreenNode[] {
  const blocks: ScreenNode[] = [];
  walkTree(root, (node) => {
    const kind = tagDefinition(node.tag)?.kind;
    if (kind === 'module' || kind === 'widget' || kind === 'layer') blocks.push(node);
  });
  return blocks;
}

/** 本页模块: the current page's modules in page order; a click selects one on the canvas. */
export function PageModules() {
  const commands = useEditorCommands();
  const page = useEditor(currentPage);
  const selection = useEditor((state) => state.selection);
  const blocks = useMemo(() => (page ? pageBlocks(page.ast) : []), [page]);
  if (blocks.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="本页还没有模块" />;
  return (
    <ul className={styles.pageModules} aria-label="本页模块">
      {blocks.map((node) => {
        const { name, hint } = outlineLabel(node);
        const selected = selection.includes(node.id);
        return (
          <li key={node.id}>
            <button
              type="button"
              aria-pressed={selected}
              className={selected ? styles.pageModuleSelected : undefined}
              onClick={(event) =>
                commands.select(
                  [node.id],
                  event.shiftKey || event.metaKey || event.ctrlKey ? 'toggle' : 'replace',
                )
              }
              onMouseEnter={() => commands.hover(node.id)}
              onMouseLeave={() => commands.hover(null)}
              onFocus={() => commands.hover(node.id)}
              onBlur={() => commands.hover(null)}
            >
              <TagIcon tag={node.tag} />
              <span className={styles.pageModuleName}>{name}</span>
              {hint && <small>{hint}</small>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
