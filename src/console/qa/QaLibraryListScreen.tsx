import { CheckSquareOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QaLibrarySummary } from '../../shared/api/qa';
import type { TagMode } from '../../shared/api/resource-permissions';
import { CardHeading } from '../components/CardHeading';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { tablePaging } from '../components/table-paging';
import { BatchActionBar } from '../permissions/BatchActionBar';
import { BatchShareDialog } from '../permissions/BatchShareDialog';
import { BatchTagDialog } from '../permissions/BatchTagDialog';
import { ShareDialog } from '../permissions/ShareDialog';
import { PERMISSION_KEYS, usePassedOperations } from '../permissions/use-passed-operations';
import { useResourceSelection } from '../permissions/use-resource-selection';
import { usePagedSearch } from '../project/list/use-paged-search';
import { useProjectFlags } from '../project/use-project-flags';
import { useSession } from '../session/session-store';
import { PageContainer } from '../shell/PageContainer';
import { QaLibraryFormModal } from './QaLibraryFormModal';
import { type QaLibraryAction, qaLibraryColumns } from './qa-library-columns';
import { qaPaths } from './qa-paths';
import { QA_KEYS, useQaLibraries } from './qa-queries';
import { useQaLibraryActions } from './use-qa-library-actions';

type TagTarget = { open: boolean; mode: TagMode; ids: string[]; tags: string[] };
const NO_TAGGING: TagTarget = { open: false, mode: 'ADD', ids: [], tags: [] };
type Editing = { open: boolean; library: QaLibrarySummary | null };

/**
 * /home/project-management/:projectID/aq-library — the project's Q&A libraries the caller may
 * see, the latest changed first. Row actions follow the caller's flags; 新建问答库 and the batch
 * operations show when the server passes them (listAuthorizePassedOperations).
 */
export default function QaLibraryListScreen() {
  const { projectID, projectId, flags: projectFlags } = useProjectFlags();
  const paths = qaPaths(projectID);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sharing = useSession((state) => state.visitRole === 'enterprise');
  const list = usePagedSearch();
  const [tag, setTag] = useState<string | null>(null);
  const passed = usePassedOperations('QA');
  const selection = useResourceSelection<QaLibrarySummary>();
  const [editing, setEditing] = useState<Editing>({ open: false, library: null });
  const [sharingOne, setSharingOne] = useState<QaLibrarySummary | null>(null);
  const [sharingMany, setSharingMany] = useState(false);
  const [tagging, setTagging] = useState<TagTarget>(NO_TAGGING);
  const actions = useQaLibraryActions();
  const libraries = useQaLibraries({
    projectId,
    pageNo: list.pageNo,
    pageSize: list.pageSize,
    ...(list.search ? { name: list.search } : {}),
    ...(tag ? { tag } : {}),
  });
  const page = libraries.data;
  const total = page?.totalElements ?? 0;
  const filtering = list.search !== '' || tag !== null;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: QA_KEYS.all });
    void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
  };
  const afterTagging = () => {
    if (tagging.mode === 'ADD') selection.stop();
    setTagging((current) => ({ ...current, open: false }));
    refresh();
  };
  const filterByTag = (chosen: string | null) => {
    setTag(chosen);
    list.setPage(0, list.pageSize);
  };
  const act = (action: QaLibraryAction, library: QaLibrarySummary) => {
    if (action === 'open') navigate(paths.library(library));
    if (action === 'edit') setEditing({ open: true, library });
    if (action === 'toggle') actions.toggle(library);
    if (action === 'delete') actions.remove(library);
    if (action === 'share') setSharingOne(library);
    if (action === 'tags') setTagging({ open: true, mode: 'REPLACE', ids: [library.id], tags: library.tags });
  };

  // Creating changes the project as well: its editAuth is needed besides createAuth.
  const createButton =
    passed.passes('NEW') && projectFlags.allows('editAuth') ? (
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setEditing({ open: true, library: null })}
      >
        新建问答库
      </Button>
    ) : null;
  const batchOffered = passed.passes('BATCH_TAG') || (sharing && passed.passes('BATCH_SHARE'));
  const projectIsEmpty = page !== undefined && total === 0 && !filtering;

  return (
    <PageContainer>
      <Card>
        <CardHeading
          title="知识问答库"
          summary="维护机器人回答访客的标准问题、相似问法与答案；启用的问答库参与机器人的问答匹配。"
          extra={
            <Flex gap={8} align="center" wrap>
              {tag && (
                <Tag closable color="blue" onClose={() => filterByTag(null)} style={{ marginInlineEnd: 0 }}>
                  标签：{tag}
                </Tag>
              )}
              {!projectIsEmpty && (
                <Input
                  allowClear
                  prefix={<SearchOutlined />}
                  placeholder="搜索问答库名称"
                  aria-label="搜索问答库名称"
                  value={list.keyword}
                  onChange={(event) => list.setKeyword(event.target.value)}
                  style={{ width: 220 }}
                />
              )}
              {batchOffered && !selection.selecting && !projectIsEmpty && (
                <Button icon={<CheckSquareOutlined />} onClick={selection.start}>
                  批量管理
                </Button>
              )}
              {createButton}
            </Flex>
          }
        />
        {selection.selecting && (
          <BatchActionBar
            type="QA"
            selected={selection.rows}
            canTag={passed.passes('BATCH_TAG')}
            canShare={sharing && passed.passes('BATCH_SHARE')}
            onTag={() =>
              setTagging({ open: true, mode: 'ADD', ids: selection.rows.map((row) => row.id), tags: [] })
            }
            onShare={() => setSharingMany(true)}
            onExit={selection.stop}
            selectionHint="勾选表格左侧的复选框即可选择或取消"
          />
        )}
        {libraries.isError && !page && (
          <Alert type="error" showIcon title="问答库列表加载失败" description={libraries.error.message} />
        )}
        {projectIsEmpty ? (
          <EmptyPlaceholder
            height={420}
            text={createButton ? undefined : '还没有您可以查看的问答库，请联系企业管理员共享给您'}
          >
            {createButton}
          </EmptyPlaceholder>
        ) : (
          <Table<QaLibrarySummary>
            rowKey="id"
            columns={qaLibraryColumns(projectFlags, sharing, paths.library, act, filterByTag)}
            dataSource={page?.content ?? []}
            loading={libraries.isLoading || actions.pending}
            scroll={{ x: 1000 }}
            rowSelection={
              selection.selecting
                ? {
                    selectedRowKeys: selection.rows.map((row) => row.id),
                    onSelect: (row) => selection.toggle(row),
                    hideSelectAll: true,
                  }
                : undefined
            }
            locale={{ emptyText: <EmptyPlaceholder variant="noResult" height={320} /> }}
            pagination={tablePaging(list, total, ({ pageNo, pageSize }) => list.setPage(pageNo, pageSize))}
          />
        )}
      </Card>
      <QaLibraryFormModal
        projectId={projectId}
        open={editing.open}
        library={editing.library}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
        onSaved={(library, created) => {
          setEditing((current) => ({ ...current, open: false }));
          if (created) navigate(paths.library(library));
        }}
      />
      <ShareDialog
        type="QA"
        open={sharingOne !== null}
        resource={sharingOne}
        onClose={() => setSharingOne(null)}
        onSaved={refresh}
      />
      <BatchTagDialog
        type="QA"
        open={tagging.open}
        mode={tagging.mode}
        resourceIds={tagging.ids}
        initialTags={tagging.tags}
        onClose={() => setTagging((current) => ({ ...current, open: false }))}
        onDone={afterTagging}
      />
      <BatchShareDialog
        type="QA"
        open={sharingMany}
        resourceIds={selection.rows.map((row) => row.id)}
        onClose={() => setSharingMany(false)}
        onDone={() => {
          setSharingMany(false);
          selection.stop();
          refresh();
        }}
      />
    </PageContainer>
  );
}
