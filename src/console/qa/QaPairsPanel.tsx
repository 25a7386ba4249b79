import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { QaCategory, QaPair } from '../../shared/api/qa';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { tablePaging } from '../components/table-paging';
import { usePagedSearch } from '../project/list/use-paged-search';
import { CategoryPickModal } from './CategoryPickModal';
import { PairTagsModal } from './PairTagsModal';
import { ALL_PAIRS } from './QaCategoryTree';
import { type QaPairAction, qaPairColumns } from './qa-pair-columns';
import { useQaPairs } from './qa-queries';
import { usePairBatch } from './use-pair-batch';

type EnabledFilter = 'all' | 'true' | 'false';

export interface QaPairsPanelProps {
  libraryId: string;
  categories: readonly QaCategory[];
  /** The tree's selection: ALL_PAIRS, UNCATEGORISED_FILTER or a category id. */
  category: string;
  editable: boolean;
  onEdit(pair: QaPair | null): void;
}

/**
 * The pairs of the library under the chosen category: search across questions and answers,
 * state and tag filters, paging at the spec's sizes, an enable switch per row, and the batch bar
 * (enable, disable, move, tag, delete) once rows are ticked. The screen keys it by category, so
 * choosing another category starts at page one with nothing ticked.
 */
export function QaPairsPanel({ libraryId, categories, category, editable, onEdit }: QaPairsPanelProps) {
  const list = usePagedSearch();
  const [enabled, setEnabled] = useState<EnabledFilter>('all');
  const [tag, setTag] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [moving, setMoving] = useState(false);
  const [tagging, setTagging] = useState(false);
  const batch = usePairBatch(libraryId, () => undefined);
  const pairs = useQaPairs({
    libraryId,
    pageNo: list.pageNo,
    pageSize: list.pageSize,
    ...(list.search ? { keyword: list.search } : {}),
    ...(category !== ALL_PAIRS ? { categoryId: category } : {}),
    ...(enabled !== 'all' ? { enabled } : {}),
    ...(tag ? { tag } : {}),
  });
  const page = pairs.data;
  const total = page?.totalElements ?? 0;
  const filtering = list.search !== '' || enabled !== 'all' || tag !== null || category !== ALL_PAIRS;
  const clear = () => setSelected([]);

  const act = (action: QaPairAction, pair: QaPair) => {
    if (action === 'edit') onEdit(pair);
    if (action === 'toggle') batch.run({ ids: [pair.id], action: pair.enabled ? 'DISABLE' : 'ENABLE' });
    if (action === 'delete') batch.remove([pair.id], pair.question);
  };
  const filterByTag = (chosen: string | null) => {
    setTag(chosen);
    list.setPage(0, list.pageSize);
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="搜索标准问题、相似问题或答案"
          aria-label="搜索问答"
          value={list.keyword}
          onChange={(event) => list.setKeyword(event.target.value)}
          style={{ width: 280 }}
        />
        <Select<EnabledFilter>
          aria-label="启用状态"
          value={enabled}
          onChange={(value) => {
            setEnabled(value);
            list.setPage(0, list.pageSize);
          }}
          style={{ width: 120 }}
          options={[
            { value: 'all', label: '全部状态' },
            { value: 'true', label: '已启用' },
            { value: 'false', label: '已停用' },
          ]}
        />
        {tag && (
          <Tag closable color="blue" onClose={() => filterByTag(null)} style={{ marginInlineEnd: 0 }}>
            标签：{tag}
          </Tag>
        )}
        <div style={{ flex: 1 }} />
        {editable && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => onEdit(null)}>
            新增问答
          </Button>
        )}
      </Flex>
      {editable && selected.length > 0 && (
        <Flex
          gap={8}
          align="center"
          wrap
          role="toolbar"
          aria-label="批量操作"
          style={{ padding: '8px 12px', background: 'var(--ant-color-primary-bg)', borderRadius: 8 }}
        >
          <Typography.Text>已选 {selected.length} 条</Typography.Text>
          <Button size="small" onClick={() => batch.run({ ids: selected, action: 'ENABLE' }, clear)}>
            启用
          </Button>
          <Button size="small" onClick={() => batch.run({ ids: selected, action: 'DISABLE' }, clear)}>
            停用
          </Button>
          <Button size="small" onClick={() => setMoving(true)}>
            移动到分类
          </Button>
          <Button size="small" onClick={() => setTagging(true)}>
            添加标签
          </Button>
          <Button size="small" danger onClick={() => batch.remove(selected, '')}>
            删除
          </Button>
          <Button size="small" type="link" onClick={clear}>
            取消选择
          </Button>
        </Flex>
      )}
      {pairs.isError && !page && (
        <Alert type="error" showIcon title="问答加载失败" description={pairs.error.message} />
      )}
      <Table<QaPair>
        rowKey="id"
        size="middle"
        columns={qaPairColumns(categories, editable, act, filterByTag)}
        dataSource={page?.content ?? []}
        loading={pairs.isLoading || batch.pending}
        scroll={{ x: 880 }}
        rowSelection={
          editable
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                preserveSelectedRowKeys: true,
              }
            : undefined
        }
        locale={{
          emptyText: filtering ? (
            <EmptyPlaceholder variant="noResult" height={280} />
          ) : (
            <EmptyPlaceholder
              height={280}
              text={editable ? '还没有问答，新增一条或从 Excel 导入' : undefined}
            />
          ),
        }}
        pagination={tablePaging(list, total, ({ pageNo, pageSize: size }) => list.setPage(pageNo, size))}
      />
      <CategoryPickModal
        open={moving}
        title="移动到分类"
        description={`将选中的 ${selected.length} 条问答移到：`}
        categories={categories}
        noneLabel="未分类"
        saving={batch.pending}
        onClose={() => setMoving(false)}
        onPick={(categoryId) =>
          batch.run({ ids: selected, action: 'MOVE', categoryId }, () => {
            setMoving(false);
            clear();
          })
        }
      />
      <PairTagsModal
        open={tagging}
        count={selected.length}
        saving={batch.pending}
        onClose={() => setTagging(false)}
        onSave={(tags) =>
          batch.run({ ids: selected, action: 'TAG', tags }, () => {
            setTagging(false);
            clear();
          })
        }
      />
    </Flex>
  );
}
