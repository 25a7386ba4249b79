import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HomepageSummary } from '../../shared/api/homepage';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import { FlaggedAction } from '../permissions/FlaggedAction';
import { ListToolbar } from '../project/list/ListToolbar';
import { PagedCardGrid } from '../project/list/PagedCardGrid';
import { usePagedSearch } from '../project/list/use-paged-search';
import { PROJECT_KEYS } from '../project/project-queries';
import { useProjectFlags } from '../project/use-project-flags';
import { PageContainer } from '../shell/PageContainer';
import { type ConfigurationAction, ConfigurationCard } from './ConfigurationCard';
import styles from './ConfigurationList.module.css';
import { ConfigurationNameModal } from './ConfigurationNameModal';
import { CreateConfigurationModal } from './CreateConfigurationModal';
import { configurationPaths } from './configuration-paths';
import { copyName } from './copy-name';
import { homepageApi } from './homepage-api';
import { HOMEPAGE_KEYS, useHomepagePage } from './homepage-queries';
import { renameConfiguration } from './rename-configuration';

/**
 * The name dialog: renaming a configuration or naming its copy; kept while it closes. Each opening
 * mounts a new dialog (`opening` is its key): a form kept from the previous one would show, and
 * save, the previous card's name.
 */
type Naming = {
  open: boolean;
  opening: number;
  purpose: 'rename' | 'copy';
  configuration: HomepageSummary | null;
};

/** /home/project-management/:projectID/ui-configuration — the project's screen configurations. */
export default function ConfigurationListScreen() {
  const { projectID, projectId, flags } = useProjectFlags();
  const paths = configurationPaths(projectID);
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const list = usePagedSearch();
  const [creating, setCreating] = useState(false);
  const [naming, setNaming] = useState<Naming>({
    open: false,
    opening: 0,
    purpose: 'rename',
    configuration: null,
  });
  const configurations = useHomepagePage({
    projectId,
    pageNo: list.pageNo,
    pageSize: list.pageSize,
    ...(list.search ? { name: list.search } : {}),
  });
  const page = configurations.data;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: HOMEPAGE_KEYS.all });
    void queryClient.invalidateQueries({ queryKey: PROJECT_KEYS.all });
  };
  const remove = useMutation({
    mutationFn: (configuration: HomepageSummary) => homepageApi.remove(configuration.id),
    onSuccess: () => {
      feedback.success(MSG.deleted);
      if (page && page.content.length === 1 && list.pageNo > 0) list.setPage(list.pageNo - 1, list.pageSize);
      refresh();
    },
  });

  const confirmDelete = (configuration: HomepageSummary) =>
    modal.confirm({
      title: `删除屏幕配置「${configuration.name}」？`,
      content:
        configuration.status === 'DRAFT'
          ? '删除后无法恢复。'
          : '它已经发布，删除后使用它的机器人将无法再显示这套屏幕，且无法恢复。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => remove.mutateAsync(configuration),
    });

  const act = (action: ConfigurationAction, configuration: HomepageSummary) => {
    if (action === 'edit') navigate(paths.editor(configuration.id));
    else if (action === 'publish') navigate(paths.publish(configuration.id));
    else if (action === 'globalSetting') navigate(paths.globalSetting(configuration.id));
    else if (action === 'delete') confirmDelete(configuration);
    else setNaming(({ opening }) => ({ open: true, opening: opening + 1, purpose: action, configuration }));
  };

  const submitName = async (name: string) => {
    const { purpose, configuration } = naming;
    if (!configuration) return;
    if (purpose === 'rename') await renameConfiguration(configuration, name);
    else await homepageApi.copy(configuration.id, name);
    feedback.success(purpose === 'rename' ? '已重命名' : '已复制');
    refresh();
  };

  const createButton = (
    <FlaggedAction flags={flags} flag="editAuth">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
        新建配置
      </Button>
    </FlaggedAction>
  );

  return (
    <PageContainer>
      <ListToolbar
        title="应用UI配置"
        summary="可视化编排机器人屏幕上的页面，发布后机器人即可显示。"
        searchPlaceholder="搜索配置名称"
        keyword={list.keyword}
        onKeyword={list.setKeyword}
        actions={createButton}
      />
      <PagedCardGrid
        list={list}
        page={page}
        fetching={configurations.isFetching}
        gridClassName={styles.grid}
        skeleton={
          <Card cover={<Skeleton.Node active style={{ width: '100%', height: 216 }} />}>
            <Skeleton active title={{ width: '55%' }} paragraph={{ rows: 2 }} />
          </Card>
        }
        createButton={createButton}
        renderCard={(configuration) => (
          <ConfigurationCard configuration={configuration} flags={flags} onAction={act} />
        )}
      />
      <CreateConfigurationModal
        open={creating}
        projectId={projectId}
        onClose={() => setCreating(false)}
        onCreated={() => setCreating(false)}
      />
      <ConfigurationNameModal
        key={naming.opening}
        open={naming.open}
        title={naming.purpose === 'rename' ? '重命名屏幕配置' : '复制屏幕配置'}
        okText={naming.purpose === 'rename' ? '保存' : '复制'}
        initialName={
          naming.configuration
            ? naming.purpose === 'rename'
              ? naming.configuration.name
              : copyName(naming.configuration.name)
            : ''
        }
        onSubmit={submitName}
        onClose={() => setNaming((current) => ({ ...current, open: false }))}
      />
    </PageContainer>
  );
}
