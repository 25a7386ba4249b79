import { DeleteOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Input, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  DICTIONARY_MSG,
  type DictionaryEntry,
  ENTRY_LIMITS,
  entryWords,
} from '../../shared/api/dictionaries';
import { formatDateTime } from '../../shared/format/date';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { tablePaging } from '../components/table-paging';
import { usePagedSearch } from '../project/list/use-paged-search';
import { dictionaryApi } from './dictionary-api';
import { DICTIONARY_KEYS, useEntryPage } from './dictionary-queries';
import { EntryTransfer } from './EntryTransfer';
import { type EntryDraft, NEW_ENTRY, rowsWithDraft, useEntryEditing } from './entry-editing';

export interface EntryTableProps {
  dictionaryId: string;
  dictionaryName: string;
  editable: boolean;
}

const SYNONYM_SEPARATORS = [',', '，', '、', ';', '；'];

/**
 * A dictionary's entries: search across values and synonyms, add and edit in place (synonyms as
 * tags, typed and separated by commas or Enter), delete one or a selection, import and export.
 */
export function EntryTable({ dictionaryId, dictionaryName, editable }: EntryTableProps) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const list = usePagedSearch();
  const editing = useEntryEditing();
  const [selected, setSelected] = useState<string[]>([]);
  const entries = useEntryPage({
    dictionaryId,
    pageNo: list.pageNo,
    pageSize: list.pageSize,
    ...(list.search ? { keyword: list.search } : {}),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: DICTIONARY_KEYS.all });

  const save = useMutation({
    mutationFn: ({ id, ...words }: EntryDraft) =>
      id === NEW_ENTRY ? dictionaryApi.addEntry(dictionaryId, words) : dictionaryApi.editEntry(id, words),
    onSuccess: (_, draft) => {
      feedback.success(draft.id === NEW_ENTRY ? DICTIONARY_MSG.entryCreated : DICTIONARY_MSG.entrySaved);
      editing.stop();
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (ids: string[]) => dictionaryApi.removeEntries(dictionaryId, ids),
    onSuccess: () => {
      feedback.success(MSG.deleted);
      setSelected([]);
      refresh();
    },
  });
  const submit = () => {
    if (!editing.draft) return;
    const checked = entryWords.safeParse(editing.draft);
    if (!checked.success) {
      feedback.error(checked.error.issues[0]?.message ?? '词条格式错误');
      return;
    }
    save.mutate({ id: editing.draft.id, ...checked.data });
  };
  const confirmRemove = (ids: string[], what: string) =>
    modal.confirm({
      title: `删除${what}？`,
      content: '删除后不可恢复，槽位将不再识别这些词。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => remove.mutateAsync(ids).catch(() => undefined),
    });

  const columns: TableColumnsType<DictionaryEntry> = [
    {
      title: '词条',
      dataIndex: 'value',
      width: 220,
      render: (value: string, entry) =>
        editing.isEditing(entry.id) ? (
          <Input
            autoFocus
            aria-label="词条"
            placeholder="标准词，如：卫生间"
            value={editing.draft?.value}
            maxLength={ENTRY_LIMITS.wordLength}
            onChange={(event) => editing.change({ value: event.target.value })}
            onPressEnter={submit}
          />
        ) : (
          <Typography.Text strong>{value}</Typography.Text>
        ),
    },
    {
      title: '同义词',
      dataIndex: 'synonyms',
      render: (synonyms: string[], entry) =>
        editing.isEditing(entry.id) ? (
          <Select
            mode="tags"
            open={false}
            aria-label="同义词"
            placeholder="输入同义词后按回车或逗号，如：洗手间、厕所"
            tokenSeparators={SYNONYM_SEPARATORS}
            value={editing.draft?.synonyms}
            onChange={(words: string[]) =>
              editing.change({ synonyms: words.map((word) => word.trim()).filter(Boolean) })
            }
            style={{ width: '100%' }}
            suffixIcon={null}
          />
        ) : synonyms.length === 0 ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          <Flex wrap gap={4}>
            {synonyms.map((word) => (
              <Tag key={word} style={{ marginInlineEnd: 0 }}>
                {word}
              </Tag>
            ))}
          </Flex>
        ),
    },
    {
      title: '更新时间',
      dataIndex: 'updatedAt',
      width: 150,
      render: (at: string) => (at ? formatDateTime(at, 'YYYY-MM-DD HH:mm') : ''),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, entry) =>
        editing.isEditing(entry.id) ? (
          <Space size={0}>
            <Button type="link" size="small" loading={save.isPending} onClick={submit}>
              保存
            </Button>
            <Button type="link" size="small" onClick={editing.stop}>
              取消
            </Button>
          </Space>
        ) : (
          <Space size={0}>
            <Button type="link" size="small" disabled={!editable} onClick={() => editing.start(entry)}>
              编辑
            </Button>
            <Button
              type="link"
              size="small"
              danger
              disabled={!editable}
              onClick={() => confirmRemove([entry.id], `词条「${entry.value}」`)}
            >
              删除
            </Button>
          </Space>
        ),
    },
  ];

  const page = entries.data;
  const rows = rowsWithDraft(page?.content ?? [], editing.draft);
  return (
    <>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="搜索词条或同义词"
          aria-label="搜索词条或同义词"
          maxLength={ENTRY_LIMITS.wordLength}
          value={list.keyword}
          onChange={(event) => list.setKeyword(event.target.value)}
          style={{ width: 260 }}
        />
        <Flex gap={8} wrap>
          {selected.length > 0 && (
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() => confirmRemove(selected, `选中的 ${selected.length} 个词条`)}
            >
              批量删除（{selected.length}）
            </Button>
          )}
          <EntryTransfer dictionaryId={dictionaryId} dictionaryName={dictionaryName} editable={editable} />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!editable || editing.isEditing(NEW_ENTRY)}
            onClick={editing.startNew}
          >
            新增词条
          </Button>
        </Flex>
      </Flex>
      <Table<DictionaryEntry>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={entries.isLoading || remove.isPending}
        rowSelection={
          editable
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                getCheckboxProps: (entry) => ({ disabled: entry.id === NEW_ENTRY }),
              }
            : undefined
        }
        locale={{
          emptyText: (
            <EmptyPlaceholder variant={list.search ? 'noResult' : 'planet'} height={280}>
              {!list.search && editable ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  点击「新增词条」逐个添加，或「导入」一个 .txt / .xlsx 词表
                </Typography.Text>
              ) : null}
            </EmptyPlaceholder>
          ),
        }}
        pagination={tablePaging(list, page?.totalElements ?? 0, ({ pageNo, pageSize }) =>
          list.setPage(pageNo, pageSize),
        )}
      />
    </>
  );
}
