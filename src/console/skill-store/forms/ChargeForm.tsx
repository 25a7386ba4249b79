import { Form, Input, InputNumber } from 'antd';
import { PointSelect } from './form-fields';

/** 充电: the pile, and the battery levels the robot goes to it and leaves it at. */
export function ChargeForm() {
  return (
    <>
      <Form.Item name="chargerPointId" label="充电桩点位" extra="只能选择类型为「充电桩」的点位">
        <PointSelect only="CHARGER" />
      </Form.Item>
      <Form.Item name="goBelow" label="回充电量" extra="电量低于它时，机器人停下手头的巡逻，前往充电桩">
        <InputNumber min={5} max={50} suffix="%" aria-label="回充电量" />
      </Form.Item>
      <Form.Item name="leaveAbove" label="离桩电量" extra="充到它时离开充电桩，回到岗位">
        <InputNumber min={50} max={100} suffix="%" aria-label="离桩电量" />
      </Form.Item>
      <Form.Item name="speech" label="回充播报">
        <Input maxLength={100} showCount placeholder="前往充电桩前说的话（可不填）" />
      </Form.Item>
    </>
  );
}
