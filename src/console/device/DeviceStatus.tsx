import { ThunderboltFilled } from '@ant-design/icons';
import { Badge, type BadgeProps, Flex, Progress, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { DEVICE_STATE_NAMES, type DeviceState, type DeviceSummary } from '../../shared/api/devices';
import { daysLeft, timeAgo } from './relative-time';

const STATE_BADGE: Record<DeviceState, BadgeProps['status']> = {
  ONLINE: 'success',
  OFFLINE: 'default',
  INACTIVE: 'processing',
  EXPIRED: 'error',
  DISABLED: 'warning',
};

/** The state as a coloured dot and its name; 最近在线 under it once a robot has been seen. */
export function DeviceStateCell({ device }: { device: DeviceSummary }) {
  return (
    <Flex vertical gap={2}>
      <Badge status={STATE_BADGE[device.state]} text={DEVICE_STATE_NAMES[device.state]} />
      {device.lastSeenAt && device.state !== 'ONLINE' && (
        <Tooltip title={`最近在线：${dayjs(device.lastSeenAt).format('YYYY.MM.DD HH:mm:ss')}`}>
          <Typography.Text type="secondary" style={{ fontSize: 12, paddingLeft: 14 }}>
            {timeAgo(device.lastSeenAt)}
          </Typography.Text>
        </Tooltip>
      )}
    </Flex>
  );
}

const LOW = 20;
const MEDIUM = 50;

/** The battery as a bar coloured by level, with a bolt while charging; a dash before any heartbeat. */
export function BatteryCell({ battery, charging }: Pick<DeviceSummary, 'battery' | 'charging'>) {
  if (battery === null) return <Typography.Text type="secondary">—</Typography.Text>;
  const color = battery < LOW ? '#ff4d4f' : battery < MEDIUM ? '#faad14' : '#52c41a';
  return (
    <Flex align="center" gap={6} aria-label={`电量 ${battery}%${charging ? '，充电中' : ''}`}>
      <Progress aria-label="电量" percent={battery} size={[52, 6]} strokeColor={color} showInfo={false} />
      <Typography.Text style={{ fontSize: 12, minWidth: 30 }}>{battery}%</Typography.Text>
      {charging && (
        <Tooltip title="充电中">
          <ThunderboltFilled style={{ color: '#faad14' }} />
        </Tooltip>
      )}
    </Flex>
  );
}

/** The key's end date, with a warning tag in its last EXPIRY_WARNING_DAYS and a red one once past. */
export function ExpiryCell({ device }: { device: DeviceSummary }) {
  const date = dayjs(device.expiresAt).format('YYYY.MM.DD');
  const expired = new Date(device.expiresAt).getTime() <= Date.now();
  return (
    <Flex vertical gap={2} align="flex-start">
      <Typography.Text type={expired ? 'danger' : undefined}>{date}</Typography.Text>
      {expired ? (
        <Tag color="error" style={{ marginInlineEnd: 0 }}>
          已过期
        </Tag>
      ) : (
        device.expiringSoon && (
          <Tag color="warning" style={{ marginInlineEnd: 0 }}>
            {daysLeft(device.expiresAt)} 天后到期
          </Tag>
        )
      )}
    </Flex>
  );
}
