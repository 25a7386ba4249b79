import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DictionarySummary } from '../../shared/api/dictionaries';
import { ResourceListCard } from '../components/resource-list/ResourceListCard';
import { useProjectFlags } from '../project/use-project-flags';
import { PageContainer } from '../shell/PageContainer';
import { DictionaryFormDrawer } from './DictionaryFormDrawer';
import { dictionaryColumns } from './dictionary-columns';
import { dictionaryPaths } from './dictionary-paths';
import { DICTIONARY_KEYS, useDictionaryPage } from './dictionary-queries';
import { useDictionaryActions } from './use-dictionary-actions';

/**
 * /home/project-management/:projectID/dictionary-management — the project's dictionaries the
 * caller may see, newest change first, with their entry counts. 新建词典 and the batch operations
 * show when the server passes them.
 */
export default function DictionaryListScreen() {
  const { projectID, projectId, flags: projectFlags } = useProjectFlags();
  const paths = dictionaryPaths(projectID);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const actions = useDictionaryActions();
  const act = (action: 'toggle' | 'delete', dictionary: DictionarySummary) =>
    action === 'toggle' ? actions.toggle(dictionary) : void actions.remove(dictionary);
  // Creating changes the project as well: its editAuth is needed besides createAuth.
  const createButton = projectFlags.allows('editAuth') ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
      新建词典
    </Button>
  ) : null;
  return (
    <PageContainer>
      <ResourceListCard<DictionarySummary>
        type="DICT"
        title="词典管理"
        summary="维护意图槽位引用的词表：每个词条可带多个同义词，机器人听到同义词时按词条填充槽位。"
        searchLabel="搜索词典名称"
        usePage={useDictionaryPage}
        columns={(helpers) => dictionaryColumns(projectFlags, helpers, paths.detail, act)}
        createButton={createButton}
        nothingShared="还没有您可以查看的词典，请联系企业管理员共享给您"
        refreshKey={DICTIONARY_KEYS.all}
        pending={actions.pending}
      />
      <DictionaryFormDrawer
        projectId={projectId}
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(dictionary) => {
          setCreating(false);
          navigate(paths.detail(dictionary));
        }}
      />
    </PageContainer>
  );
}
