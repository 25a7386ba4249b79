import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Tooltip } from 'antd';
import { memo, type ReactNode } from 'react';
import { tagDefinition } from '../../shared/screen/tags/registry';
import { deleteSelection, duplicateSelection, shiftSelection } from '../commands/selection-commands';
import { TagIcon } from '../palette/tag-icons';
import { useEditorStore } from '../store/editor-store';
import { NodeForm } from './form/NodeForm';
import styles from './panels.module.css';

/** The selected element's name and actions. */
const NodeHeader = memo(function NodeHeader({ tag }: { tag: string }) {
  const store = useEditorStore();
  const definition = tagDefinition(tag);
  const action = (label: string, icon: ReactNode, run: () => void, danger = false) => (
    <Tooltip title={label}>
      <Button size="small" type="text" danger={danger} icon={icon} aria-label={label} onClick={run} />
    </Tooltip>
  );
  return (
    <header className={styles.header}>
      <span className={styles.headerIcon}>
        <TagIcon tag={tag} />
      </span>
      <span className={styles.headerText}>
        <strong>{definition?.name ?? '未知组件'}</strong>
      </span>
      <span className={styles.headerActions}>
        {action('上移', <ArrowUpOutlined />, () => shiftSelection(store, 'up'))}
        {action('下移', <ArrowDownOutlined />, () => shiftSelection(store, 'down'))}
        {action('复制', <CopyOutlined />, () => duplicateSelection(store))}
        {action('删除', <DeleteOutlined />, () => deleteSelection(store), true)}
      </span>
    </header>
  );
});

/** The selected element: its name, its actions and its fields. */
export function NodeProperties({ id, tag }: { id: string; tag: string }) {
  const definition = tagDefinition(tag);
  return (
    <section className={styles.panel} aria-label="属性">
      <NodeHeader tag={tag} />
      {definition ? (
        <NodeForm nodeId={id} definition={definition} withAppearance />
      ) : (
        <Alert
          className={styles.notice}
          type="warning"
          showIcon
          message="无法编辑这个元素"
          description={`组件「${tag}」不存在，请删除它或用模版替换本页。`}
        />
      )}
    </section>
  );
}
