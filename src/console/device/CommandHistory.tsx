import { Empty, Flex, List, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import {
  COMMAND_KIND_NAMES,
  COMMAND_STATUS_NAMES,
  type CommandStatus,
  type DeviceCommand,
} from '../../shared/api/devices';
import { useDeviceCommands } from './device-queries';
import { timeAgo } from './relative-time';

const STATUS_COLOR: Record<CommandStatus, string> = {
  PENDING: 'default',
  SENT: 'processing',
  ACKED: 'processing',
  DONE: 'success',
  FAILED: 'error',
  TIMED_OUT: 'warning',
};

/** What a command asked for, in words: a page by its name in the released screen. */
export function commandContent(command: DeviceCommand, pageName: (id: string) => string): string {
  const payload = command.payload as Record<string, unknown>;
  if ('text' in payload) return `“${payload.text}”`;
  if ('point' in payload) return `前往「${payload.point}」`;
  if ('page' in payload) return `显示「${pageName(String(payload.page))}」`;
  if ('volume' in payload) return `音量调至 ${payload.volume}`;
  return '';
}

/** The device's latest commands and where each is in its life, refreshed while shown. */
export function CommandHistory({ deviceId, pageName }: { deviceId: string; pageName(id: string): string }) {
  const commands = useDeviceCommands(deviceId);
  const items = commands.data?.content ?? [];
  return (
    <List<DeviceCommand>
      size="small"
      loading={commands.isLoading}
      dataSource={items}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有下发过指令" /> }}
      renderItem={(command) => (
        <List.Item
          extra={
            <Tag color={STATUS_COLOR[command.status]} style={{ marginInlineEnd: 0 }}>
              {COMMAND_STATUS_NAMES[command.status]}
            </Tag>
          }
        >
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text ellipsis={{ tooltip: commandContent(command, pageName) }}>
              <Typography.Text strong>{COMMAND_KIND_NAMES[command.kind]}</Typography.Text>
              <Typography.Text type="secondary"> · {commandContent(command, pageName)}</Typography.Text>
            </Typography.Text>
            <Tooltip title={dayjs(command.createdAt).format('YYYY.MM.DD HH:mm:ss')}>
              <Typography.Text type="secondary" style={{ fontSize: 12, width: 'fit-content' }}>
                {timeAgo(command.createdAt)}
                {command.result ? ` · ${command.result}` : ''}
              </Typography.Text>
            </Tooltip>
          </Flex>
        </List.Item>
      )}
    />
  );
}
