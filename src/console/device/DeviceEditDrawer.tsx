import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Flex, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { DEVICE_MSG, type DeviceSummary, deviceEditBody, deviceTags } from '../../shared/api/devices';
import { feedback } from '../app/feedback';
import { RemoteSelect } from '../components/RemoteSelect';
import { zodFieldRule } from '../project/list/zod-field-rule';
import { deviceApi } from './device-api';
import { DEVICE_KEYS } from './device-queries';

interface EditFields {
  name: string;
  tags: string[];
}

export interface DeviceEditDrawerProps {
  projectId: string;
  /** The device being edited; null closes the drawer. */
  device: DeviceSummary | null;
  onClose(): void;
}

/** 编辑: a device's name and tags, the tags suggested from those the project already uses. */
export function DeviceEditDrawer({ projectId, device, onClose }: DeviceEditDrawerProps) {
  const [form] = Form.useForm<EditFields>();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: ({ name, tags }: EditFields) => deviceApi.edit(device?.id ?? '', name, tags),
    onSuccess: () => {
      feedback.success(DEVICE_MSG.edited);
      void queryClient.invalidateQueries({ queryKey: DEVICE_KEYS.all });
      onClose();
    },
  });

  useEffect(() => {
    if (device) form.setFieldsValue({ name: device.name, tags: device.tags });
  }, [device, form]);

  return (
    <Drawer
      open={device !== null}
      onClose={onClose}
      size={480}
      title="编辑设备"
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            保存
          </Button>
        </Flex>
      }
    >
      {device && (
        <Form<EditFields>
          form={form}
          layout="vertical"
          onFinish={(fields) => save.mutate(fields)}
          requiredMark={false}
        >
          <Typography.Paragraph type="secondary">
            {device.modelName} · 激活码 <Typography.Text code>{device.activationKey}</Typography.Text>
          </Typography.Paragraph>
          <Form.Item name="name" label="设备名称" rules={[zodFieldRule(deviceEditBody.shape.name)]}>
            <Input maxLength={30} showCount placeholder="如：一楼大厅迎宾" autoFocus />
          </Form.Item>
          <Form.Item
            name="tags"
            label="标签"
            extra="用标签区分位置或用途（如楼层、展区），设备列表可按标签筛选。"
            rules={[zodFieldRule(deviceTags)]}
          >
            <RemoteSelect
              mode="tags"
              placeholder="输入标签后回车，或选择已有标签"
              aria-label="标签"
              tokenSeparators={[',', '，']}
              fetchOptions={async (name, signal) =>
                (await deviceApi.tags(projectId, name.trim(), signal)).map((tag) => ({
                  label: tag.name,
                  value: tag.id,
                }))
              }
            />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
