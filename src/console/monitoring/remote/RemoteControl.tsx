import { SendOutlined } from '@ant-design/icons';
import { Button, Form, Input, Segmented, Select, Slider, Typography } from 'antd';
import { useState } from 'react';
import {
  COMMAND_KIND_NAMES,
  COMMAND_KINDS,
  type CommandBody,
  type CommandKind,
} from '../../../shared/api/devices';
import type { RobotDetail } from '../../../shared/api/monitoring';
import { MapPointSelect, type PickedPoint } from '../../map/MapPointSelect';
import { useSendCommand } from '../monitoring-queries';

interface Fields {
  text: string;
  point: PickedPoint | null;
  page: string;
  volume: number;
}

function bodyOf(deviceId: string, kind: CommandKind, fields: Fields): CommandBody {
  if (kind === 'SPEAK') return { deviceId, kind, payload: { text: fields.text.trim() } };
  if (kind === 'GO_TO')
    return { deviceId, kind, payload: { point: fields.point?.name ?? '', pointId: fields.point?.id } };
  if (kind === 'SHOW_PAGE') return { deviceId, kind, payload: { page: fields.page } };
  return { deviceId, kind, payload: { volume: fields.volume } };
}

/** Remote control (REMOTE_CONTROL): speak a text, go to a map point, show a page, set the volume. */
export function RemoteControl({ robot }: { robot: RobotDetail }) {
  const [kind, setKind] = useState<CommandKind>('SPEAK');
  const [form] = Form.useForm<Fields>();
  const send = useSendCommand(robot.id);
  const online = robot.state === 'ONLINE';

  const submit = async (fields: Fields) => {
    await send.mutateAsync(bodyOf(robot.id, kind, fields));
    if (kind === 'SPEAK') form.setFieldValue('text', '');
  };

  return (
    <Form<Fields>
      form={form}
      layout="vertical"
      initialValues={{ text: '', point: null, page: undefined, volume: robot.volume ?? 50 }}
      onFinish={(fields) => void submit(fields).catch(() => undefined)}
      requiredMark={false}
    >
      <Form.Item label="指令">
        <Segmented<CommandKind>
          aria-label="指令类型"
          block
          value={kind}
          options={COMMAND_KINDS.map((value) => ({ value, label: COMMAND_KIND_NAMES[value] }))}
          onChange={setKind}
        />
      </Form.Item>
      {kind === 'SPEAK' && (
        <Form.Item
          name="text"
          label="播报内容"
          rules={[
            { required: true, whitespace: true, message: '请输入播报内容' },
            { max: 200, message: '播报内容不能超过200个字符' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="机器人会用项目的发音人说出这段话" />
        </Form.Item>
      )}
      {kind === 'GO_TO' && (
        <Form.Item name="point" label="目标点位" rules={[{ required: true, message: '请选择目标点位' }]}>
          <PointField projectId={robot.projectId} />
        </Form.Item>
      )}
      {kind === 'SHOW_PAGE' && (
        <Form.Item name="page" label="页面" rules={[{ required: true, message: '请选择页面' }]}>
          <Select
            aria-label="页面"
            placeholder={robot.screen ? '选择已发布屏幕中的页面' : '项目还没有发布屏幕配置'}
            disabled={!robot.screen}
            options={(robot.screen?.pages ?? []).map((page) => ({ value: page.id, label: page.name }))}
          />
        </Form.Item>
      )}
      {kind === 'SET_VOLUME' && (
        <Form.Item name="volume" label="音量">
          <Slider min={0} max={100} marks={{ 0: '0', 50: '50', 100: '100' }} aria-label="音量" />
        </Form.Item>
      )}
      <Button
        type="primary"
        htmlType="submit"
        icon={<SendOutlined />}
        loading={send.isPending}
        disabled={!online}
        block
      >
        发送
      </Button>
      {!online && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          机器人不在线，上线后才能下发指令。
        </Typography.Text>
      )}
    </Form>
  );
}

/** MapPointSelect as a form field holding the picked point. */
function PointField({
  projectId,
  value,
  onChange,
}: {
  projectId: string;
  value?: PickedPoint | null;
  onChange?(point: PickedPoint | null): void;
}) {
  return (
    <MapPointSelect
      projectId={projectId}
      value={value?.id ?? null}
      valueName={value?.name}
      onChange={(point) => onChange?.(point)}
      aria-label="目标点位"
      style={{ width: '100%' }}
    />
  );
}
