import { Form, Radio } from 'antd';
import { ScheduleFields } from './form-fields';
import { RouteOnMap } from './RouteOnMap';

/** 巡逻: the route on the floor map, when it is walked, and how often. */
export function PatrolForm() {
  return (
    <>
      <Form.Item name="route" label="巡逻路线">
        <RouteOnMap />
      </Form.Item>
      <ScheduleFields />
      <Form.Item name="repeat" label="重复方式">
        <Radio.Group
          options={[
            { value: 'LOOP', label: '时段内循环巡逻' },
            { value: 'ONCE', label: '每个时段开始时巡逻一圈' },
          ]}
        />
      </Form.Item>
    </>
  );
}
