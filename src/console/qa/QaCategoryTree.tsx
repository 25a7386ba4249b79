import {
  FolderOutlined,
  InboxOutlined,
  MoreOutlined,
  PlusOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { App, Button, Dropdown, Flex, Skeleton, Tree, type TreeDataNode, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import {
  type QaCategory,
  type QaCategoryList,
  UNCATEGORISED,
  UNCATEGORISED_FILTER,
} from '../../shared/api/qa';
import { CategoryNameModal } from './CategoryNameModal';
import { CategoryPickModal } from './CategoryPickModal';
import { type CategoryNode, categoryTree, subtreeOf } from './qa-category-nodes';
import { useCategoryActions } from './use-category-actions';

/** The tree's selection: every pair, 未分类, or a category (with its sub-categories). */
export const ALL_PAIRS = 'ALL';

type Naming = { open: boolean; parentId: string | null; category: QaCategory | null };

export interface QaCategoryTreeProps {
  libraryId: string;
  list: QaCategoryList | undefined;
  editable: boolean;
  selected: string;
  onSelect(key: string): void;
}

function Label({
  icon,
  name,
  count,
  actions,
}: {
  icon: ReactNode;
  name: string;
  count: number;
  actions?: ReactNode;
}) {
  return (
    <Flex align="center" gap={6} style={{ minWidth: 0 }}>
      {icon}
      <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
        {name}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {count}
      </Typography.Text>
      {actions}
    </Flex>
  );
}

/**
 * The library's categories as a tree beside the pairs: choosing one filters the pairs. With
 * editAuth each category has a menu (add a sub-category, rename, move, delete) and can be
 * dragged onto another category (it becomes its child) or between two (it joins their level).
 */
export function QaCategoryTree({ libraryId, list, editable, selected, onSelect }: QaCategoryTreeProps) {
  const { modal } = App.useApp();
  const actions = useCategoryActions(libraryId);
  const [naming, setNaming] = useState<Naming>({ open: false, parentId: null, category: null });
  const [moving, setMoving] = useState<QaCategory | null>(null);
  // Branches are open unless closed by hand, so categories an import adds show at once.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const categories = list?.categories ?? [];
  const byId = useMemo(() => new Map(categories.map((category) => [category.id, category])), [categories]);

  const remove = (node: CategoryNode) =>
    modal.confirm({
      title: `删除分类「${node.category.name}」？`,
      content:
        node.children.length > 0
          ? `它的子分类会一并删除，其中的 ${node.total} 条问答将移至“${UNCATEGORISED}”。`
          : `其中的 ${node.total} 条问答将移至“${UNCATEGORISED}”。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        actions.remove
          .mutateAsync(node.category.id)
          .then(() => selected === node.key && onSelect(ALL_PAIRS))
          .catch(() => undefined),
    });

  const menuOf = (node: CategoryNode) => (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'child', label: '新建子分类' },
          { key: 'rename', label: '重命名' },
          { key: 'move', label: '移动到…' },
          { type: 'divider' },
          { key: 'delete', label: '删除', danger: true },
        ],
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          if (key === 'child') setNaming({ open: true, parentId: node.key, category: null });
          if (key === 'rename') setNaming({ open: true, parentId: null, category: node.category });
          if (key === 'move') setMoving(node.category);
          if (key === 'delete') remove(node);
        },
      }}
    >
      <Button
        type="text"
        size="small"
        icon={<MoreOutlined />}
        aria-label={`分类「${node.category.name}」的操作`}
        onClick={(event) => event.stopPropagation()}
      />
    </Dropdown>
  );

  const toTreeNode = (node: CategoryNode): TreeDataNode => ({
    key: node.key,
    title: (
      <Label
        icon={<FolderOutlined />}
        name={node.category.name}
        count={node.total}
        actions={editable && menuOf(node)}
      />
    ),
    children: node.children.map(toTreeNode),
  });
  const treeData: TreeDataNode[] = [
    {
      key: ALL_PAIRS,
      title: <Label icon={<UnorderedListOutlined />} name="全部问答" count={list?.total ?? 0} />,
      isLeaf: true,
    },
    ...categoryTree(categories).map(toTreeNode),
    {
      key: UNCATEGORISED_FILTER,
      title: <Label icon={<InboxOutlined />} name={UNCATEGORISED} count={list?.uncategorised ?? 0} />,
      isLeaf: true,
    },
  ];
  const fixed = (key: unknown) => key === ALL_PAIRS || key === UNCATEGORISED_FILTER;

  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>问答分类</Typography.Text>
        {editable && (
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setNaming({ open: true, parentId: null, category: null })}
          >
            新建分类
          </Button>
        )}
      </Flex>
      {list ? (
        <Tree
          blockNode
          expandedKeys={categories.map((category) => category.id).filter((key) => !collapsed.has(key))}
          onExpand={(_, { expanded, node }) =>
            setCollapsed((current) => {
              const next = new Set(current);
              if (expanded) next.delete(String(node.key));
              else next.add(String(node.key));
              return next;
            })
          }
          selectedKeys={[selected]}
          treeData={treeData}
          draggable={editable ? { icon: false, nodeDraggable: (node) => !fixed(node.key) } : false}
          allowDrop={({ dropNode, dropPosition }) =>
            !fixed(dropNode.key) || (dropPosition !== 0 && dropNode.key !== ALL_PAIRS)
          }
          onSelect={(keys) => keys[0] !== undefined && onSelect(String(keys[0]))}
          onDrop={({ dragNode, node, dropToGap }) => {
            const dragged = String(dragNode.key);
            const target = byId.get(String(node.key));
            const parentId = dropToGap ? (target?.parentId ?? null) : (target?.id ?? null);
            if (parentId && subtreeOf(categories, dragged).has(parentId)) return;
            if (byId.get(dragged)?.parentId === parentId) return;
            actions.move.mutate({ id: dragged, parentId });
          }}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
      <CategoryNameModal
        open={naming.open}
        title={
          naming.category
            ? '重命名分类'
            : naming.parentId
              ? `在「${byId.get(naming.parentId)?.name}」下新建分类`
              : '新建分类'
        }
        initialName={naming.category?.name}
        saving={actions.create.isPending || actions.rename.isPending}
        onClose={() => setNaming((current) => ({ ...current, open: false }))}
        onSave={(name) => {
          const close = () => setNaming((current) => ({ ...current, open: false }));
          if (naming.category) actions.rename.mutate({ id: naming.category.id, name }, { onSuccess: close });
          else actions.create.mutate({ parentId: naming.parentId, name }, { onSuccess: close });
        }}
      />
      <CategoryPickModal
        open={moving !== null}
        title={`移动分类「${moving?.name ?? ''}」`}
        description="移到所选分类下，或移到顶级。分类中的问答随之移动。"
        categories={categories}
        noneLabel="顶级（不属于任何分类）"
        excluded={moving ? subtreeOf(categories, moving.id) : undefined}
        saving={actions.move.isPending}
        onClose={() => setMoving(null)}
        onPick={(parentId) =>
          moving && actions.move.mutate({ id: moving.id, parentId }, { onSuccess: () => setMoving(null) })
        }
      />
    </Flex>
  );
}
