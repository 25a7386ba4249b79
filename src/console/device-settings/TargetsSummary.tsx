import { Flex, Tag, Typography } from 'antd';
import type { SettingTargets } from '../../shared/api/device-settings';

/** Whom a configuration or persona names, and how many devices it applies to now. */
export function TargetsSummary({ targets, deviceCount }: { targets: SettingTargets; deviceCount: number }) {
  const named = targets.projectDefault || targets.tags.length > 0 || targets.deviceIds.length > 0;
  return (
    <Flex wrap gap={4} align="center">
      {targets.projectDefault && <Tag color="blue">项目默认</Tag>}
      {targets.tags.map((tag) => (
        <Tag key={tag}>标签 {tag}</Tag>
      ))}
      {targets.deviceIds.length > 0 && <Tag>{targets.deviceIds.length} 台设备</Tag>}
      <Typography.Text type="secondary">{named ? `适用 ${deviceCount} 台` : '未指定设备'}</Typography.Text>
    </Flex>
  );
}
