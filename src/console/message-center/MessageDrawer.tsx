import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Drawer, Flex, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import type { MessageSummary } from '../../shared/api/uc-account';
import { messageApi } from './message-api';
import { MESSAGE_KEYS } from './message-keys';
import { MESSAGE_KIND_VIEW } from './message-kinds';

/** One message's body. Reading marks it read on the server, so the list and the bell are refreshed. */
export function MessageDrawer({ message, onClose }: { message: MessageSummary | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const id = message?.id ?? '';
  const body = useQuery({
    queryKey: MESSAGE_KEYS.body(id),
    queryFn: () => messageApi.body(id),
    enabled: id !== '',
  });
  const wasUnread = !!message && !message.read;

  useEffect(() => {
    if (body.isSuccess && wasUnread) {
      void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS.all, refetchType: 'active' });
    }
  }, [body.isSuccess, wasUnread, queryClient]);

  return (
    <Drawer open={!!message} onClose={onClose} size={520} title="消息详情" destroyOnHidden>
      {message && (
        <Flex vertical gap={12}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {message.title}
          </Typography.Title>
          <Flex gap={8} align="center">
            <Tag color={MESSAGE_KIND_VIEW[message.kind].color}>{MESSAGE_KIND_VIEW[message.kind].text}</Tag>
            <Typography.Text type="secondary">
              {dayjs(message.createdAt).format('YYYY-MM-DD HH:mm:ss')}
            </Typography.Text>
          </Flex>
          {body.data ? (
            <Typography.Paragraph
              style={{ whiteSpace: 'pre-wrap', fontSize: 15, lineHeight: 1.8, marginTop: 8 }}
            >
              {body.data.body}
            </Typography.Paragraph>
          ) : (
            <Skeleton active paragraph={{ rows: 4 }} title={false} />
          )}
        </Flex>
      )}
    </Drawer>
  );
}
