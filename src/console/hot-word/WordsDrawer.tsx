import { SearchOutlined } from '@ant-design/icons';
import { Drawer, Input, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { HotWord, HotWordFile } from '../../shared/api/hot-words';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { tablePaging } from '../components/table-paging';
import { usePagedSearch } from '../project/list/use-paged-search';
import { useWords } from './hot-word-queries';

/** The words of one file, searchable and paged on the server, with their weights. */
export function WordsDrawer({ file, onClose }: { file: HotWordFile | null; onClose(): void }) {
  const list = usePagedSearch();
  const [fileId, setFileId] = useState('');
  useEffect(() => {
    if (file) setFileId(file.id);
  }, [file]);
  const words = useWords(fileId, {
    pageNo: list.pageNo,
    pageSize: list.pageSize,
    ...(list.search ? { keyword: list.search } : {}),
  });
  const total = words.data?.totalElements ?? 0;
  return (
    <Drawer
      open={file !== null}
      onClose={onClose}
      size={520}
      title={file ? `词条 · ${file.name}` : '词条'}
      destroyOnHidden
    >
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="搜索词条"
        aria-label="搜索词条"
        value={list.keyword}
        onChange={(event) => list.setKeyword(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {list.search ? `找到 ${total} 个词` : `共 ${total} 个词`}
        {file && file.skippedCount > 0 ? `；上传时跳过了 ${file.skippedCount} 行（重复或超过 30 字）` : ''}
      </Typography.Paragraph>
      <Table<HotWord>
        rowKey="word"
        size="small"
        loading={words.isLoading}
        dataSource={words.data?.content ?? []}
        columns={[
          { title: '词条', dataIndex: 'word' },
          {
            title: '权重',
            dataIndex: 'weight',
            width: 90,
            render: (weight: number | null) =>
              weight === null ? (
                <Typography.Text type="secondary">默认</Typography.Text>
              ) : (
                <Tag color="blue">{weight}</Tag>
              ),
          },
        ]}
        locale={{ emptyText: <EmptyPlaceholder variant="noResult" height={200} /> }}
        pagination={tablePaging(list, total, ({ pageNo, pageSize }) => list.setPage(pageNo, pageSize))}
      />
    </Drawer>
  );
}
