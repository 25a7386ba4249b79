import { Empty, List, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { RobotConversation } from '../../../shared/api/monitoring';
import { AnswerAsSaid } from '../../test-chat/AnswerAsSaid';
import { useRobotConversations } from '../monitoring-queries';

/** The robot's last conversations: what visitors asked and what it answered, as it said it. */
export function RecentConversations({ deviceId, robotName }: { deviceId: string; robotName: string }) {
  const turns = useRobotConversations(deviceId);
  return (
    <List<RobotConversation>
      size="small"
      loading={turns.isLoading}
      dataSource={turns.data?.content ?? []}
      style={{ maxHeight: 360, overflowY: 'auto' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有对话" /> }}
      renderItem={(turn) => (
        <List.Item key={turn.eventId}>
          <div style={{ minWidth: 0, width: '100%' }}>
            <Typography.Text strong>问：{turn.question}</Typography.Text>
            {turn.unknown && (
              <Tag color="warning" style={{ marginInlineStart: 8 }}>
                未知问题
              </Tag>
            )}
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '2px 0 0' }}>
              答：{turn.answer ? <AnswerAsSaid text={turn.answer} robotName={robotName} /> : '—'}
            </Typography.Paragraph>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {dayjs(turn.occurredAt).format('MM-DD HH:mm:ss')}
            </Typography.Text>
          </div>
        </List.Item>
      )}
    />
  );
}
