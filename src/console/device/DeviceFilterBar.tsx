import { SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select, Tag } from 'antd';
import { DEVICE_STATE_NAMES, DEVICE_STATES, type DeviceState } from '../../shared/api/devices';
import { RemoteSelect } from '../components/RemoteSelect';
import { deviceApi } from './device-api';

/** The filters besides the searched text (which is debounced apart). */
export interface DeviceChoiceFilters {
  tag?: string;
  model?: string;
  state?: DeviceState;
  expiringSoon?: boolean;
}

export interface DeviceFilterBarProps {
  projectId: string;
  keyword: string;
  onKeyword(keyword: string): void;
  filters: DeviceChoiceFilters;
  onFilters(filters: DeviceChoiceFilters): void;
}

const STATE_OPTIONS = DEVICE_STATES.map((state) => ({ value: state, label: DEVICE_STATE_NAMES[state] }));

/** Search by name or serial, then tag, model and state; 重置 clears them all. */
export function DeviceFilterBar({ projectId, keyword, onKeyword, filters, onFilters }: DeviceFilterBarProps) {
  const set = (patch: DeviceChoiceFilters) => onFilters({ ...filters, ...patch });
  const filtering = keyword !== '' || Object.values(filters).some((value) => value !== undefined);
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <Input
        allowClear
        value={keyword}
        onChange={(event) => onKeyword(event.target.value)}
        placeholder="搜索设备名称或序列号"
        aria-label="搜索设备名称或序列号"
        prefix={<SearchOutlined style={{ color: 'rgba(11,31,77,0.35)' }} />}
        style={{ width: 240 }}
      />
      <RemoteSelect
        allowClear
        placeholder="全部标签"
        aria-label="按标签筛选"
        style={{ width: 160 }}
        value={filters.tag}
        onChange={(tag?: string) => set({ tag })}
        fetchOptions={async (name, signal) =>
          (await deviceApi.tags(projectId, name, signal)).map((tag) => ({ label: tag.name, value: tag.id }))
        }
      />
      <RemoteSelect
        allowClear
        placeholder="全部型号"
        aria-label="按型号筛选"
        style={{ width: 190 }}
        value={filters.model}
        onChange={(model?: string) => set({ model })}
        fetchOptions={async (name, signal) =>
          (await deviceApi.models(name, signal)).map((model) => ({ label: model.name, value: model.id }))
        }
      />
      <Select<DeviceState>
        allowClear
        placeholder="全部状态"
        aria-label="按状态筛选"
        style={{ width: 130 }}
        options={STATE_OPTIONS}
        value={filters.state}
        onChange={(state) => set({ state })}
      />
      {filters.expiringSoon && (
        <Tag
          closable
          color="warning"
          onClose={() => set({ expiringSoon: undefined })}
          style={{ lineHeight: '30px' }}
        >
          仅看即将到期
        </Tag>
      )}
      {filtering && (
        <Button
          type="link"
          onClick={() => {
            onKeyword('');
            onFilters({});
          }}
        >
          重置
        </Button>
      )}
    </Flex>
  );
}
