import { Empty, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import type { ScreenNode } from '../../shared/screen/node';
import { indexPage } from '../../shared/screen/node-index';
import { TagIcon } from '../palette/tag-icons';
import { currentPage } from '../queries/current-page';
import { useEditor, useEditorCommands } from '../store/editor-store';
import { outlineLabel, parentIds } from './outline-tree';
import styles from './panels.module.css';

/** Rows are built once per node: an edit rebuilds only the rows on the edited node's path. */
const rows = new WeakMap<ScreenNode, TreeDataNode>();

function treeDataOf(node: ScreenNode): TreeDataNode {
  let row = rows.get(node);
  if (!row) {
    const { name, hint } = outlineLabel(node);
    row = {
      key: node.id,
      icon: <TagIcon tag={node.tag} />,
      title: (
        <span className={styles.outlineTitle}>
          <span className={styles.outlineName}>{name}</span>
          {hint && <small>{hint}</small>}
        </span>
      ),
      children: node.children.map(treeDataOf),
    };
    rows.set(node, row);
  }
  return row;
}

/**
 * The current page's element tree. Click selects (Shift or ⌘/Ctrl adds or removes), hovering a
 * row highlights the element on the canvas; arrow keys move through rows, Space selects.
 */
export function LayerOutline() {
  const commands = useEditorCommands();
  const page = useEditor(currentPage);
  const selection = useEditor((state) => state.selection);
  const root = page?.ast;
  const data = useMemo(() => (root ? [treeDataOf(root)] : []), [root]);
  const parents = useMemo(() => (root ? parentIds(root) : []), [root]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  const expanded = useMemo(() => {
    if (!root) return [];
    // The path to a selected element stays open, so the selection is always visible here.
    const open = new Set(selection.flatMap((id) => ancestorsOf(root, id)));
    return parents.filter((key) => open.has(key) || !collapsed.has(key));
  }, [root, parents, selection, collapsed]);

  if (!root) return <Empty description="还没有页面" />;

  return (
    <div className={styles.outline}>
      <Tree
        blockNode
        showIcon
        multiple
        virtual={false}
        aria-label="图层"
        treeData={data}
        selectedKeys={selection}
        expandedKeys={expanded}
        onExpand={(keys) => {
          const shown = new Set(keys.map(String));
          setCollapsed(new Set(parents.filter((key) => !shown.has(key))));
        }}
        onSelect={(_, { node, nativeEvent }) => {
          const modified =
            nativeEvent && (nativeEvent.shiftKey || nativeEvent.metaKey || nativeEvent.ctrlKey);
          commands.select([String(node.key)], modified ? 'toggle' : 'replace');
        }}
        onMouseEnter={({ node }) => commands.hover(String(node.key))}
        onMouseLeave={() => commands.hover(null)}
        onActiveChange={(key) => commands.hover(key === null || key === undefined ? null : String(key))}
      />
    </div>
  );
}

/** Ids from the page root down to (not including) an element. */
function ancestorsOf(root: ScreenNode, id: string): string[] {
  const location = indexPage(root).get(id);
  if (!location) return [];
  const ids: string[] = [];
  let node = root;
  for (const index of location.path) {
    ids.push(node.id);
    node = node.children[index];
  }
  return ids;
}
