import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { findNode } from '../../shared/screen/operations/find';
import { tagDefinition } from '../../shared/screen/tags/registry';
import { deleteSelection, duplicateSelection, shiftSelection } from '../commands/selection-commands';
import { TagIcon } from '../palette/tag-icons';
import { useEditor, useEditorStore } from '../store/editor-store';
import styles from './panels.module.css';

/** Several elements selected: which ones, and what can be done to all of them at once. */
export function MultiSelectionSummary() {
  const store = useEditorStore();
  const selection = useEditor((state) => state.selection);
  const doc = useEditor((state) => state.doc);
  const nodes = selection.flatMap((id) => {
    const node = findNode(doc, id)?.node;
    return node ? [node] : [];
  });
  return (
    <section className={styles.panel} aria-label="多选">
      <header className={styles.header}>
        <span className={styles.headerText}>
          <strong>已选择 {nodes.length} 个元素</strong>
          <small>对所选元素统一操作</small>
        </span>
      </header>
      <div className={styles.groupActions}>
        <Space.Compact block>
          <Button icon={<ArrowUpOutlined />} onClick={() => shiftSelection(store, 'up')}>
            上移
          </Button>
          <Button icon={<ArrowDownOutlined />} onClick={() => shiftSelection(store, 'down')}>
            下移
          </Button>
          <Button icon={<CopyOutlined />} onClick={() => duplicateSelection(store)}>
            复制
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={() => deleteSelection(store)}>
            删除
          </Button>
        </Space.Compact>
      </div>
      <ul className={styles.selectionList}>
        {nodes.map((node) => (
          <li key={node.id}>
            <TagIcon tag={node.tag} />
            <span>{tagDefinition(node.tag)?.name ?? node.tag}</span>
            <Button type="link" size="small" onClick={() => store.commands.select([node.id])}>
              单独编辑
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
