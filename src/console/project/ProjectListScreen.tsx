import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProjectSummary } from '../../shared/api/projects';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import { PageContainer } from '../shell/PageContainer';
import { confirmProjectDeletion } from './delete-project';
import { ListToolbar } from './list/ListToolbar';
import { PagedCardGrid } from './list/PagedCardGrid';
import { usePagedSearch } from './list/use-paged-search';
import { ProjectCard } from './ProjectCard';
import { ProjectFormModal } from './ProjectFormModal';
import styles from './ProjectList.module.css';
import { projectApi } from './project-api';
import { formatProjectID, projectPath } from './project-id';
import { PROJECT_KEYS, useProjectPage } from './project-queries';

/** The form: a new project (null) or an existing one; kept while it closes so its title stays. */
type Editing = { open: boolean; project: ProjectSummary | null };

/** /home/project-management — the projects of the current visit role, as cards. */
export default function ProjectListScreen() {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const list = usePagedSearch();
  const [editing, setEditing] = useState<Editing>({ open: false, project: null });
  const closeForm = () => setEditing((current) => ({ ...current, open: false }));
  const projects = useProjectPage({
    pageNo: list.pageNo,
    pageSize: list.pageSize,
    ...(list.search ? { name: list.search } : {}),
  });
  const page = projects.data;

  const remove = useMutation({
    mutationFn: (project: ProjectSummary) => projectApi.remove(project.id),
    onSuccess: () => {
      feedback.success(MSG.deleted);
      // The last card of a page is gone: show the page before it.
      if (page && page.content.length === 1 && list.pageNo > 0) list.setPage(list.pageNo - 1, list.pageSize);
      void queryClient.invalidateQueries({ queryKey: PROJECT_KEYS.all });
    },
  });

  const open = (project: ProjectSummary) => navigate(projectPath(formatProjectID(project.id, project.name)));
  const requestDelete = async (project: ProjectSummary) => {
    if (await confirmProjectDeletion(modal, project)) remove.mutate(project);
  };
  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, project: null })}>
      新建项目
    </Button>
  );

  return (
    <PageContainer>
      <ListToolbar
        title="项目管理"
        summary="创建机器人项目，集中管理设备、知识、技能与屏幕。"
        searchPlaceholder="搜索项目名称"
        keyword={list.keyword}
        onKeyword={list.setKeyword}
        actions={createButton}
      />
      <PagedCardGrid
        list={list}
        page={page}
        fetching={projects.isFetching}
        gridClassName={styles.grid}
        skeleton={
          <Card cover={<div className={styles.skeletonCover} />}>
            <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 2 }} />
          </Card>
        }
        createButton={createButton}
        renderCard={(project) => (
          <ProjectCard
            project={project}
            onOpen={open}
            onEdit={(chosen) => setEditing({ open: true, project: chosen })}
            onDelete={(chosen) => void requestDelete(chosen)}
          />
        )}
      />
      <ProjectFormModal
        open={editing.open}
        project={editing.project}
        onClose={closeForm}
        onSaved={closeForm}
      />
    </PageContainer>
  );
}
