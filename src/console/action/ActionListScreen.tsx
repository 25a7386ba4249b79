import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ACTION_MSG,
  ACTION_PAGE_TYPES,
  type ActionSummary,
  actionCreateBody,
} from '../../shared/api/actions';
import { PAGE_TYPE_NAMES } from '../../shared/screen/document';
import { feedback } from '../app/feedback';
import { actionsColumn, nameColumn, stateColumn } from '../components/project-content/content-columns';
import { NameFormModal } from '../components/project-content/NameFormModal';
import { useContentActions } from '../components/project-content/use-content-actions';
import { ResourceListCard } from '../components/resource-list/ResourceListCard';
import { PERMISSION_KEYS } from '../permissions/use-passed-operations';
import { useProjectFlags } from '../project/use-project-flags';
import { PageContainer } from '../shell/PageContainer';
import { actionApi } from './action-api';
import { actionPaths } from './action-paths';
import { ACTION_KEYS, useActionPage } from './action-queries';

export const ACTION_EFFECTS = {
  disableEffect: '停用后，意图和问答不再触发这个动作，可随时重新启用。',
  deleteEffect: '删除后不可恢复，引用它的意图将不再触发动作。',
};

/** The step counts of an action per page type: 主页 3 · 巡逻页 1. */
function StepCounts({ action }: { action: ActionSummary }) {
  const configured = ACTION_PAGE_TYPES.filter((type) => (action.stepCounts[type] ?? 0) > 0);
  if (configured.length === 0) return <Typography.Text type="secondary">尚未配置步骤</Typography.Text>;
  return (
    <Flex wrap gap={4}>
      {configured.map((type) => (
        <Tag key={type} color="processing" style={{ marginInlineEnd: 0 }}>
          {PAGE_TYPE_NAMES[type]} {action.stepCounts[type]} 步
        </Tag>
      ))}
    </Flex>
  );
}

/**
 * /home/project-management/:projectID/action-management — the project's actions the caller may
 * see: what each does per page type, search, tags, shares and batch operations (新建 by NEW).
 */
export default function ActionListScreen() {
  const { projectID, projectId, flags: projectFlags } = useProjectFlags();
  const paths = actionPaths(projectID);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const actions = useContentActions({
    noun: '动作',
    ...ACTION_EFFECTS,
    enable: actionApi.enable,
    remove: actionApi.remove,
    refreshKey: ACTION_KEYS.all,
    messages: ACTION_MSG,
  });
  const create = useMutation({
    mutationFn: (fields: { name: string; description?: string }) =>
      actionApi.create(projectId, { name: fields.name, description: fields.description ?? '' }),
    onSuccess: (action) => {
      feedback.success(ACTION_MSG.created);
      void queryClient.invalidateQueries({ queryKey: ACTION_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
      setCreating(false);
      navigate(paths.detail(action));
    },
  });
  const createButton = projectFlags.allows('editAuth') ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
      新建动作
    </Button>
  ) : null;

  return (
    <PageContainer>
      <ResourceListCard<ActionSummary>
        type="ACTION"
        title="动作管理"
        summary="编排机器人在意图或回答命中后要做的事：播报、显示页面、移动到点位、肢体动作，按页面类型分别配置。"
        searchLabel="搜索动作名称"
        usePage={useActionPage}
        createButton={createButton}
        nothingShared="还没有您可以查看的动作，请联系企业管理员共享给您"
        refreshKey={ACTION_KEYS.all}
        pending={actions.pending}
        scrollX={980}
        columns={({ onTag, share, editTags, sharing }) => [
          nameColumn<ActionSummary>('动作', (row) => paths.detail(row), onTag),
          {
            title: '描述',
            dataIndex: 'description',
            width: 260,
            ellipsis: true,
            render: (text: string) => text || <Typography.Text type="secondary">—</Typography.Text>,
          },
          { title: '步骤', key: 'steps', width: 220, render: (_, row) => <StepCounts action={row} /> },
          stateColumn<ActionSummary>(),
          actionsColumn<ActionSummary>('ACTION', projectFlags, sharing, (action, row) => {
            if (action === 'open') navigate(paths.detail(row));
            if (action === 'toggle') actions.toggle(row);
            if (action === 'delete') actions.remove(row);
            if (action === 'share') share(row);
            if (action === 'tags') editTags(row);
          }),
        ]}
      />
      <NameFormModal
        open={creating}
        title="新建动作"
        nameLabel="动作名称"
        nameRule={actionCreateBody.shape.name}
        withDescription
        saving={create.isPending}
        onClose={() => setCreating(false)}
        onSave={(fields) => create.mutate(fields)}
      />
    </PageContainer>
  );
}
