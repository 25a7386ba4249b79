import { DeleteOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Card, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { MessageSummary } from '../../shared/api/uc-account';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import { CardHeading } from '../components/CardHeading';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { tablePaging } from '../components/table-paging';
import { PageContainer } from '../shell/PageContainer';
import { MessageDrawer } from './MessageDrawer';
import { messageApi } from './message-api';
import { MESSAGE_KEYS } from './message-keys';
import { MESSAGE_KIND_VIEW } from './message-kinds';

const columns: TableColumnsType<MessageSummary> = [
  {
    title: '消息',
    dataIndex: 'title',
    render: (_, message) => (
      <Flex gap={12} align="flex-start" style={{ minWidth: 0 }}>
        <Badge status={message.read ? 'default' : 'processing'} style={{ marginTop: 4 }} />
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong={!message.read} type={message.read ? 'secondary' : undefined} ellipsis>
            {message.title}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 13 }}>
            {message.summary}
          </Typography.Text>
        </Flex>
      </Flex>
    ),
  },
  {
    title: '类型',
    dataIndex: 'kind',
    width: 120,
    render: (kind: MessageSummary['kind']) => (
      <Tag color={MESSAGE_KIND_VIEW[kind].color}>{MESSAGE_KIND_VIEW[kind].text}</Tag>
    ),
  },
  {
    title: '时间',
    dataIndex: 'createdAt',
    width: 180,
    render: (createdAt: string) => dayjs(createdAt).format('YYYY-MM-DD HH:mm'),
  },
];

/** /message-center: the user's messages, newest first; open one to read it, select some to delete them. */
export default function MessageCenterScreen() {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [paging, setPaging] = useState({ pageNo: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<string[]>([]);
  const [opened, setOpened] = useState<MessageSummary | null>(null);
  const page = useQuery({
    queryKey: MESSAGE_KEYS.page(paging),
    queryFn: () => messageApi.page(paging),
    placeholderData: keepPreviousData,
  });
  const messages = page.data?.content ?? [];
  const total = page.data?.totalElements ?? 0;
  const unread = messages.filter((message) => !message.read).length;

  const remove = useMutation({
    mutationFn: messageApi.remove,
    onSuccess: (_count, ids) => {
      feedback.success(MSG.deleted);
      setSelected([]);
      // Everything on the last page went: show the page before it.
      if (ids.length >= messages.length && paging.pageNo > 0)
        setPaging({ ...paging, pageNo: paging.pageNo - 1 });
      void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS.all });
    },
  });

  const confirmDelete = () =>
    modal.confirm({
      title: '删除消息',
      content: `确定删除选中的 ${selected.length} 条消息吗？删除后无法恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => remove.mutateAsync(selected).catch(() => undefined),
    });

  return (
    <PageContainer>
      <Card>
        <CardHeading
          title="消息中心"
          summary={
            <>
              认证审核结果、账号与项目共享等通知都会汇集在这里
              {unread > 0 && `，本页 ${unread} 条未读`}
            </>
          }
          extra={
            <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={confirmDelete}>
              {selected.length > 0 ? `删除所选（${selected.length}）` : '删除所选'}
            </Button>
          }
        />
        <Table<MessageSummary>
          rowKey="id"
          columns={columns}
          dataSource={messages}
          loading={page.isFetching && !page.data}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
          onRow={(message) => ({
            // The selection checkbox sits in the row too: ticking it must not open the message.
            onClick: (event) => {
              if (!(event.target as HTMLElement).closest('.ant-table-selection-column')) setOpened(message);
            },
            style: { cursor: 'pointer' },
          })}
          locale={{ emptyText: <EmptyPlaceholder variant="noResult" height={360} /> }}
          pagination={tablePaging(paging, total, (next) => {
            setSelected([]);
            setPaging(next);
          })}
        />
      </Card>
      <MessageDrawer message={opened} onClose={() => setOpened(null)} />
    </PageContainer>
  );
}
