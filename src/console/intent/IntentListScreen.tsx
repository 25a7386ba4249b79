import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { IntentSummary } from '../../shared/api/intents';
import { ResourceListCard } from '../components/resource-list/ResourceListCard';
import { useProjectFlags } from '../project/use-project-flags';
import { PageContainer } from '../shell/PageContainer';
import { IntentFormDrawer } from './IntentFormDrawer';
import { intentColumns } from './intent-columns';
import { intentPaths } from './intent-paths';
import { INTENT_KEYS, useIntentPage } from './intent-queries';
import { useIntentActions } from './use-intent-actions';

/**
 * /home/project-management/:projectID/intent-management — the project's intents the caller may
 * see, newest change first, with their slots, example counts and what they answer.
 */
export default function IntentListScreen() {
  const { projectID, projectId, flags: projectFlags } = useProjectFlags();
  const paths = intentPaths(projectID);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const actions = useIntentActions();
  const act = (action: 'toggle' | 'delete', intent: IntentSummary) =>
    action === 'toggle' ? actions.toggle(intent) : actions.remove(intent);
  // Creating changes the project as well: its editAuth is needed besides createAuth.
  const createButton = projectFlags.allows('editAuth') ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
      新建意图
    </Button>
  ) : null;
  return (
    <PageContainer>
      <ResourceListCard<IntentSummary>
        type="INTENT"
        title="意图管理"
        summary="用例句教机器人听懂访客想做什么：在例句中标注槽位，槽位从词典取值，匹配后回复或执行动作。"
        searchLabel="搜索意图名称"
        usePage={useIntentPage}
        columns={(helpers) => intentColumns(projectFlags, helpers, paths.detail, act)}
        createButton={createButton}
        nothingShared="还没有您可以查看的意图，请联系企业管理员共享给您"
        refreshKey={INTENT_KEYS.all}
        pending={actions.pending}
        scrollX={1080}
      />
      <IntentFormDrawer
        projectId={projectId}
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(intent) => {
          setCreating(false);
          navigate(paths.detail(intent));
        }}
      />
    </PageContainer>
  );
}
