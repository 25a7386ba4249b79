import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  FALLBACK_MODE_NAMES,
  FALLBACK_MSG,
  type FallbackSummary,
  fallbackCreateBody,
} from '../../shared/api/fallback';
import { feedback } from '../app/feedback';
import { actionsColumn, nameColumn, stateColumn } from '../components/project-content/content-columns';
import { NameFormModal } from '../components/project-content/NameFormModal';
import { useContentActions } from '../components/project-content/use-content-actions';
import { ResourceListCard } from '../components/resource-list/ResourceListCard';
import { PERMISSION_KEYS } from '../permissions/use-passed-operations';
import { useProjectFlags } from '../project/use-project-flags';
import { PageContainer } from '../shell/PageContainer';
import { fallbackApi } from './fallback-api';
import { fallbackPaths } from './fallback-paths';
import { FALLBACK_KEYS, useFallbackPage } from './fallback-queries';

export const FALLBACK_EFFECTS = {
  disableEffect: '停用后机器人不再使用这组回答；项目中其他启用的兜底设置会接替它。',
  deleteEffect: '删除后不可恢复。',
};

/** The set the project's robots answer with. */
export function ActiveMark() {
  return (
    <Tag color="green" style={{ marginInlineEnd: 0 }}>
      生效中
    </Tag>
  );
}

/**
 * /home/project-management/:projectID/reveal — the project's fallback sets: what the robot says
 * when nothing matched. The most recently changed enabled set is the one robots use (生效中).
 */
export default function FallbackListScreen() {
  const { projectID, projectId, flags: projectFlags } = useProjectFlags();
  const paths = fallbackPaths(projectID);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const actions = useContentActions({
    noun: '兜底设置',
    ...FALLBACK_EFFECTS,
    enable: fallbackApi.enable,
    remove: fallbackApi.remove,
    refreshKey: FALLBACK_KEYS.all,
    messages: FALLBACK_MSG,
  });
  const create = useMutation({
    mutationFn: (name: string) => fallbackApi.create(projectId, name),
    onSuccess: (set) => {
      feedback.success(FALLBACK_MSG.created);
      void queryClient.invalidateQueries({ queryKey: FALLBACK_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
      setCreating(false);
      navigate(paths.detail(set));
    },
  });
  const createButton = projectFlags.allows('editAuth') ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
      新建兜底设置
    </Button>
  ) : null;

  return (
    <PageContainer>
      <ResourceListCard<FallbackSummary>
        type="BUTTOM"
        title="个性化兜底"
        summary="机器人没有找到答案时说什么：按场景（未识别、超出范围、闲聊…）准备回答，随机或轮流使用。"
        searchLabel="搜索兜底设置名称"
        usePage={useFallbackPage}
        createButton={createButton}
        nothingShared="还没有您可以查看的兜底设置，请联系企业管理员共享给您"
        refreshKey={FALLBACK_KEYS.all}
        pending={actions.pending}
        scrollX={980}
        columns={({ onTag, share, editTags, sharing }) => [
          nameColumn<FallbackSummary>(
            '兜底设置',
            (row) => paths.detail(row),
            onTag,
            (row) => (row.active ? <ActiveMark /> : null),
          ),
          {
            title: '回答方式',
            dataIndex: 'mode',
            width: 100,
            render: (mode: FallbackSummary['mode']) => FALLBACK_MODE_NAMES[mode],
          },
          {
            title: '回答',
            key: 'answers',
            width: 320,
            render: (_, row) =>
              row.answerCount === 0 ? (
                <Typography.Text type="secondary">还没有回答</Typography.Text>
              ) : (
                <Flex wrap gap={4} align="center">
                  <Typography.Text style={{ marginInlineEnd: 4 }}>{row.answerCount} 条</Typography.Text>
                  {row.situations.map((situation) => (
                    <Tag key={situation} style={{ marginInlineEnd: 0 }}>
                      {situation}
                    </Tag>
                  ))}
                </Flex>
              ),
          },
          stateColumn<FallbackSummary>(),
          actionsColumn<FallbackSummary>('BUTTOM', projectFlags, sharing, (action, row) => {
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
        title="新建兜底设置"
        nameLabel="名称"
        nameRule={fallbackCreateBody.shape.name}
        saving={create.isPending}
        onClose={() => setCreating(false)}
        onSave={(fields) => create.mutate(fields.name)}
      />
    </PageContainer>
  );
}
