import { Drawer, Table, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { OperationFilter, TurnRecord } from '../../shared/api/operation';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { type Paging, tablePaging } from '../components/table-paging';
import { type TurnFocus, useTurnPage } from './operation-api';

const COLUMNS: TableColumnsType<TurnRecord> = [
  {
    title: '时间',
    dataIndex: 'occurredAt',
    width: 120,
    render: (at: string) => dayjs(at).format('MM-DD HH:mm:ss'),
  },
  { title: '机器人', dataIndex: 'robotName', width: 120, ellipsis: true },
  {
    title: '访客的问题',
    dataIndex: 'question',
    render: (question: string, turn) => <Typography.Text strong={turn.unknown}>{question}</Typography.Text>,
  },
  {
    title: '机器人的回答',
    key: 'answer',
    render: (_, turn) =>
      turn.unknown ? (
        <Tag color="red" bordered={false}>
          未回答
        </Tag>
      ) : (
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 2, tooltip: turn.answer }}
          style={{ margin: 0 }}
        >
          {turn.intent && (
            <Tag color="purple" bordered={false}>
              {turn.intent}
            </Tag>
          )}
          {turn.answer}
        </Typography.Paragraph>
      ),
  },
  {
    title: '把握',
    dataIndex: 'score',
    width: 70,
    render: (score: number | null) => (score === null ? '—' : `${Math.round(score * 100)}%`),
  },
];

/** The turns behind a figure of 问答分析, in a drawer: `focus` null keeps it closed. */
export function TurnsDrawer({
  filter,
  title,
  focus,
  onClose,
}: {
  filter: OperationFilter;
  title: string;
  focus: TurnFocus | null;
  onClose(): void;
}) {
  const [paging, setPaging] = useState<Paging>({ pageNo: 0, pageSize: DEFAULT_PAGE_SIZE });
  const turns = useTurnPage(filter, focus, paging);
  return (
    <Drawer
      open={focus !== null}
      title={title}
      size={880}
      onClose={onClose}
      afterOpenChange={(open) => !open && setPaging((current) => ({ ...current, pageNo: 0 }))}
    >
      <Table
        rowKey="id"
        size="small"
        columns={COLUMNS}
        dataSource={turns.data?.content ?? []}
        loading={turns.isFetching}
        pagination={tablePaging(paging, turns.data?.totalElements ?? 0, setPaging)}
        locale={{ emptyText: <EmptyPlaceholder height={240} text="这里没有提问" /> }}
      />
    </Drawer>
  );
}
