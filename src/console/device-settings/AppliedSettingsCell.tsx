import { Flex, Typography } from 'antd';
import { type AppliedSetting, appliedReason } from '../../shared/api/device-settings';
import { useProjectFlags } from '../project/use-project-flags';
import { useAppliedSettings } from './applied-settings';

function Line({ label, setting }: { label: string; setting: AppliedSetting | null | undefined }) {
  const text = setting ? `${label}：${setting.name}（${appliedReason(setting)}）` : `${label}：未指定`;
  return (
    <Typography.Text
      type={setting ? undefined : 'secondary'}
      style={{ fontSize: 12 }}
      ellipsis={{ tooltip: text }}
    >
      {text}
    </Typography.Text>
  );
}

/** The device list's cell: the base configuration and persona a device has, and why (标签 展厅A…). */
export function AppliedSettingsCell({ deviceId }: { deviceId: string }) {
  const { projectId } = useProjectFlags();
  const settings = useAppliedSettings(projectId).data?.[deviceId];
  return (
    <Flex vertical style={{ minWidth: 0 }} data-testid="applied-settings">
      <Line label="基础配置" setting={settings?.baseConfiguration} />
      <Line label="设备人设" setting={settings?.persona} />
    </Flex>
  );
}
