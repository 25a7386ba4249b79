import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HOT_WORD_MSG, type HotWordListSummary, hotWordCreateBody } from '../../shared/api/hot-words';
import { feedback } from '../app/feedback';
import { actionsColumn, nameColumn, stateColumn } from '../components/project-content/content-columns';
import { NameFormModal } from '../components/project-content/NameFormModal';
import { useContentActions } from '../components/project-content/use-content-actions';
import { ResourceListCard } from '../components/resource-list/ResourceListCard';
import { PERMISSION_KEYS } from '../permissions/use-passed-operations';
import { useProjectFlags } from '../project/use-project-flags';
import { PageContainer } from '../shell/PageContainer';
import { hotWordApi } from './hot-word-api';
import { hotWordPaths } from './hot-word-paths';
import { HOT_WORD_KEYS, useHotWordPage } from './hot-word-queries';

export const HOT_WORD_EFFECTS = {
  disableEffect: '停用后机器人的语音识别不再参考这些词，可随时重新启用。',
  deleteEffect: '删除后不可恢复，表中的词文件一并删除。',
};

/**
 * /home/project-management/:projectID/hotWord — the project's hot word lists: words that tune
 * the robots' speech recognition, kept in word files (fileManage/{id}/{name}).
 */
export default function HotWordListScreen() {
  const { projectID, projectId, flags: projectFlags } = useProjectFlags();
  const paths = hotWordPaths(projectID);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const actions = useContentActions({
    noun: '热词表',
    ...HOT_WORD_EFFECTS,
    enable: hotWordApi.enable,
    remove: hotWordApi.remove,
    refreshKey: HOT_WORD_KEYS.all,
    messages: HOT_WORD_MSG,
  });
  const create = useMutation({
    mutationFn: (fields: { name: string; description?: string }) =>
      hotWordApi.create(projectId, { name: fields.name, description: fields.description ?? '' }),
    onSuccess: (list) => {
      feedback.success(HOT_WORD_MSG.created);
      void queryClient.invalidateQueries({ queryKey: HOT_WORD_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
      setCreating(false);
      navigate(paths.files(list));
    },
  });
  const createButton = projectFlags.allows('editAuth') ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
      新建热词表
    </Button>
  ) : null;

  return (
    <PageContainer>
      <ResourceListCard<HotWordListSummary>
        type="BUTTOM"
        title="热词"
        summary="让机器人的语音识别更准确地听懂项目里的专有名词：展区、展品、人名、地名……每个热词表由若干词文件组成。"
        searchLabel="搜索热词表名称"
        usePage={useHotWordPage}
        createButton={createButton}
        nothingShared="还没有您可以查看的热词表，请联系企业管理员共享给您"
        refreshKey={HOT_WORD_KEYS.all}
        pending={actions.pending}
        scrollX={980}
        columns={({ onTag, share, editTags, sharing }) => [
          nameColumn<HotWordListSummary>('热词表', (row) => paths.files(row), onTag),
          {
            title: '描述',
            dataIndex: 'description',
            width: 240,
            ellipsis: true,
            render: (text: string) => text || <Typography.Text type="secondary">—</Typography.Text>,
          },
          { title: '词文件', dataIndex: 'fileCount', width: 90, render: (count: number) => `${count} 个` },
          {
            title: '热词数',
            dataIndex: 'wordCount',
            width: 100,
            render: (count: number) => count.toLocaleString('zh-CN'),
          },
          stateColumn<HotWordListSummary>(),
          actionsColumn<HotWordListSummary>('BUTTOM', projectFlags, sharing, (action, row) => {
            if (action === 'open') navigate(paths.files(row));
            if (action === 'toggle') actions.toggle(row);
            if (action === 'delete') actions.remove(row);
            if (action === 'share') share(row);
            if (action === 'tags') editTags(row);
          }),
        ]}
      />
      <NameFormModal
        open={creating}
        title="新建热词表"
        nameLabel="热词表名称"
        nameRule={hotWordCreateBody.shape.name}
        withDescription
        saving={create.isPending}
        onClose={() => setCreating(false)}
        onSave={(fields) => create.mutate(fields)}
      />
    </PageContainer>
  );
}
