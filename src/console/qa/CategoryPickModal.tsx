import { Modal, TreeSelect, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { QaCategory } from '../../shared/api/qa';
import { type CategoryNode, categoryTree } from './qa-category-nodes';

const NONE = '__none__';

export interface CategoryPickModalProps {
  open: boolean;
  title: string;
  categories: readonly QaCategory[];
  /** What choosing nothing means here: 未分类 for pairs, 顶级 for a category. */
  noneLabel: string;
  /** Categories that cannot be chosen (a category and its own branch when moving it). */
  excluded?: ReadonlySet<string>;
  description?: string;
  saving: boolean;
  onPick(categoryId: string | null): void;
  onClose(): void;
}

function withoutExcluded(nodes: CategoryNode[], excluded?: ReadonlySet<string>): CategoryNode[] {
  return nodes
    .filter((node) => !excluded?.has(node.key))
    .map((node) => ({ ...node, children: withoutExcluded(node.children, excluded) }));
}

/** Chooses a target category (batch move of pairs, moving a category under another). */
export function CategoryPickModal(props: CategoryPickModalProps) {
  const { open, title, categories, noneLabel, excluded, description, saving, onPick, onClose } = props;
  const [value, setValue] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (open) setValue(undefined);
  }, [open]);
  const treeData = useMemo(
    () => [
      { key: NONE, value: NONE, title: noneLabel, children: [] },
      ...withoutExcluded(categoryTree(categories), excluded),
    ],
    [categories, excluded, noneLabel],
  );
  return (
    <Modal
      open={open}
      title={title}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ disabled: value === undefined }}
      confirmLoading={saving}
      onOk={() => value !== undefined && onPick(value === NONE ? null : value)}
      onCancel={onClose}
      destroyOnHidden
    >
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      <TreeSelect
        style={{ width: '100%' }}
        aria-label="目标分类"
        placeholder="选择目标分类"
        treeData={treeData}
        value={value}
        onChange={setValue}
        treeDefaultExpandAll
        showSearch
        treeNodeFilterProp="title"
      />
    </Modal>
  );
}
