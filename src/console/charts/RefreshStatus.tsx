import { ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';

export interface RefreshStatusProps {
  /** When the figures on screen were fetched (ms); 0 before the first answer. */
  updatedAt: number;
  fetching: boolean;
  /** The last refresh failed: the figures shown are older than they look. */
  failed: boolean;
  /** Seconds between automatic refreshes, said in the tooltip. */
  everySeconds: number;
  onRefresh(): void;
}

/** A live dashboard's corner: when its figures are from, whether refreshing works, and a refresh now. */
export function RefreshStatus({ updatedAt, fetching, failed, everySeconds, onRefresh }: RefreshStatusProps) {
  return (
    <Flex align="center" gap={8}>
      <Tooltip title={`每 ${everySeconds} 秒自动刷新`}>
        <Badge
          status={failed ? 'error' : 'processing'}
          text={
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {failed
                ? '刷新失败，显示的是上次的数据'
                : updatedAt > 0
                  ? `更新于 ${dayjs(updatedAt).format('HH:mm:ss')}`
                  : '加载中'}
            </Typography.Text>
          }
        />
      </Tooltip>
      <Tooltip title="立即刷新">
        <Button
          type="text"
          size="small"
          icon={<ReloadOutlined spin={fetching} />}
          onClick={onRefresh}
          aria-label="立即刷新"
        />
      </Tooltip>
    </Flex>
  );
}
