import { Input, Select } from 'antd';
import type { FleetProject } from '../../shared/api/devices';
import { DEVICE_STATE_NAMES, DEVICE_STATES, type DeviceState } from '../../shared/api/devices';
import type { RobotFilters } from './monitoring-api';
import { useRobotTags } from './monitoring-queries';

interface RobotFilterBarProps {
  projects: FleetProject[];
  filters: RobotFilters;
  onChange(filters: RobotFilters): void;
}

/** The robot table's filters: project, tag, state and a name search. */
export function RobotFilterBar({ projects, filters, onChange }: RobotFilterBarProps) {
  const tags = useRobotTags();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Select
        aria-label="按项目筛选"
        placeholder="全部项目"
        allowClear
        style={{ width: 200 }}
        value={filters.projectId}
        options={projects.map((project) => ({ value: project.projectId, label: project.projectName }))}
        onChange={(projectId?: string) => onChange({ ...filters, projectId })}
      />
      <Select
        aria-label="按标签筛选"
        placeholder="全部标签"
        allowClear
        style={{ width: 160 }}
        loading={tags.isLoading}
        value={filters.tag}
        options={(tags.data ?? []).map((tag) => ({ value: tag, label: tag }))}
        onChange={(tag?: string) => onChange({ ...filters, tag })}
      />
      <Select
        aria-label="按状态筛选"
        placeholder="全部状态"
        allowClear
        style={{ width: 140 }}
        value={filters.state}
        options={DEVICE_STATES.filter((state) => state !== 'INACTIVE').map((state: DeviceState) => ({
          value: state,
          label: DEVICE_STATE_NAMES[state],
        }))}
        onChange={(state?: DeviceState) => onChange({ ...filters, state })}
      />
      <Input.Search
        aria-label="搜索机器人名称"
        placeholder="搜索机器人名称"
        allowClear
        style={{ width: 220 }}
        maxLength={30}
        onSearch={(name) => onChange({ ...filters, name: name.trim() || undefined })}
      />
    </div>
  );
}
