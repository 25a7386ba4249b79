import { Select } from 'antd';
import { useState } from 'react';
import { DEVICE_STATE_NAMES } from '../../../shared/api/devices';
import { useRobots } from '../monitoring-queries';

/** Finds a robot of the caller's projects by name. */
export function RobotPicker({ value, onChange }: { value?: string; onChange(id: string): void }) {
  const [name, setName] = useState('');
  const robots = useRobots({ name: name || undefined }, 0, 20);
  return (
    <Select
      aria-label="选择机器人"
      showSearch
      filterOption={false}
      onSearch={setName}
      placeholder="搜索并选择机器人"
      style={{ width: 280 }}
      value={value || undefined}
      loading={robots.isFetching}
      notFoundContent={robots.isFetching ? '加载中…' : '没有匹配的机器人'}
      options={(robots.data?.content ?? []).map((robot) => ({
        value: robot.id,
        label: `${robot.name} · ${robot.projectName}（${DEVICE_STATE_NAMES[robot.state]}）`,
      }))}
      onChange={onChange}
    />
  );
}
