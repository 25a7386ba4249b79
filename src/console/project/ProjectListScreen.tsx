import { CheckSquareOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProjectSummary } from '../../shared/api/projects';
import type { TagMode } from '../../shared/api/resource-permissions';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import { BatchActionBar } from '../permissions/BatchActionBar';
import { BatchShareDialog } from '../permissions/BatchShareDialog';
import { BatchTagDialog } from '../permissions/BatchTagDialog';
import { ShareDialog } from '../permissions/ShareDialog';
import { PERMISSION_KEYS, usePassedOperations } from '../permissions/use-passed-operations';
import { useResourceSelection } from '../permissions/use-resource-selection';
import { useSession } from '../session/session-store';
import { PageContainer } from '../shell/PageContainer';
import { confirmProjectDeletion } from './delete-project';
import { ListToolbar } from './list/ListToolbar';
import { PagedCardGrid } from './list/PagedCardGrid';
import { usePagedSearch } from './list/use-paged-search';
import { type ProjectAction, ProjectCard } from './ProjectCard';
import { ProjectFormModal } from './ProjectFormModal';
import styles from './ProjectList.module.css';
import { projectApi } from './project-api';
import { formatProjectID, projectPath } from './project-id';
import { PROJECT_KEYS, useProjectPage } from './project-queries';

/** A dialog's state: open or closing, with what it shows kept while it closes (so titles stay). */
type Dialog<T> = { open: boolean; of: T };
const closed = <T,>(of: T): Dialog<T> => ({ open: false, of });
type TagTarget = { mode: TagMode; ids: string[]; tags: string[] };

/**
 * /home/project-management — the projects the caller may see in the current visit role, as cards.
 * Each card's actions follow the caller's flags on it; 新建项目 and the batch operations (批量标签,
 * 批量共享) show when the server passes them (listAuthorizePassedOperations).
 */
export default function ProjectListScreen() {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const sharing = useSession((state) => state.visitRole === 'enterprise');
  const list = usePagedSearch();
  const [tag, setTag] = useState<string | null>(null);
  const passed = usePassedOperations('PROJECT');
  const selection = useResourceSelection<ProjectSummary>();
  const [editing, setEditing] = useState<Dialog<ProjectSummary | null>>(closed(null));
  const [sharingOne, setSharingOne] = useState<Dialog<ProjectSummary | null>>(closed(null));
  // One project's tags (REPLACE, from its menu) or the selection's (ADD, 批量标签).
  const [tagging, setTagging] = useState<Dialog<TagTarget>>(closed({ mode: 'ADD', ids: [], tags: [] }));
  const [sharingMany, setSharingMany] = useState(false);
  const projects = useProjectPage({
    pageNo: list.pageNo,
    pageSize: list.pageSize,
    ...(list.search ? { name: list.search } : {}),
    ...(tag ? { tag } : {}),
  });
  const page = projects.data;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: PROJECT_KEYS.all });
    void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
  };
  const closeTagging = () => setTagging((current) => ({ ...current, open: false }));
  const afterOne = () => {
    closeTagging();
    refresh();
  };
  const afterBatch = () => {
    closeTagging();
    setSharingMany(false);
    selection.stop();
    refresh();
  };
  const remove = useMutation({
    mutationFn: (project: ProjectSummary) => projectApi.remove(project.id),
    onSuccess: () => {
      feedback.success(MSG.deleted);
      // The last card of a page is gone: show the page before it.
      if (page && page.content.length === 1 && list.pageNo > 0) list.setPage(list.pageNo - 1, list.pageSize);
      refresh();
    },
  });

  const open = (project: ProjectSummary) => navigate(projectPath(formatProjectID(project.id, project.name)));
  const act = async (action: ProjectAction, project: ProjectSummary) => {
    if (action === 'edit') setEditing({ open: true, of: project });
    if (action === 'share') setSharingOne({ open: true, of: project });
    if (action === 'tags')
      setTagging({ open: true, of: { mode: 'REPLACE', ids: [project.id], tags: project.tags } });
    if (action === 'delete' && (await confirmProjectDeletion(modal, project))) remove.mutate(project);
  };
  const filterByTag = (chosen: string | null) => {
    setTag(chosen);
    list.setPage(0, list.pageSize);
  };
  const batchOffered = passed.passes('BATCH_TAG') || (sharing && passed.passes('BATCH_SHARE'));
  const createButton = passed.passes('NEW') ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, of: null })}>
      新建项目
    </Button>
  ) : null;

  return (
    <PageContainer>
      <ListToolbar
        title="项目管理"
        summary="创建机器人项目，集中管理设备、知识、技能与屏幕。"
        searchPlaceholder="搜索项目名称"
        keyword={list.keyword}
        onKeyword={list.setKeyword}
        actions={
          <>
            {tag && (
              <Tag closable color="blue" onClose={() => filterByTag(null)} style={{ marginInlineEnd: 0 }}>
                标签：{tag}
              </Tag>
            )}
            {batchOffered && !selection.selecting && (
              <Button icon={<CheckSquareOutlined />} onClick={selection.start}>
                批量管理
              </Button>
            )}
            {createButton}
          </>
        }
      />
      {selection.selecting && (
        <BatchActionBar
          type="PROJECT"
          selected={selection.rows}
          canTag={passed.passes('BATCH_TAG')}
          canShare={sharing && passed.passes('BATCH_SHARE')}
          onTag={() =>
            setTagging({
              open: true,
              of: { mode: 'ADD', ids: selection.rows.map((row) => row.id), tags: [] },
            })
          }
          onShare={() => setSharingMany(true)}
          onExit={selection.stop}
        />
      )}
      <PagedCardGrid
        list={list}
        filtered={tag !== null}
        page={page}
        fetching={projects.isFetching}
        gridClassName={styles.grid}
        skeleton={
          <Card cover={<div className={styles.skeletonCover} />}>
            <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 2 }} />
          </Card>
        }
        createButton={createButton}
        emptyText={createButton ? undefined : '还没有您可以查看的项目，请联系企业管理员共享给您'}
        renderCard={(project) => (
          <ProjectCard
            project={project}
            sharing={sharing}
            selection={{ selecting: selection.selecting, selected: selection.isSelected(project.id) }}
            onOpen={open}
            onToggle={selection.toggle}
            onAction={(action, chosen) => void act(action, chosen)}
            onTag={filterByTag}
          />
        )}
      />
      <ProjectFormModal
        open={editing.open}
        project={editing.of}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
        onSaved={() => setEditing((current) => ({ ...current, open: false }))}
      />
      <ShareDialog
        type="PROJECT"
        open={sharingOne.open}
        resource={sharingOne.of}
        onClose={() => setSharingOne((current) => ({ ...current, open: false }))}
        onSaved={refresh}
      />
      <BatchTagDialog
        type="PROJECT"
        open={tagging.open}
        mode={tagging.of.mode}
        resourceIds={tagging.of.ids}
        initialTags={tagging.of.tags}
        onClose={closeTagging}
        onDone={tagging.of.mode === 'ADD' ? afterBatch : afterOne}
      />
      <BatchShareDialog
        type="PROJECT"
        open={sharingMany}
        resourceIds={selection.rows.map((row) => row.id)}
        onClose={() => setSharingMany(false)}
        onDone={afterBatch}
      />
    </PageContainer>
  );
}
