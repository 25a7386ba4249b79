import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { STORE_SKILL_MSG } from '../../shared/api/store-skills';
import type { CatalogueEntry } from '../../shared/skill-store/catalogue';
import { feedback } from '../app/feedback';
import { formatProjectID } from '../project/project-id';
import { useProjectPage } from '../project/project-queries';
import { storeSkillApi } from './store-skill-api';
import { storeSkillPaths } from './store-skill-paths';
import { STORE_SKILL_KEYS } from './store-skill-queries';

/**
 * 添加到项目: asks which project, then adds the skill (actionIntentCopy) and opens its
 * configuration there. A project that lacks what the skill needs is refused in the dialog, with
 * what to do about it.
 */
export function AddToProjectDialog({
  entry,
  open,
  addedTo,
  onClose,
}: {
  entry: CatalogueEntry;
  open: boolean;
  /** Projects that already have it (offered, but marked). */
  addedTo: readonly string[];
  onClose(): void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const projects = useProjectPage({ pageNo: 0, pageSize: 100 });
  const [projectId, setProjectId] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (id: string) => storeSkillApi.copy(entry.skillStoreCode, id, { quiet: true }),
    onSuccess: (skill) => {
      feedback.success(STORE_SKILL_MSG.added);
      void queryClient.invalidateQueries({ queryKey: STORE_SKILL_KEYS.all });
      const project = projects.data?.content.find((row) => row.id === skill.projectId);
      navigate(storeSkillPaths(formatProjectID(skill.projectId, project?.name ?? '')).detail(skill));
    },
  });
  const editable = (projects.data?.content ?? []).filter((project) => project.permissions.editAuth);
  return (
    <Modal
      title={`添加「${entry.name}」到项目`}
      open={open}
      okText="添加"
      okButtonProps={{ disabled: !projectId, loading: add.isPending }}
      onOk={() => projectId && add.mutate(projectId)}
      onCancel={onClose}
      afterClose={() => {
        setProjectId(null);
        add.reset();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        添加后会按项目的地图生成一份可直接运行的配置，随后可在项目的「商店技能」中调整。
      </Typography.Paragraph>
      <Select
        aria-label="选择项目"
        placeholder="选择项目"
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: '100%' }}
        loading={projects.isLoading}
        value={projectId}
        onChange={(value) => {
          setProjectId(value);
          add.reset();
        }}
        options={editable.map((project) => ({
          value: project.id,
          label: addedTo.includes(project.id) ? `${project.name}（已添加）` : project.name,
          disabled: addedTo.includes(project.id),
        }))}
        notFoundContent="没有可以添加技能的项目"
      />
      {add.isError && (
        <Alert
          style={{ marginTop: 16 }}
          type="warning"
          showIcon
          title="无法添加"
          description={add.error.message}
        />
      )}
    </Modal>
  );
}
