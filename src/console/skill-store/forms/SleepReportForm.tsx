import { Form, Input } from 'antd';
import { TimeField, WeekdaysField } from './form-fields';

/** 休眠播报: when robots sleep and wake, and what they say. */
export function SleepReportForm() {
  return (
    <>
      <WeekdaysField name={['days']} />
      <TimeField name={['sleepAt']} label="休眠时间" />
      <TimeField name={['wakeAt']} label="唤醒时间" />
      <Form.Item name="sleepSpeech" label="休眠前播报">
        <Input.TextArea maxLength={200} showCount autoSize />
      </Form.Item>
      <Form.Item name="wakeSpeech" label="唤醒后播报">
        <Input.TextArea maxLength={200} showCount autoSize />
      </Form.Item>
    </>
  );
}
