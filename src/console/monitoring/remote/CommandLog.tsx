import { Empty, Flex, List, Steps, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import {
  COMMAND_KIND_NAMES,
  COMMAND_STATUS_NAMES,
  type CommandStatus,
  type DeviceCommand,
} from '../../../shared/api/devices';
import { useRobotCommands } from '../monitoring-queries';
import { commandSteps, formatTook } from './command-steps';

const STATUS_COLOR: Record<CommandStatus, string> = {
  PENDING: 'default',
  SENT: 'processing',
  ACKED: 'processing',
  DONE: 'success',
  FAILED: 'error',
  TIMED_OUT: 'warning',
};

function contentOf(command: DeviceCommand, pageName: (id: string) => string): string {
  const payload = command.payload as Record<string, unknown>;
  if ('text' in payload) return `“${payload.text}”`;
  if ('point' in payload) return `前往「${payload.point}」`;
  if ('page' in payload) return `显示「${pageName(String(payload.page))}」`;
  if ('volume' in payload) return `音量 ${payload.volume}`;
  return '';
}

/** The robot's latest commands, each with its steps and the time each took, updated live. */
export function CommandLog({ deviceId, pageName }: { deviceId: string; pageName(id: string): string }) {
  const commands = useRobotCommands(deviceId);
  return (
    <List<DeviceCommand>
      loading={commands.isLoading}
      dataSource={commands.data?.content ?? []}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有下发过指令" /> }}
      renderItem={(command) => {
        const steps = commandSteps(command);
        const reached = steps.filter((step) => step.tookMs !== null).length;
        const failed = command.status === 'FAILED' || command.status === 'TIMED_OUT';
        return (
          <List.Item key={command.id} data-testid="command-item">
            <Flex vertical gap={6} style={{ width: '100%', minWidth: 0 }}>
              <Flex justify="space-between" gap={8}>
                <Typography.Text ellipsis style={{ minWidth: 0 }}>
                  <Typography.Text strong>{COMMAND_KIND_NAMES[command.kind]}</Typography.Text>
                  <Typography.Text type="secondary"> · {contentOf(command, pageName)}</Typography.Text>
                </Typography.Text>
                <Tag color={STATUS_COLOR[command.status]} style={{ marginInlineEnd: 0 }}>
                  {COMMAND_STATUS_NAMES[command.status]}
                </Tag>
              </Flex>
              <Steps
                size="small"
                current={Math.min(reached, steps.length - 1)}
                status={failed ? 'error' : reached === steps.length ? 'finish' : 'process'}
                items={steps.map((step) => ({
                  title: step.name,
                  description: step.tookMs === null ? '—' : formatTook(step.tookMs),
                }))}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {dayjs(command.createdAt).format('MM-DD HH:mm:ss')} 下发
                {command.result ? ` · ${command.result}` : ''}
              </Typography.Text>
            </Flex>
          </List.Item>
        );
      }}
    />
  );
}
