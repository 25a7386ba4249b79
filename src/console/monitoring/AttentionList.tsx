import { CheckCircleFilled } from '@ant-design/icons';
import { Flex, List, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  ATTENTION_REASON_NAMES,
  type AttentionReason,
  type FleetAttention,
  type FleetSummary,
} from '../../shared/api/devices';
import { formatProjectID, projectPath } from '../project/project-id';
import { useMayOpen } from '../routes/route-access';
import { expiryText, lastSeenText } from './robot-times';

const REASON_COLORS: Record<AttentionReason, string> = {
  EXPIRED: 'error',
  OFFLINE: 'default',
  LOW_BATTERY: 'warning',
  EXPIRING: 'purple',
};

/** The line under a robot's name: its project and what matters about its first reason. */
function detailOf(robot: FleetAttention, now: number): string {
  const reason = robot.reasons[0];
  const fact =
    reason === 'LOW_BATTERY'
      ? `电量 ${robot.battery ?? 0}%`
      : reason === 'OFFLINE'
        ? lastSeenText(robot.lastSeenAt, now)
        : expiryText(robot.expiresAt, now);
  return `${robot.projectName} · ${fact}`;
}

/** The robots someone should look at, most urgent first, each leading to its project's devices. */
export function AttentionList({ attention }: { attention: FleetSummary['attention'] }) {
  const mayOpen = useMayOpen();
  const now = Date.now();
  if (attention.total === 0) {
    return (
      <Flex vertical align="center" justify="center" gap={8} style={{ minHeight: 200 }} role="status">
        <CheckCircleFilled style={{ fontSize: 36, color: '#13c2a3' }} />
        <Typography.Text strong>一切正常</Typography.Text>
        <Typography.Text type="secondary">没有离线、电量低或激活码即将到期的机器人。</Typography.Text>
      </Flex>
    );
  }
  return (
    <>
      <List<FleetAttention>
        dataSource={attention.items}
        renderItem={(robot) => {
          const devices = `${projectPath(formatProjectID(robot.projectId, robot.projectName))}/device-management`;
          return (
            <List.Item
              extra={
                <Flex gap={4} wrap justify="flex-end">
                  {robot.reasons.map((reason) => (
                    <Tag key={reason} color={REASON_COLORS[reason]} style={{ marginInlineEnd: 0 }}>
                      {ATTENTION_REASON_NAMES[reason]}
                    </Tag>
                  ))}
                </Flex>
              }
            >
              <List.Item.Meta
                title={mayOpen(devices) ? <Link to={devices}>{robot.deviceName}</Link> : robot.deviceName}
                description={detailOf(robot, now)}
              />
            </List.Item>
          );
        }}
      />
      {attention.total > attention.items.length && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
          另有 {attention.total - attention.items.length} 台，请到各项目的设备管理中查看。
        </Typography.Paragraph>
      )}
    </>
  );
}
