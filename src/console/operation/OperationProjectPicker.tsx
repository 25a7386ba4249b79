import { ProjectOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import type { ProjectSummary } from '../../shared/api/projects';

/** The project an operation screen reads, picked at its top. */
export function OperationProjectPicker({
  projectId,
  projects,
  loading,
  onSelect,
}: {
  projectId: string;
  projects: readonly ProjectSummary[];
  loading: boolean;
  onSelect(id: string): void;
}) {
  return (
    <Select
      aria-label="项目"
      prefix={<ProjectOutlined />}
      style={{ width: 240 }}
      loading={loading}
      value={projectId || undefined}
      placeholder="选择项目"
      showSearch={{ optionFilterProp: 'label' }}
      options={projects.map((project) => ({ value: project.id, label: project.name }))}
      onChange={onSelect}
    />
  );
}
