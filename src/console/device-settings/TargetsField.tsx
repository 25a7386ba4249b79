import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Select, Typography } from 'antd';
import type { SettingTargets } from '../../shared/api/device-settings';
import { deviceApi } from '../device/device-api';

interface TargetsFieldProps {
  projectId: string;
  value: SettingTargets;
  onChange(value: SettingTargets): void;
  disabled?: boolean;
  /** 基础配置 or 设备人设, in the hints. */
  noun: string;
}

/** Enough devices to pick from in one list; a larger fleet is better named by tag. */
const PICKABLE_DEVICES = 200;

/**
 * 应用于: the devices (each named alone), the device tags, and whether it is the project default.
 * The rule is said where it is chosen: a device's own beats its tag, a tag beats the default.
 */
export function TargetsField({ projectId, value, onChange, disabled, noun }: TargetsFieldProps) {
  const tags = useQuery({
    queryKey: ['device-settings', 'tags', projectId],
    queryFn: () => deviceApi.tags(projectId, ''),
  });
  const robots = useQuery({
    queryKey: ['device-settings', 'devices', projectId],
    queryFn: () => deviceApi.page({ projectId, pageNo: 0, pageSize: PICKABLE_DEVICES }, { quiet: true }),
  });
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="设备标签" style={{ marginBottom: 12 }}>
        <Select
          mode="tags"
          aria-label="设备标签"
          placeholder="带这些标签的设备使用它"
          disabled={disabled}
          value={value.tags}
          onChange={(next: string[]) => onChange({ ...value, tags: next })}
          options={(tags.data ?? []).map((tag) => ({ value: tag.name, label: tag.name }))}
        />
      </Form.Item>
      <Form.Item label="单独指定设备" style={{ marginBottom: 12 }}>
        <Select
          mode="multiple"
          aria-label="单独指定设备"
          placeholder="这些设备使用它，不论标签"
          disabled={disabled}
          value={value.deviceIds}
          optionFilterProp="label"
          onChange={(next: string[]) => onChange({ ...value, deviceIds: next })}
          options={(robots.data?.content ?? []).map((device) => ({ value: device.id, label: device.name }))}
        />
      </Form.Item>
      <Checkbox
        style={{ marginBottom: 4 }}
        checked={value.projectDefault}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, projectDefault: event.target.checked })}
      >
        设为项目默认
      </Checkbox>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        一台设备只用一份{noun}：单独指定优先；其次按设备的标签顺序，第一个有{noun}的标签；都没有时用项目默认。
        停用的{noun}不适用于任何设备。
      </Typography.Text>
    </Form>
  );
}
