import { EnvironmentOutlined, ThunderboltFilled } from '@ant-design/icons';
import { Badge, type BadgeProps, Flex, Progress, Tag, Tooltip, Typography } from 'antd';
import { DEVICE_STATE_NAMES, type DeviceState, LOW_BATTERY_PERCENT } from '../../shared/api/devices';
import { ALARM_KIND_NAMES, type AlarmKind, type MonitoredRobot } from '../../shared/api/monitoring';

const STATE_BADGE: Record<DeviceState, BadgeProps['status']> = {
  ONLINE: 'success',
  OFFLINE: 'default',
  INACTIVE: 'processing',
  EXPIRED: 'error',
  DISABLED: 'warning',
};

export function RobotState({ state }: { state: DeviceState }) {
  return <Badge status={STATE_BADGE[state]} text={DEVICE_STATE_NAMES[state]} />;
}

/** Battery as a short bar, red under LOW_BATTERY_PERCENT, with a bolt while charging. */
export function RobotBattery({ robot }: { robot: Pick<MonitoredRobot, 'battery' | 'charging'> }) {
  const { battery, charging } = robot;
  if (battery === null) return <Typography.Text type="secondary">—</Typography.Text>;
  const color = battery < LOW_BATTERY_PERCENT ? '#ff4d4f' : battery < 50 ? '#faad14' : '#52c41a';
  return (
    <Flex align="center" gap={6} aria-label={`电量 ${battery}%${charging ? '，充电中' : ''}`}>
      <Progress aria-label="电量" percent={battery} size={[48, 6]} strokeColor={color} showInfo={false} />
      <span style={{ fontSize: 12, minWidth: 30, fontVariantNumeric: 'tabular-nums' }}>{battery}%</span>
      {charging && <ThunderboltFilled style={{ color: '#faad14' }} aria-hidden />}
    </Flex>
  );
}

/** Where the robot is: its point's name, and the map coordinates beside it. */
export function RobotPosition({ robot }: { robot: Pick<MonitoredRobot, 'position'> }) {
  const { position } = robot;
  if (!position) return <Typography.Text type="secondary">未上报</Typography.Text>;
  const spot = `(${Math.round(position.x)}, ${Math.round(position.y)})`;
  return (
    <span data-testid="robot-position">
      <EnvironmentOutlined style={{ color: '#1677ff', marginRight: 4 }} aria-hidden />
      {position.pointName ?? '途中'}
      <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 6 }}>
        {spot}
      </Typography.Text>
    </span>
  );
}

const ALARM_COLOR: Record<AlarmKind, string> = {
  OFFLINE: 'default',
  LOW_BATTERY: 'error',
  KEY_EXPIRING: 'warning',
  COMMAND_UNACKED: 'orange',
};

export function AlarmKindTag({ kind }: { kind: AlarmKind }) {
  return (
    <Tag color={ALARM_COLOR[kind]} style={{ marginInlineEnd: 4 }}>
      {ALARM_KIND_NAMES[kind]}
    </Tag>
  );
}

export function RobotAlarms({ kinds }: { kinds: AlarmKind[] }) {
  if (kinds.length === 0) return <Typography.Text type="secondary">无</Typography.Text>;
  return (
    <Tooltip title="进行中的告警">
      <span>
        {kinds.map((kind) => (
          <AlarmKindTag key={kind} kind={kind} />
        ))}
      </span>
    </Tooltip>
  );
}
