import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Divider,
  Drawer,
  Flex,
  Form,
  Input,
  Segmented,
  Select,
  Slider,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import {
  COMMAND_KIND_NAMES,
  COMMAND_KINDS,
  COMMAND_PAYLOADS,
  COMMAND_TIMEOUT_SECONDS,
  type CommandBody,
  type CommandKind,
  DEVICE_MSG,
  DEVICE_STATE_NAMES,
  type DeviceSummary,
} from '../../shared/api/devices';
import { feedback } from '../app/feedback';
import { MapPointSelect, type PickedPoint } from '../map/MapPointSelect';
import { zodFieldRule } from '../project/list/zod-field-rule';
import { CommandHistory } from './CommandHistory';
import { deviceApi } from './device-api';
import { DEVICE_KEYS, useReleasedScreen } from './device-queries';

interface CommandFields {
  text: string;
  /** The map point chosen (地图管理); its name goes in `point`. */
  pointId: string | null;
  point: string;
  page: string | undefined;
  volume: number;
}

/** The command a form's fields make for `kind`. */
function commandOf(deviceId: string, kind: CommandKind, fields: CommandFields): CommandBody {
  if (kind === 'SPEAK') return { deviceId, kind, payload: { text: fields.text.trim() } };
  if (kind === 'GO_TO') {
    return { deviceId, kind, payload: { point: fields.point.trim(), pointId: fields.pointId ?? undefined } };
  }
  if (kind === 'SHOW_PAGE') return { deviceId, kind, payload: { page: fields.page ?? '' } };
  return { deviceId, kind, payload: { volume: fields.volume } };
}

const KIND_OPTIONS = COMMAND_KINDS.map((kind) => ({ value: kind, label: COMMAND_KIND_NAMES[kind] }));

export interface DeviceCommandDrawerProps {
  /** The device to command, as last refreshed (its state decides); null closes the drawer. */
  device: DeviceSummary | null;
  onClose(): void;
}

/**
 * 下发指令: speak a text, go to a map point, show a page or set the volume, and the device's
 * latest commands with their status (a robot acknowledges, then reports done or failed).
 */
export function DeviceCommandDrawer({ device, onClose }: DeviceCommandDrawerProps) {
  const [form] = Form.useForm<CommandFields>();
  const [kind, setKind] = useState<CommandKind>('SPEAK');
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (body: CommandBody) => deviceApi.command(body),
    onSuccess: () => {
      feedback.success(DEVICE_MSG.commandSent);
      form.resetFields(['text']);
      void queryClient.invalidateQueries({ queryKey: DEVICE_KEYS.all });
    },
  });

  // Filled once per device opened: the list refreshes the device every few seconds meanwhile.
  const deviceId = device?.id;
  // The project's released screen, whose pages the robot can show (an activated robot only).
  const screen = useReleasedScreen(device?.activatedAt ? device.id : null).data ?? null;
  const pageName = (id: string) => screen?.pages.find((page) => page.id === id)?.name ?? id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the device's fields at opening time only
  useEffect(() => {
    if (!device) return;
    setKind('SPEAK');
    form.setFieldsValue({
      text: '',
      pointId: null,
      point: '',
      page: device.currentPage ?? undefined,
      volume: device.volume ?? 50,
    });
  }, [deviceId, form]);

  const online = device?.state === 'ONLINE';
  return (
    <Drawer open={device !== null} onClose={onClose} size={520} title="下发指令" destroyOnHidden>
      {device && (
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center">
            <Typography.Text strong style={{ fontSize: 15 }}>
              {device.name}
            </Typography.Text>
            <Badge status={online ? 'success' : 'default'} text={DEVICE_STATE_NAMES[device.state]} />
          </Flex>
          {!online && (
            <Alert
              type="info"
              showIcon
              title="设备在线时才能下发指令"
              description="机器人上线（激活并发送心跳）后即可下发；下方仍可查看历史指令。"
            />
          )}
          <Form<CommandFields>
            form={form}
            layout="vertical"
            requiredMark={false}
            disabled={!online}
            onFinish={(fields) => send.mutate(commandOf(device.id, kind, fields))}
          >
            <Form.Item label="指令类型">
              <Segmented<CommandKind> block options={KIND_OPTIONS} value={kind} onChange={setKind} />
            </Form.Item>
            {kind === 'SPEAK' && (
              <Form.Item
                name="text"
                label="播报内容"
                rules={[zodFieldRule(COMMAND_PAYLOADS.SPEAK.shape.text)]}
              >
                <Input.TextArea rows={3} maxLength={200} showCount placeholder="机器人将立即播报这段文字" />
              </Form.Item>
            )}
            {kind === 'GO_TO' && (
              <>
                <Form.Item
                  name="pointId"
                  label="目标点位"
                  rules={[{ required: true, message: '请选择目标点位' }]}
                  getValueFromEvent={(point: PickedPoint | null) => point?.id ?? null}
                >
                  <MapPointSelect
                    projectId={device.projectId}
                    valueName={form.getFieldValue('point')}
                    onChange={(point) => form.setFieldValue('point', point?.name ?? '')}
                  />
                </Form.Item>
                <Form.Item name="point" hidden>
                  <Input />
                </Form.Item>
              </>
            )}
            {kind === 'SHOW_PAGE' && (
              <Form.Item name="page" label="页面" rules={[{ required: true, message: '请选择页面' }]}>
                <Select
                  aria-label="页面"
                  placeholder={screen ? '选择已发布屏幕中的页面' : '项目还没有发布屏幕配置'}
                  disabled={!screen}
                  options={(screen?.pages ?? []).map((page) => ({ value: page.id, label: page.name }))}
                />
              </Form.Item>
            )}
            {kind === 'SET_VOLUME' && (
              <Form.Item name="volume" label="音量">
                <Slider min={0} max={100} marks={{ 0: '0', 50: '50', 100: '100' }} />
              </Form.Item>
            )}
            <Flex justify="space-between" align="center">
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {COMMAND_TIMEOUT_SECONDS} 秒内未完成的指令记为超时
              </Typography.Text>
              <Button type="primary" htmlType="submit" loading={send.isPending}>
                发送
              </Button>
            </Flex>
          </Form>
          <Divider style={{ margin: '4px 0' }} titlePlacement="start" plain>
            最近指令
          </Divider>
          <CommandHistory deviceId={device.id} pageName={pageName} />
        </Flex>
      )}
    </Drawer>
  );
}
