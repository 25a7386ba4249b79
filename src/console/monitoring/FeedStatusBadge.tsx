import { Badge, Tooltip } from 'antd';
import type { FeedStatus } from './use-fleet-feed';

const SHOWN: Record<
  FeedStatus,
  { status: 'success' | 'processing' | 'warning'; text: string; hint: string }
> = {
  live: { status: 'success', text: '实时', hint: '机器人的心跳与告警实时推送到本页' },
  connecting: { status: 'processing', text: '连接中', hint: '正在连接实时推送' },
  retrying: { status: 'warning', text: '重新连接中', hint: '实时推送已断开，正在重新连接；恢复后自动刷新' },
};

/** Whether the page is hearing the fleet live. */
export function FeedStatusBadge({ status }: { status: FeedStatus }) {
  const shown = SHOWN[status];
  return (
    <Tooltip title={shown.hint}>
      <Badge status={shown.status} text={shown.text} data-testid="feed-status" />
    </Tooltip>
  );
}
